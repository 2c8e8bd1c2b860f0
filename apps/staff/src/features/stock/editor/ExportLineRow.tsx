import type { StockSheetInput } from '@clinic/api-client';
import { formatDate } from '@clinic/i18n';
import { Select, Spinner, useT } from '@clinic/ui';
import { useEffect } from 'react';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { ExpiryBadge } from '../badges';
import { useMedicineLots } from '../queries';
import * as styles from '../stock.css';
import { available, type ExportForm, type ExportLine, lotsOffered } from './exportForm';
import { LineField, LineNumberField, LineRow } from './LineRow';
import type { SheetLineRow } from './SheetLines';

/**
 * One line of an export sheet: the quantity and the lot it leaves — by default the server's first-expiry-first-out
 * pick. Shows what the line can take and warns when the quantity is more (the server decides, under its lock).
 */
export function ExportLineRow({
  row,
  reason,
  control,
  setValue,
  quantityRef,
}: {
  row: SheetLineRow<ExportLine>;
  reason: string;
  control: Control<ExportForm, unknown, StockSheetInput>;
  setValue: UseFormSetValue<ExportForm>;
  quantityRef: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useT();
  const { index, line, disabled } = row;
  const errorText = useApiErrorText();
  const lots = useMedicineLots(line.medicineId);
  const offered = lotsOffered(lots.data ?? [], reason);
  const chosen = offered.find((lot) => String(lot.id) === line.lotId);
  const can = available(lots.data ?? [], reason, line.lotId);
  // An expired lot chosen for an outOfDate export is not offered once the reason changes: back to automatic.
  const stale = line.lotId !== '' && lots.isSuccess && !chosen;
  useEffect(() => {
    if (stale) setValue(`items.${index}.lotId`, '');
  }, [stale, index, setValue]);

  return (
    <LineRow
      row={row}
      summary={
        <>
          {lots.isPending ? (
            <Spinner />
          ) : lots.isError ? (
            // No lots known: the line still saves with the server's own pick.
            <span className={styles.lineError}>{errorText(lots.error)}</span>
          ) : (
            <span className={styles.muted}>{t('stock.editor.usable', { count: can })}</span>
          )}
          {chosen && <ExpiryBadge state={chosen.expiryState} />}
        </>
      }
      notice={
        lots.isSuccess &&
        (line.quantity ?? 0) > can && (
          <span className={styles.lineError}>{t('stock.editor.notEnough', { count: can })}</span>
        )
      }
    >
      <LineNumberField
        control={control}
        name={`items.${index}.quantity`}
        label={t('stock.editor.quantity')}
        row={row}
        min={1}
        inputRef={quantityRef}
      />
      <LineField label={t('stock.editor.lot')}>
        <Controller
          control={control}
          name={`items.${index}.lotId`}
          render={({ field }) => (
            <Select
              aria-label={`${t('stock.editor.lot')} ${index + 1}`}
              value={field.value}
              disabled={disabled}
              onChange={(event) => field.onChange(event.target.value)}
              options={[
                { value: '', label: t('stock.editor.autoLot') },
                ...offered.map((lot) => ({
                  value: String(lot.id),
                  label: `${t('stock.editor.lotOption', {
                    number: lot.lotNumber,
                    date: formatDate(lot.expiryDate),
                    quantity: lot.quantity,
                  })}${lot.expiryState === 3 ? ` · ${t('stock.editor.expiredLot')}` : ''}`,
                })),
              ]}
            />
          )}
        />
      </LineField>
    </LineRow>
  );
}
