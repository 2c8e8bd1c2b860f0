import type { BillingQueueItem, InvoiceRebuildInput, InvoiceView } from '@clinic/api-client';
import { InvoiceStatus, ScreenId } from '@clinic/domain';
import { Button, Card, EmptyState, Notice, Spinner, toast, useT } from '@clinic/ui';
import { useState } from 'react';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { EInvoicePanel } from '../e-invoices/EInvoicePanel';
import { PrintButton } from '../print';
import { InvoiceChip } from './BillingQueue';
import { InvoiceStatusBadge } from './badges';
import * as styles from './billing.css';
import { buyerText } from './buyer';
import { CancelInvoiceDialog } from './CancelInvoiceDialog';
import { ChangeBanner } from './ChangeBanner';
import { sameDiscount, savedDiscount } from './DiscountField';
import { type DiscountDraft, InvoiceLines, previewAmounts } from './InvoiceLines';
import { PaidSummary } from './PaidSummary';
import { PaySection } from './PaySection';
import { isApiError } from './payment';
import {
  billingCall,
  useFinishBilling,
  useInvoice,
  useInvoiceCheck,
  useStartBilling,
  useUpdateInvoice,
} from './queries';
import { StockShortfall } from './StockShortfall';

/** What the panel shows: a visit of the queue (and which of its invoices), or a walk-in sale's invoice. */
export type BillingSelection =
  | { appointmentId: number; invoiceId: number | null }
  | { appointmentId: null; invoiceId: number };

/** The invoice a visit opens on: the unpaid one, else the last paid; none when only cancelled ones are left. */
export function defaultInvoiceId(invoices: BillingQueueItem['invoices']): number | null {
  const unpaid = invoices.find((i) => i.status === InvoiceStatus.WaitForPayment);
  const paid = invoices.filter((i) => i.status === InvoiceStatus.Paid).at(-1);
  return (unpaid ?? paid)?.id ?? null;
}

/**
 * Screen 21's right side: the chosen visit's invoice from start to finish — make it (start billing), check it
 * against the visit, give discounts, take the money, cancel it, and finish the visit's billing.
 */
export function InvoicePanel({
  selection,
  visit,
  onSelectInvoice,
  onFinished,
  canWrite,
}: {
  selection: BillingSelection;
  /** The visit's row of the queue (gone once its billing finished). */
  visit: BillingQueueItem | undefined;
  onSelectInvoice: (invoiceId: number) => void;
  onFinished: () => void;
  canWrite: boolean;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const start = useStartBilling();
  const finish = useFinishBilling();
  const invoiceId = selection.invoiceId ?? (visit ? defaultInvoiceId(visit.invoices) : null);

  return (
    <Card>
      <div className={styles.stack}>
        {visit ? (
          <div className={styles.tight}>
            <h2 className={styles.sectionTitle}>
              {visit.patientName} · {visit.patientCode}
            </h2>
            <span className={styles.muted}>
              {[t('billing.panel.visit', { code: visit.appointmentCode }), visit.doctorName, visit.time].join(
                ' · ',
              )}
            </span>
            {visit.invoices.length > 1 && (
              <span className={styles.row}>
                {visit.invoices.map((invoice) => (
                  <Button
                    key={invoice.id}
                    size="sm"
                    variant={invoice.id === invoiceId ? 'primary' : 'secondary'}
                    aria-pressed={invoice.id === invoiceId}
                    onClick={() => onSelectInvoice(invoice.id)}
                  >
                    {invoice.code} <InvoiceChip invoice={invoice} />
                  </Button>
                ))}
              </span>
            )}
          </div>
        ) : (
          selection.appointmentId === null && (
            <h2 className={styles.sectionTitle}>{t('billing.panel.walkInTitle')}</h2>
          )
        )}
        {invoiceId === null ? (
          selection.appointmentId !== null && (
            <div className={styles.tight}>
              <p>{t('billing.panel.noInvoice')}</p>
              {canWrite && (
                <span>
                  <Button
                    variant="primary"
                    loading={start.isPending}
                    onClick={() =>
                      start.mutate(selection.appointmentId as number, {
                        onSuccess: (invoice) => onSelectInvoice(invoice.id),
                      })
                    }
                  >
                    {t('billing.panel.start')}
                  </Button>
                </span>
              )}
              {start.isError && (
                <p className={styles.error} role="alert">
                  {errorText(start.error)}
                </p>
              )}
            </div>
          )
        ) : (
          <InvoiceBody id={invoiceId} canWrite={canWrite} />
        )}
        {visit && canWrite && (
          <div className={styles.tight}>
            <span>
              <Button
                variant="secondary"
                loading={finish.isPending}
                onClick={() =>
                  finish.mutate(visit.appointmentId, {
                    onSuccess: () => {
                      toast.success(t('billing.finish.done', { code: visit.appointmentCode }));
                      onFinished();
                    },
                  })
                }
              >
                {t('billing.panel.finish')}
              </Button>
            </span>
            {finish.isError && (
              <p className={styles.error} role="alert">
                {errorText(finish.error)}
              </p>
            )}
            {/* The visit has more to pay than its invoices hold (added after the payment): bill the rest. */}
            {isApiError(finish.error, 'missingInvoice') && (
              <span>
                <Button
                  variant="primary"
                  loading={start.isPending}
                  onClick={() =>
                    start.mutate(visit.appointmentId, {
                      onSuccess: (invoice) => {
                        finish.reset();
                        onSelectInvoice(invoice.id);
                      },
                    })
                  }
                >
                  {t('billing.panel.startRest')}
                </Button>
              </span>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}

function InvoiceBody({ id, canWrite }: { id: number; canWrite: boolean }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const invoice = useInvoice(id);
  const [canceling, setCanceling] = useState(false);
  if (invoice.isPending) return <Spinner fullHeight={false} />;
  if (invoice.isError)
    return (
      <EmptyState
        size="sm"
        icon="alert"
        title={t('billing.panel.loadError')}
        description={errorText(invoice.error)}
      />
    );
  const data = invoice.data;
  const cancelButton = canWrite && data.status !== InvoiceStatus.Canceled && (
    <span>
      <Button variant="danger" onClick={() => setCanceling(true)}>
        {t('billing.panel.cancel')}
      </Button>
    </span>
  );
  return (
    <div className={styles.stack}>
      <span className={styles.row}>
        <strong className={styles.mono}>{data.code}</strong>
        <InvoiceStatusBadge status={data.status} />
        {data.appointmentId === null && <span className={styles.muted}>{buyerText(data, t)}</span>}
      </span>
      {data.status === InvoiceStatus.WaitForPayment ? (
        // A new version of the invoice (saved discounts, a rebuild) starts a new draft and a new pay attempt.
        <UnpaidInvoice key={`${data.id}:${data.updatedAt}`} invoice={data} canWrite={canWrite} />
      ) : (
        <>
          {data.status === InvoiceStatus.Paid && <PaidSummary invoice={data} />}
          <EInvoicePanel invoice={data} />
          {data.status === InvoiceStatus.Canceled && (
            <Notice tone="warning">
              {t('billing.panel.canceledAt', {
                at: data.canceledAt ? formatClinicDateTime(data.canceledAt, timeZone) : '—',
                by: data.canceledByName ?? '—',
                reason: data.cancelReason ?? '—',
              })}
            </Notice>
          )}
          <InvoiceLines invoice={data} />
        </>
      )}
      <span className={styles.row}>
        <PrintButton kind="invoice" id={data.id} screenId={ScreenId.Billing} />
        {cancelButton}
      </span>
      {canceling && (
        <CancelInvoiceDialog invoice={data} call={billingCall} onClose={() => setCanceling(false)} />
      )}
    </div>
  );
}

/** The invoice's discounts as saved, as a draft to edit. */
function savedDraft(invoice: InvoiceView): DiscountDraft {
  return {
    discount: savedDiscount(invoice),
    lines: Object.fromEntries(invoice.items.map((line) => [line.source, savedDiscount(line)])),
  };
}

/** The rebuild that keeps the discounts as saved (the visit changed; the cashier's discounts stay). */
function keepSavedDiscounts(invoice: InvoiceView): InvoiceRebuildInput {
  return {
    discount: savedDiscount(invoice),
    lineDiscounts: invoice.items.map((line) => ({ source: line.source, discount: savedDiscount(line) })),
  };
}

function UnpaidInvoice({ invoice, canWrite }: { invoice: InvoiceView; canWrite: boolean }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const check = useInvoiceCheck(invoice);
  const update = useUpdateInvoice(invoice.id);
  const saved = savedDraft(invoice);
  const [draft, setDraft] = useState(saved);
  const dirty =
    !sameDiscount(draft.discount, saved.discount) ||
    invoice.items.some((line) => !sameDiscount(draft.lines[line.source], saved.lines[line.source]));
  const preview = previewAmounts(invoice.items, draft);

  const saveDiscounts = () => {
    if (!preview) return;
    update.mutate(
      {
        discount: draft.discount,
        lineDiscounts: invoice.items.map((line) => ({
          source: line.source,
          discount: draft.lines[line.source] ?? null,
        })),
        total: preview.total,
      },
      { onSuccess: () => toast.success(t('billing.lines.discountsSaved')) },
    );
  };
  const rebuild = () =>
    update.mutate(
      {
        ...keepSavedDiscounts(invoice),
        ...(check.data?.changed ? { total: check.data.appointmentTotal } : {}),
      },
      { onSuccess: () => toast.success(t('billing.change.rebuilt')) },
    );

  return (
    <>
      {check.data?.changed && (
        <ChangeBanner check={check.data} onUpdate={rebuild} updating={update.isPending} canWrite={canWrite} />
      )}
      <StockShortfall invoice={invoice} canWrite={canWrite} />
      <InvoiceLines invoice={invoice} {...(canWrite ? { draft, onDraft: setDraft } : {})} />
      {canWrite && dirty && (
        <span className={styles.row}>
          <Button variant="primary" disabled={!preview} loading={update.isPending} onClick={saveDiscounts}>
            {t('billing.lines.saveDiscounts')}
          </Button>
        </span>
      )}
      {update.isError && (
        <p className={styles.error} role="alert">
          {errorText(update.error)}
        </p>
      )}
      {canWrite && (
        <PaySection
          invoice={invoice}
          blocked={
            invoice.shortages.length
              ? t('billing.shortfall.blocked', { names: invoice.shortages.map((s) => s.name).join(', ') })
              : dirty
                ? t('billing.lines.unsaved')
                : undefined
          }
          onOutdated={rebuild}
        />
      )}
    </>
  );
}
