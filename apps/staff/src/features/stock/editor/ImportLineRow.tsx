import type { StockSheetInput } from '@clinic/api-client';
import { formatVnd } from '@clinic/i18n';
import { DatePicker, Input, Select, useT } from '@clinic/ui';
import { type Control, Controller } from 'react-hook-form';
import * as styles from '../stock.css';
import { type ImportForm, type ImportLine, importPriceOf } from './importForm';
import { LineField, LineNumberField, LineRow } from './LineRow';
import type { SheetLineRow } from './SheetLines';

/**
 * One line of an import sheet: lot number, expiry date and quantity; the import price typed, or the sale price
 * less a discount with the derived price shown as typed; the cost per unit, which follows the import price until
 * the user types another; the line's amount.
 */
export function ImportLineRow({
  row,
  control,
  lotRef,
}: {
  row: SheetLineRow<ImportLine>;
  control: Control<ImportForm, unknown, StockSheetInput>;
  lotRef: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useT();
  const { index, line, disabled } = row;
  const name = (label: string) => `${label} ${index + 1}`;
  const importPrice = importPriceOf(line);
  const number = (
    field: 'quantity' | 'importPrice' | 'exportPrice' | 'discountPercent' | 'costPerUnit',
    label: string,
    extra: { vnd?: boolean; decimals?: number; max?: number; placeholder?: string; title?: string } = {},
  ) => (
    <LineNumberField control={control} name={`items.${index}.${field}`} label={label} row={row} {...extra} />
  );

  return (
    <LineRow
      row={row}
      summary={
        <>
          <span className={styles.muted}>{t('stock.editor.lineTotal')}:</span>
          <strong>{formatVnd((line.quantity ?? 0) * (importPrice ?? 0))}</strong>
        </>
      }
    >
      <LineField label={t('stock.editor.lotNumber')}>
        <Controller
          control={control}
          name={`items.${index}.lotNumber`}
          render={({ field, fieldState }) => (
            <Input
              aria-label={name(t('stock.editor.lotNumber'))}
              maxLength={50}
              {...field}
              ref={(element) => {
                field.ref(element);
                lotRef(element);
              }}
              disabled={disabled}
              invalid={fieldState.invalid}
            />
          )}
        />
      </LineField>
      <LineField label={t('stock.editor.expiryDate')}>
        <Controller
          control={control}
          name={`items.${index}.expiryDate`}
          render={({ field, fieldState }) => (
            <DatePicker
              aria-label={name(t('stock.editor.expiryDate'))}
              value={field.value}
              disabled={disabled}
              invalid={fieldState.invalid}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          )}
        />
      </LineField>
      {number('quantity', t('stock.editor.quantity'), { max: 1_000_000 })}
      <LineField label={t('stock.editor.priceBy')}>
        <Controller
          control={control}
          name={`items.${index}.priceBy`}
          render={({ field }) => (
            <Select
              aria-label={name(t('stock.editor.priceBy'))}
              value={field.value}
              disabled={disabled}
              onChange={(event) => field.onChange(event.target.value)}
              options={[
                { value: 'import', label: t('stock.editor.byImportPrice') },
                { value: 'sale', label: t('stock.editor.bySalePrice') },
              ]}
            />
          )}
        />
      </LineField>
      {line.priceBy === 'import' ? (
        number('importPrice', t('stock.editor.importPrice'), { vnd: true })
      ) : (
        <>
          {number('exportPrice', t('stock.editor.salePrice'), { vnd: true })}
          {number('discountPercent', t('stock.editor.discount'), { decimals: 2, max: 100 })}
          <LineField label={t('stock.editor.derivedPrice')}>
            <output className={styles.derived} aria-label={name(t('stock.editor.derivedPrice'))}>
              {importPrice === null ? '—' : formatVnd(importPrice)}
            </output>
          </LineField>
        </>
      )}
      {number('costPerUnit', t('stock.editor.costPerUnit'), {
        vnd: true,
        // Empty, it is the import price (shown greyed): only a different cost is typed.
        title: t('stock.editor.costHint'),
        ...(importPrice === null ? {} : { placeholder: formatVnd(importPrice) }),
      })}
    </LineRow>
  );
}
