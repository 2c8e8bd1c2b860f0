import type { BankTransferItem, InvoiceSummary } from '@clinic/api-client';
import { formatVnd } from '@clinic/i18n';
import {
  Button,
  EmptyState,
  FormField,
  Input,
  Modal,
  RadioGroup,
  Spinner,
  Table,
  type TableColumn,
  toast,
  useT,
} from '@clinic/ui';
import { useState } from 'react';
import { formatClinicDateTime, useClinicTimeZone } from '../../app/clinicTime';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { useDebounced } from '../../shared/resources/useDebounced';
import * as styles from './billing.css';
import { buyerText } from './buyer';
import { useAttachTransfer, useUnmatchedTransfers, useUnpaidInvoicesByCode } from './queries';

/**
 * Transfers the bank reported that paid no invoice by themselves (no code in the content, an unknown code, or less
 * than the total): the cashier finds the invoice and attaches the transfer, which pays it.
 */
export function UnmatchedTransfers({ canWrite, debounceMs }: { canWrite: boolean; debounceMs: number }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const timeZone = useClinicTimeZone();
  const transfers = useUnmatchedTransfers();
  const [attaching, setAttaching] = useState<BankTransferItem | null>(null);
  const columns: TableColumn<BankTransferItem>[] = [
    {
      key: 'time',
      header: t('billing.transfers.time'),
      cell: (b) => formatClinicDateTime(b.transactionAt ?? b.createdAt, timeZone),
    },
    { key: 'amount', header: t('billing.transfers.amount'), align: 'end', cell: (b) => formatVnd(b.amount) },
    { key: 'bank', header: t('billing.transfers.bank'), cell: (b) => b.gateway ?? '—' },
    { key: 'content', header: t('billing.transfers.content'), wrap: true, cell: (b) => b.content ?? '—' },
    { key: 'code', header: t('billing.transfers.code'), cell: (b) => b.codeInContent ?? '—' },
    ...(canWrite
      ? [
          {
            key: 'attach',
            header: '',
            cell: (b: BankTransferItem) => (
              <Button size="sm" variant="secondary" onClick={() => setAttaching(b)}>
                {t('billing.transfers.attach')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  if (transfers.isError)
    return <EmptyState size="sm" icon="alert" title={errorText(transfers.error) ?? ''} />;
  if (transfers.isPending) return <Spinner fullHeight={false} />;
  return (
    <>
      {transfers.data.pageData.length === 0 ? (
        <EmptyState size="sm" title={t('billing.transfers.empty')} />
      ) : (
        <Table
          caption={t('billing.transfers.caption')}
          columns={columns}
          rows={transfers.data.pageData}
          rowKey="id"
        />
      )}
      {attaching && (
        <AttachDialog transfer={attaching} debounceMs={debounceMs} onClose={() => setAttaching(null)} />
      )}
    </>
  );
}

/** Finds an unpaid invoice by code (the one the content carries to start with) and attaches the transfer to it. */
function AttachDialog({
  transfer,
  debounceMs,
  onClose,
}: {
  transfer: BankTransferItem;
  debounceMs: number;
  onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  // One key per opening: a retry of this attach sends it again and never pays twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const attach = useAttachTransfer(transfer.id, idempotencyKey);
  const [code, setCode] = useState(transfer.codeInContent ?? '');
  const settled = useDebounced(code.trim(), debounceMs);
  const found = useUnpaidInvoicesByCode(settled);
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const rows: InvoiceSummary[] = found.data?.pageData ?? [];
  const chosen = rows.find((i) => i.id === invoiceId) ?? null;
  return (
    <Modal
      open
      title={t('billing.transfers.attachTitle', { amount: formatVnd(transfer.amount) })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('billing.cancel.back')}
          </Button>
          <Button
            variant="primary"
            disabled={!chosen}
            loading={attach.isPending}
            onClick={() =>
              chosen &&
              attach.mutate(chosen.id, {
                onSuccess: (paid) => {
                  toast.success(t('billing.transfers.attached', { code: paid.code }));
                  onClose();
                },
              })
            }
          >
            {t('billing.transfers.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.tight}>
        <p className={styles.muted}>{transfer.content}</p>
        <FormField label={t('billing.transfers.search')}>
          <Input
            type="search"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            data-autofocus
          />
        </FormField>
        {found.isPending ? (
          <Spinner fullHeight={false} />
        ) : rows.length === 0 ? (
          <p className={styles.muted}>{t('billing.transfers.noInvoices')}</p>
        ) : (
          <RadioGroup<number>
            aria-label={t('billing.transfers.invoices')}
            value={invoiceId}
            onChange={setInvoiceId}
            options={rows.map((i) => ({
              value: i.id,
              label: `${i.code} · ${formatVnd(i.total)}`,
              description: buyerText(i, t),
            }))}
          />
        )}
        {attach.isError && (
          <p className={styles.error} role="alert">
            {errorText(attach.error)}
          </p>
        )}
      </div>
    </Modal>
  );
}
