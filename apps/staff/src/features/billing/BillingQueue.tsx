import type { BillingQueueItem } from '@clinic/api-client';
import { type AppointmentStatus, InvoiceStatus } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { Badge, EmptyState, FormField, Input, matchesSearch, Spinner, StatusBadge, useT } from '@clinic/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import * as styles from './billing.css';
import { useBillingQueue } from './queries';

/**
 * Screen 21's queue: visits whose exam is in progress or finished and not yet billed, with their invoices. The box
 * filters by name (accents ignored), code or phone; ↑/↓ move through the list and Enter opens the visit, so the
 * cashier never leaves the keyboard.
 */
export function BillingQueue({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (item: BillingQueueItem) => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const listId = useId();
  const queue = useBillingQueue();
  const [text, setText] = useState('');
  const rows = (queue.data ?? []).filter((item) =>
    matchesSearch(`${item.patientName} ${item.patientCode} ${item.patientPhone ?? ''}`, text),
  );
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(rows.length - 1, 0));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(Math.min(Math.max(activeIndex + step, 0), Math.max(rows.length - 1, 0)));
    } else if (event.key === 'Enter') {
      const row = rows[activeIndex];
      if (row) {
        event.preventDefault();
        onSelect(row);
      }
    }
  };

  return (
    <section className={styles.tight} aria-label={t('billing.queue.title')}>
      <FormField label={t('billing.queue.filter')}>
        <Input
          type="search"
          value={text}
          placeholder={t('billing.queue.filterPlaceholder')}
          onChange={(event) => {
            setText(event.target.value);
            // A new search starts at its first match.
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          aria-controls={listId}
        />
      </FormField>
      {queue.isError ? (
        <EmptyState size="sm" icon="alert" title={errorText(queue.error) ?? ''} />
      ) : queue.isPending ? (
        <Spinner fullHeight={false} label={t('billing.queue.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState
          size="sm"
          title={t(text.trim() ? 'billing.queue.emptyFiltered' : 'billing.queue.empty')}
        />
      ) : (
        <div
          id={listId}
          role="listbox"
          tabIndex={0}
          aria-label={t('billing.queue.title')}
          aria-activedescendant={`${listId}-${rows[activeIndex]?.appointmentId}`}
          className={styles.queue}
          onKeyDown={onKeyDown}
        >
          {rows.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the list's own keys (↑/↓, Enter) choose a row.
            <div
              key={item.appointmentId}
              id={`${listId}-${item.appointmentId}`}
              role="option"
              tabIndex={-1}
              aria-selected={item.appointmentId === selectedId}
              data-active={index === activeIndex}
              className={styles.queueItem}
              onClick={() => {
                setActive(index);
                onSelect(item);
              }}
            >
              <QueueRow item={item} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function QueueRow({ item }: { item: BillingQueueItem }) {
  const { t } = useT();
  return (
    <>
      <span className={styles.spread}>
        <span className={styles.name}>{item.patientName}</span>
        <StatusBadge status={item.appointmentStatus as AppointmentStatus} />
      </span>
      <span className={styles.muted}>
        {[
          item.patientCode,
          item.time,
          item.orderNumber !== null ? t('billing.queue.order', { number: item.orderNumber }) : null,
          item.doctorName,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className={styles.row}>
        {item.invoices.length === 0 ? (
          <Badge>{t('billing.queue.noInvoice')}</Badge>
        ) : (
          item.invoices.map((invoice) => <InvoiceChip key={invoice.id} invoice={invoice} />)
        )}
      </span>
    </>
  );
}

/** An invoice of the visit: unpaid with what is due, paid, or cancelled. */
export function InvoiceChip({ invoice }: { invoice: { code: string; status: number; total: number } }) {
  const { t } = useT();
  if (invoice.status === InvoiceStatus.WaitForPayment)
    return (
      <Badge tone="warning" title={invoice.code}>
        {t('billing.queue.unpaidChip', { amount: formatVnd(invoice.total) })}
      </Badge>
    );
  return (
    <Badge tone={invoice.status === InvoiceStatus.Paid ? 'success' : 'danger'} title={invoice.code}>
      {t(invoice.status === InvoiceStatus.Paid ? 'billing.status.paid' : 'billing.status.canceled')}
    </Badge>
  );
}
