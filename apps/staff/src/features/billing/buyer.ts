import type { InvoiceSummary } from '@clinic/api-client';
import type { useT } from '@clinic/ui';

type T = ReturnType<typeof useT>['t'];

/**
 * Who an invoice is for, in one line: the patient's name and code, or "Khách lẻ" for a walk-in customer without a
 * record, with the name and phone the cashier typed, if any.
 */
export function buyerText(
  invoice: Pick<InvoiceSummary, 'clinicPatientId' | 'patientName' | 'patientCode' | 'customerPhone'>,
  t: T,
): string {
  if (invoice.clinicPatientId !== null) return `${invoice.patientName ?? ''} · ${invoice.patientCode ?? ''}`;
  return [t('billing.walkIn.customerLabel'), invoice.patientName, invoice.customerPhone]
    .filter(Boolean)
    .join(' · ');
}
