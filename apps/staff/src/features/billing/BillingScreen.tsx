import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { Button, EmptyState, Icon, Tabs, toast, useT } from '@clinic/ui';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { Page } from '../../app/shell/Page';
import { BillingQueue } from './BillingQueue';
import * as styles from './billing.css';
import { type BillingSelection, InvoicePanel } from './InvoicePanel';
import { useBillingEvents, useBillingQueue, useUnmatchedTransfers } from './queries';
import { UnmatchedTransfers } from './UnmatchedTransfers';
import { WalkInSaleDialog } from './WalkInSaleDialog';

type BillingTab = 'queue' | 'transfers';

/**
 * Screen 21, the cashier's desk: visits waiting to pay on the left and the chosen one's invoice on the right, walk-in
 * sales, and the bank transfers that matched no invoice. Live: visits, invoices, transfers and finished billings
 * at other desks (and the bank's webhook) show without a reload. Writing needs screen 21 Write and feature 106
 * (billing), what the API's routes demand.
 */
export default function BillingScreen({ debounceMs = 300 }: { debounceMs?: number }) {
  const { t } = useT();
  const ability = useAbility();
  const canWrite =
    ability.canScreen(ScreenId.Billing, PermissionLevel.Write) &&
    ability.hasFeature(AppointmentFeature.Billing);
  useBillingEvents();
  const queue = useBillingQueue();
  const transfers = useUnmatchedTransfers();
  const [tab, setTab] = useState<BillingTab>('queue');
  // A notification opens a visit at the desk: /billing?appointmentId=12 (features/notifications/targets.ts).
  const asked = Number(new URLSearchParams(useSearch()).get('appointmentId'));
  const askedVisit = Number.isInteger(asked) && asked > 0 ? asked : null;
  const [selection, setSelection] = useState<BillingSelection | null>(null);
  useEffect(() => {
    if (askedVisit !== null) setSelection({ appointmentId: askedVisit, invoiceId: null });
  }, [askedVisit]);
  const [walkIn, setWalkIn] = useState(false);
  const visit =
    selection?.appointmentId != null
      ? queue.data?.find((item) => item.appointmentId === selection.appointmentId)
      : undefined;
  // A visit whose billing finished at another desk has left the queue: nothing is open any more.
  const open = selection?.appointmentId != null && queue.isSuccess && !visit ? null : selection;

  return (
    <Page
      wide
      title={t('screen.billing')}
      text={t('billing.screen.intro')}
      actions={
        canWrite && (
          <Button variant="primary" className={styles.headerAction} onClick={() => setWalkIn(true)}>
            <Icon name="plus" />
            {t('billing.screen.walkIn')}
          </Button>
        )
      }
    >
      <div className={styles.stack}>
        <Tabs
          aria-label={t('billing.screen.tabs')}
          value={tab}
          onChange={(id) => setTab(id as BillingTab)}
          items={[
            { id: 'queue', label: t('billing.screen.queueTab'), badge: queue.data?.length },
            {
              id: 'transfers',
              label: t('billing.screen.transfersTab'),
              badge: transfers.data?.paging.totalItem,
            },
          ]}
        />
        {tab === 'queue' ? (
          <div className={styles.layout}>
            <BillingQueue
              selectedId={open?.appointmentId ?? null}
              onSelect={(item) => setSelection({ appointmentId: item.appointmentId, invoiceId: null })}
            />
            {open ? (
              <InvoicePanel
                key={open.appointmentId ?? `invoice-${open.invoiceId}`}
                selection={open}
                visit={visit}
                canWrite={canWrite}
                onSelectInvoice={(invoiceId) =>
                  setSelection(
                    open.appointmentId === null
                      ? { appointmentId: null, invoiceId }
                      : { appointmentId: open.appointmentId, invoiceId },
                  )
                }
                onFinished={() => setSelection(null)}
              />
            ) : (
              <EmptyState
                size="sm"
                title={t('billing.panel.pick')}
                description={t('billing.panel.pickHint')}
              />
            )}
          </div>
        ) : (
          <UnmatchedTransfers canWrite={canWrite} debounceMs={debounceMs} />
        )}
      </div>
      {walkIn && (
        <WalkInSaleDialog
          debounceMs={debounceMs}
          onClose={() => setWalkIn(false)}
          onCreated={(invoice) => {
            toast.success(t('billing.walkIn.created', { code: invoice.code }));
            setWalkIn(false);
            setTab('queue');
            setSelection({ appointmentId: null, invoiceId: invoice.id });
          }}
        />
      )}
    </Page>
  );
}
