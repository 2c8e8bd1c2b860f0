import type { InvoiceView } from '@clinic/api-client';
import { fieldRefusal, money, PaymentMethod } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { Button, FormField, Notice, NumberInput, RadioGroup, toast, useT } from '@clinic/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { paymentMethods, usePaymentMethodLabel } from './badges';
import * as styles from './billing.css';
import { isApiError, quickCashAmounts } from './payment';
import { usePayInvoice } from './queries';
import { VietQrCode } from './VietQrCode';

/** Cash handed over: whole đồng, never negative (empty is "not said"). */
const refuseReceived = fieldRefusal(money({ kind: 'amount' }).nullable());
/**
 * Taking the money for an unpaid invoice: cash (what the patient hands over and the change due, never less than the
 * total), a bank transfer (the invoice's VietQR code; the bank's webhook pays it and the panel turns Paid by itself,
 * or the cashier confirms by hand), or an e-wallet. One idempotency key per opening (the parent mounts this anew for
 * each version of the invoice): a retry after a lost answer sends the same key and never pays twice. The total sent
 * is the one shown; another desk's rebuild meanwhile answers 'total wrong'.
 */
export function PaySection({
  invoice,
  blocked,
  onOutdated,
}: {
  invoice: InvoiceView;
  /** Why paying waits (unsaved discounts), if it does. */
  blocked?: string | undefined;
  /** The visit changed: the cashier rebuilds the invoice first. */
  onOutdated: () => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const methodLabel = usePaymentMethodLabel();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const pay = usePayInvoice(invoice.id, idempotencyKey);
  const [method, setMethod] = useState<PaymentMethod>(PaymentMethod.Cash);
  const [received, setReceived] = useState<number | null>(null);
  const total = invoice.total;
  const short = received !== null && received < total;
  const changeDue = received !== null && !short ? received - total : null;

  const submit = (paymentMethod: PaymentMethod) =>
    pay.mutate(
      {
        paymentMethod,
        ...(paymentMethod === PaymentMethod.Cash ? { amountReceived: received } : {}),
        total,
      },
      { onSuccess: (paid) => toast.success(t('billing.pay.paid', { amount: formatVnd(paid.total) })) },
    );
  const busy = pay.isPending || blocked !== undefined;

  return (
    <section className={styles.stack} aria-label={t('billing.pay.title')}>
      <h3 className={styles.sectionTitle}>{t('billing.pay.title')}</h3>
      <RadioGroup<PaymentMethod>
        aria-label={t('billing.pay.method')}
        orientation="horizontal"
        value={method}
        onChange={(value) => {
          setMethod(value);
          pay.reset();
        }}
        options={paymentMethods.map((m) => ({ value: m, label: methodLabel(m) }))}
      />
      {method === PaymentMethod.Cash && (
        <form
          className={styles.tight}
          onSubmit={(event) => {
            event.preventDefault();
            if (received !== null && !short && !busy) submit(PaymentMethod.Cash);
          }}
        >
          <FormField label={t('billing.pay.received')}>
            <NumberInput
              vnd
              min={0}
              value={received}
              onChange={setReceived}
              refuse={refuseReceived}
              data-autofocus
            />
          </FormField>
          <span className={styles.row}>
            {quickCashAmounts(total).map((amount, i) => (
              <Button key={amount} size="sm" variant="secondary" onClick={() => setReceived(amount)}>
                {i === 0 ? t('billing.pay.exact', { amount: formatVnd(amount) }) : formatVnd(amount)}
              </Button>
            ))}
          </span>
          <span className={styles.spread}>
            <span>{t('billing.pay.changeDue')}</span>
            <output className={styles.changeDue} aria-label={t('billing.pay.changeDue')}>
              {changeDue === null ? '—' : formatVnd(changeDue)}
            </output>
          </span>
          {short && <p className={styles.error}>{t('billing.pay.tooLow')}</p>}
          {received === null && <p className={styles.muted}>{t('billing.pay.enterReceived')}</p>}
          <span>
            <Button
              type="submit"
              variant="primary"
              disabled={received === null || short || busy}
              loading={pay.isPending}
            >
              {t('billing.pay.payCash')}
            </Button>
          </span>
        </form>
      )}
      {method === PaymentMethod.BankTransfer && (
        <div className={styles.tight}>
          {invoice.vietQr ? (
            <VietQrCode {...invoice.vietQr} />
          ) : (
            <Notice
              tone="warning"
              action={<Link href="~/settings/general">{t('billing.pay.bankSettings')}</Link>}
            >
              {t('billing.pay.noBank')}
            </Notice>
          )}
          <p className={styles.muted} role="status">
            {t('billing.pay.waiting')}
          </p>
          <span>
            <Button
              variant="primary"
              disabled={busy}
              loading={pay.isPending}
              onClick={() => submit(PaymentMethod.BankTransfer)}
            >
              {t('billing.pay.transferReceived')}
            </Button>
          </span>
        </div>
      )}
      {method === PaymentMethod.EWallet && (
        <span>
          <Button
            variant="primary"
            disabled={busy}
            loading={pay.isPending}
            onClick={() => submit(PaymentMethod.EWallet)}
          >
            {t('billing.pay.confirmWallet')}
          </Button>
        </span>
      )}
      {blocked && <p className={styles.muted}>{blocked}</p>}
      {pay.isError && (
        <div className={styles.tight}>
          <p className={styles.error} role="alert">
            {errorText(pay.error)}
          </p>
          {isApiError(pay.error, 'invoiceOutdated') && (
            <span>
              <Button variant="secondary" onClick={onOutdated}>
                {t('billing.change.update')}
              </Button>
            </span>
          )}
        </div>
      )}
    </section>
  );
}
