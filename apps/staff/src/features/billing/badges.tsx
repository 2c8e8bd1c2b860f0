import { InvoiceStatus, PaymentMethod } from '@clinic/domain';
import { Badge, useT } from '@clinic/ui';

// Billing's small labels: an invoice's status in its colour, a payment method in words.

const statuses = {
  [InvoiceStatus.WaitForPayment]: { tone: 'warning', key: 'billing.status.unpaid' },
  [InvoiceStatus.Paid]: { tone: 'success', key: 'billing.status.paid' },
  [InvoiceStatus.Canceled]: { tone: 'danger', key: 'billing.status.canceled' },
} as const;

export function InvoiceStatusBadge({ status }: { status: number }) {
  const { t } = useT();
  const known = statuses[status as InvoiceStatus];
  return known ? <Badge tone={known.tone}>{t(known.key)}</Badge> : null;
}

const methodKeys = {
  [PaymentMethod.Cash]: 'billing.method.cash',
  [PaymentMethod.BankTransfer]: 'billing.method.bankTransfer',
  [PaymentMethod.EWallet]: 'billing.method.eWallet',
} as const;

export const paymentMethods = [
  PaymentMethod.Cash,
  PaymentMethod.BankTransfer,
  PaymentMethod.EWallet,
] as const;

/** A payment method's name ('Tiền mặt'), '' for none. */
export function usePaymentMethodLabel() {
  const { t } = useT();
  return (method: number | null) => {
    const key = method === null ? undefined : methodKeys[method as PaymentMethod];
    return key ? t(key) : '';
  };
}
