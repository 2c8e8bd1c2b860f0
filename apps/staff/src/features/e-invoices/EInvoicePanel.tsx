import type { EInvoiceState, InvoiceSummary } from '@clinic/api-client';
import { EInvoiceStatus, InvoiceStatus, PermissionLevel, RoleKind } from '@clinic/domain';
import { Button, Card, toast, useT } from '@clinic/ui';
import { createContext, type ReactNode, useContext, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { authState } from '../../state/auth';
import { Facts } from '../billing/PaidSummary';
import { EInvoiceStatusBadge } from './EInvoiceStatusBadge';
import { providerCode, refusalText } from './eInvoiceState';
import * as styles from './eInvoices.css';
import { type BuyerKind, IssueEInvoiceDialog } from './IssueEInvoiceDialog';
import { useEInvoiceCounts, useEInvoiceOfInvoice, useEInvoiceScreen, useIssueEInvoice } from './queries';

type Invoice = Pick<
  InvoiceSummary,
  'id' | 'code' | 'status' | 'total' | 'clinicPatientId' | 'patientName' | 'patientCode' | 'eInvoice'
>;

/** On a page of cards (the invoice's details) the block is a card of its own; in the cashier's panel it is not. */
const FramedContext = createContext(false);

/**
 * An invoice's e-invoice, on the invoice's details and on the cashier's paid summary: its state, the provider's
 * number and lookup code, the buyer; while on its way a quiet "sending" (the state is polled); refused, the reason
 * and the ways to send it again; none yet on a paid invoice, "Xuất hóa đơn điện tử" when e-invoices are set up.
 */
export function EInvoicePanel({ invoice, framed = false }: { invoice: Invoice; framed?: boolean }) {
  // An unpaid invoice has none; a cancelled one shows the one it had (adjusted or cancelled).
  if (invoice.status !== InvoiceStatus.Paid && invoice.eInvoice === null) return null;
  return (
    <FramedContext.Provider value={framed}>
      <Panel invoice={invoice} />
    </FramedContext.Provider>
  );
}

function Panel({ invoice }: { invoice: Invoice }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const state = useEInvoiceOfInvoice(invoice.id);
  const canWrite = useEInvoiceScreen(PermissionLevel.Write) !== null;
  const [dialog, setDialog] = useState<BuyerKind | null>(null);
  const patientName = invoice.patientName ?? t('billing.walkIn.customerLabel');

  if (state.isPending) return null;
  if (state.isError)
    return (
      <Frame>
        <p className={styles.refusal} role="alert">
          {t('eInvoices.issue.loadError')} {errorText(state.error)}
        </p>
      </Frame>
    );
  const current = state.data;
  return (
    <>
      {current === null ? (
        <NoneYet invoice={invoice} canWrite={canWrite} onIssue={() => setDialog('patient')} />
      ) : (
        <Frame status={current.status}>
          <StateFacts state={current} />
          {current.status === EInvoiceStatus.Queued && (
            <span className={styles.muted}>{t('eInvoices.issue.sending')}</span>
          )}
          {current.status === EInvoiceStatus.Refused && (
            <Refused
              invoiceId={invoice.id}
              state={current}
              canWrite={canWrite}
              onEditBuyer={() => setDialog('company')}
            />
          )}
        </Frame>
      )}
      {dialog && (
        <IssueEInvoiceDialog
          invoice={invoice}
          patientName={patientName}
          state={current}
          initialKind={dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

/** The block's heading ("Hóa đơn điện tử" and its state), then what it holds. */
function Frame({ status, children }: { status?: EInvoiceStatus | null; children?: ReactNode }) {
  const { t } = useT();
  const headingId = useId();
  const framed = useContext(FramedContext);
  // A card of the invoice's page is one of its sections; in the cashier's panel it sits under the invoice's code.
  const Heading = framed ? 'h2' : 'h3';
  const section = (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="e-invoice-panel">
      <Heading id={headingId} className={styles.heading}>
        {t('eInvoices.issue.title')}
        {status !== undefined && <EInvoiceStatusBadge status={status} />}
      </Heading>
      {children}
    </section>
  );
  return framed ? <Card>{section}</Card> : section;
}

/** None queued: the issue button for a cashier once e-invoices are set up; the owner is told where to set them up. */
function NoneYet({
  invoice,
  canWrite,
  onIssue,
}: {
  invoice: Invoice;
  canWrite: boolean;
  onIssue: () => void;
}) {
  const { t } = useT();
  const isOwner = useSnapshot(authState).userData?.roleKind === RoleKind.Owner;
  // An invoice all covered by packages charged nothing: there is nothing to invoice.
  const issuable = invoice.status === InvoiceStatus.Paid && invoice.total > 0;
  const counts = useEInvoiceCounts(issuable);
  if (!issuable || counts.isPending || counts.isError) return null;
  if (!counts.data.configured)
    return isOwner ? (
      <Frame status={null}>
        <span className={styles.muted}>{t('eInvoices.issue.notConfigured')}</span>
      </Frame>
    ) : null;
  return (
    <Frame status={null}>
      {canWrite && (
        <span className={styles.actions}>
          <Button variant="secondary" onClick={onIssue}>
            {t('eInvoices.issue.issue')}
          </Button>
        </span>
      )}
    </Frame>
  );
}

function StateFacts({ state }: { state: EInvoiceState }) {
  const { t } = useT();
  const timeZone = useClinicTimeZone();
  const { buyer } = state;
  const facts: [string, ReactNode][] = [];
  if (state.number) facts.push([t('eInvoices.issue.number'), <code key="number">{state.number}</code>]);
  if (state.lookupCode)
    facts.push([t('eInvoices.issue.lookupCode'), <code key="lookup">{state.lookupCode}</code>]);
  if (state.issuedAt)
    facts.push([t('eInvoices.issue.issuedAt'), formatClinicDateTime(state.issuedAt, timeZone)]);
  facts.push([
    t('eInvoices.issue.buyer'),
    <span key="buyer">
      {buyer.legalName ?? buyer.name}
      {buyer.taxCode && (
        <span className={styles.muted}>{t('eInvoices.issue.taxCode', { taxCode: buyer.taxCode })}</span>
      )}
    </span>,
  ]);
  return <Facts facts={facts} />;
}

/** Why the provider refused it, and the two ways on: as it is (once the settings are fixed), or to another buyer. */
function Refused({
  invoiceId,
  state,
  canWrite,
  onEditBuyer,
}: {
  invoiceId: number;
  state: EInvoiceState;
  canWrite: boolean;
  onEditBuyer: () => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const issue = useIssueEInvoice(invoiceId);
  const code = providerCode(state);
  return (
    <>
      <p className={styles.refusal} data-testid="e-invoice-refusal">
        {code && <code className={styles.mono}>{code}</code>} {refusalText(state, t)}
      </p>
      {canWrite && (
        <span className={styles.actions}>
          <Button
            variant="secondary"
            loading={issue.isPending}
            onClick={() =>
              issue.mutate(null, { onSuccess: () => toast.success(t('eInvoices.issue.queued')) })
            }
          >
            {t('eInvoices.issue.sendAgain')}
          </Button>
          <Button variant="secondary" onClick={onEditBuyer}>
            {t('eInvoices.issue.editBuyer')}
          </Button>
        </span>
      )}
      {issue.isError && (
        <p className={styles.refusal} role="alert">
          {errorText(issue.error)}
        </p>
      )}
    </>
  );
}
