import type { DiscountInput, InvoiceLine, InvoiceView } from '@clinic/api-client';
import { AppError, type InvoiceAmounts, invoiceAmounts } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { Table, type TableColumn, useT } from '@clinic/ui';
import * as styles from './billing.css';
import { DiscountField } from './DiscountField';

/** The cashier's discounts being edited: the invoice's own, and each line's by its `source`. */
export interface DiscountDraft {
  discount: DiscountInput | null;
  lines: Record<string, DiscountInput | null>;
}

/**
 * The invoice's money with the draft's discounts, by the same function the server uses (invoiceAmounts), so the
 * total the cashier sees is the one the server will compute; null when a discount is larger than what it applies
 * to (the server would answer 'negative total').
 */
export function previewAmounts(items: readonly InvoiceLine[], draft: DiscountDraft): InvoiceAmounts | null {
  try {
    return invoiceAmounts(
      items.map((line) => ({
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        discount: draft.lines[line.source] ?? null,
      })),
      draft.discount,
    );
  } catch (error) {
    if (AppError.is(error)) return null;
    throw error;
  }
}

/** A line's unit in words: a medicine's stock unit is a catalog key ('tablet'), a service's has none. */
export function useUnitText() {
  const { t } = useT();
  return (line: Pick<InvoiceLine, 'kind' | 'unit'>) =>
    line.unit && line.kind === 'medicine'
      ? t(`catalog.units.${line.unit}` as 'catalog.units.tablet')
      : (line.unit ?? '');
}

/**
 * The lines table and the totals. With `onDraft` (an unpaid invoice, a cashier who may write) each line's discount
 * and the invoice's are editable and every figure is the preview; without it, the invoice as saved.
 */
export function InvoiceLines({
  invoice,
  draft,
  onDraft,
}: {
  invoice: Pick<InvoiceView, 'items' | 'subtotal' | 'discount' | 'total'>;
  draft?: DiscountDraft;
  onDraft?: (draft: DiscountDraft) => void;
}) {
  const { t } = useT();
  const unitText = useUnitText();
  const editing = draft !== undefined && onDraft !== undefined;
  const preview = editing ? previewAmounts(invoice.items, draft) : null;
  const lineTotal = (line: InvoiceLine, index: number) =>
    editing ? (preview?.lines[index]?.total ?? null) : line.total;
  const index = new Map(invoice.items.map((line, i) => [line.source, i]));
  const columns: TableColumn<InvoiceLine>[] = [
    { key: 'name', header: t('billing.lines.name'), wrap: true, cell: (l) => l.name },
    // The unit beside the quantity ('2 Gói'): one column less keeps the table inside the panel beside the queue.
    {
      key: 'quantity',
      header: t('billing.lines.quantity'),
      align: 'end',
      cell: (l) => [l.quantity, unitText(l)].filter(Boolean).join(' '),
    },
    { key: 'price', header: t('billing.lines.unitPrice'), align: 'end', cell: (l) => formatVnd(l.unitPrice) },
    {
      key: 'discount',
      header: t('billing.lines.discount'),
      align: 'end',
      cell: (l) =>
        editing ? (
          <DiscountField
            name={l.name}
            value={draft.lines[l.source] ?? null}
            onChange={(discount) => onDraft({ ...draft, lines: { ...draft.lines, [l.source]: discount } })}
          />
        ) : l.discount ? (
          formatVnd(l.discount)
        ) : (
          '—'
        ),
    },
    {
      key: 'total',
      header: t('billing.lines.total'),
      align: 'end',
      cell: (l) => {
        const total = lineTotal(l, index.get(l.source) ?? 0);
        return total === null ? '—' : formatVnd(total);
      },
    },
  ];
  const shown = editing
    ? preview
    : { subtotal: invoice.subtotal, discount: invoice.discount, total: invoice.total };
  return (
    <div className={styles.tight}>
      <div className={styles.invoiceTable}>
        <Table caption={t('billing.lines.caption')} columns={columns} rows={invoice.items} rowKey="source" />
      </div>
      <dl className={styles.totals}>
        <dt className={styles.totalLabel}>{t('billing.lines.subtotal')}</dt>
        <dd className={styles.totalValue}>{shown ? formatVnd(shown.subtotal) : '—'}</dd>
        <dt className={styles.totalLabel}>{t('billing.lines.invoiceDiscount')}</dt>
        <dd className={styles.totalValue}>
          {editing ? (
            <DiscountField
              name={t('billing.discount.invoiceName')}
              value={draft.discount}
              onChange={(discount) => onDraft({ ...draft, discount })}
            />
          ) : shown?.discount ? (
            formatVnd(shown.discount)
          ) : (
            '—'
          )}
        </dd>
        {editing && shown && shown.discount > 0 && (
          <>
            <dt className={styles.totalLabel}>{t('billing.lines.discount')}</dt>
            <dd className={styles.totalValue}>−{formatVnd(shown.discount)}</dd>
          </>
        )}
        <dt className={styles.totalLabel}>{t('billing.lines.grandTotal')}</dt>
        <dd className={styles.grandTotal} data-testid="invoice-total">
          {shown ? formatVnd(shown.total) : t('billing.lines.negative')}
        </dd>
      </dl>
    </div>
  );
}
