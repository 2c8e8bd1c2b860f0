import type { StockSheetInput } from '@clinic/api-client';
import { formatDate } from '@clinic/i18n';
import { Button, NumberInput, Select, Spinner, useT } from '@clinic/ui';
import { useEffect } from 'react';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { ExpiryBadge } from '../badges';
import { useMedicineLots } from '../queries';
import * as styles from '../stock.css';
import { available, type ExportForm, type ExportLine, lotsOffered } from './exportForm';
import { LineField } from './ImportLineRow';

/**
 * One line of an export sheet: the quantity and the lot it leaves — by default the server's first-expiry-first-out
 * pick. Shows what the line can take and warns when the quantity is more (the server decides, under its lock).
 */
export function ExportLineRow({
  index,
  line,
  reason,
  control,
  setValue,
  disabled,
  error,
  quantityRef,
  onRemove,
}: {
  index: number;
  line: ExportLine;
  reason: string;
  control: Control<ExportForm, unknown, StockSheetInput>;
  setValue: UseFormSetValue<ExportForm>;
  disabled: boolean;
  error: string | undefined;
  quantityRef: (element: HTMLInputElement | null) => void;
  onRemove: () => void;
}) {
  const { t } = useT();
  const n = index + 1;
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
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <span className={styles.lineName}>
          {n}. {line.name}
        </span>
        {lots.isPending ? (
          <Spinner />
        ) : lots.isError ? (
          // No lots known: the line still saves with the server's own pick.
          <span className={styles.lineError}>{errorText(lots.error)}</span>
        ) : (
          <span className={styles.muted}>{t('stock.editor.usable', { count: can })}</span>
        )}
        {chosen && <ExpiryBadge state={chosen.expiryState} />}
        <Button
          variant="danger"
          disabled={disabled}
          aria-label={t('stock.editor.remove', { name: line.name })}
          onClick={onRemove}
        >
          ×
        </Button>
      </div>
      {error && (
        <span className={styles.lineError} role="alert">
          {error}
        </span>
      )}
      {lots.isSuccess && (line.quantity ?? 0) > can && (
        <span className={styles.lineError}>{t('stock.editor.notEnough', { count: can })}</span>
      )}
      <div className={styles.lineFields}>
        <LineField label={t('stock.editor.quantity')}>
          <Controller
            control={control}
            name={`items.${index}.quantity`}
            render={({ field, fieldState }) => (
              <NumberInput
                aria-label={`${t('stock.editor.quantity')} ${n}`}
                min={1}
                value={field.value ?? null}
                disabled={disabled}
                invalid={fieldState.invalid}
                onBlur={field.onBlur}
                onChange={field.onChange}
                ref={(element) => {
                  field.ref(element);
                  quantityRef(element);
                }}
              />
            )}
          />
        </LineField>
        <LineField label={t('stock.editor.lot')}>
          <Controller
            control={control}
            name={`items.${index}.lotId`}
            render={({ field }) => (
              <Select
                aria-label={`${t('stock.editor.lot')} ${n}`}
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
      </div>
    </li>
  );
}
