import type { StockCheckItem } from '@clinic/api-client';
import { MAX_PRESCRIPTION_ITEMS, type ScreenId, suggestedQuantity } from '@clinic/domain';
import { Notice, translateText, useT } from '@clinic/ui';
import { useRef } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { ProductPicker } from '../catalog/ProductPicker';
import { productKey } from '../catalog/products';
import { type LineForm, type LinesForm, lineFieldNames, lineOfProduct, packagingOf } from './lineForm';
import { PrescriptionLineRow } from './PrescriptionLineRow';
import * as styles from './prescriptions.css';

/** A saved line's price and amount (the server's), by medicine, while its quantity is unchanged. */
export type SavedPrices = ReadonlyMap<number, { price: number; quantity: number }>;

/**
 * A line's amount: the server's while its quantity is as saved, else an estimate at the price the editor knows
 * (the library's now); null when there is no quantity or price yet.
 */
export function lineAmount(
  line: Pick<LineForm, 'quantity' | 'price'>,
  saved: { price: number; quantity: number } | undefined,
): number | null {
  if (saved && saved.quantity === line.quantity) return saved.price * saved.quantity;
  if (line.quantity === null || line.price === null) return null;
  return line.price * line.quantity;
}

/** The estimated total of the lines (the server computes the one that is billed). */
export function linesEstimate(lines: readonly LineForm[], saved: SavedPrices | undefined): number {
  return lines.reduce((sum, line) => sum + (lineAmount(line, saved?.get(line.medicineId)) ?? 0), 0);
}

/** The message of the first error on a line (the form's or the server's, 'items.3.quantity'). */
function lineError(errors: FieldErrors<LinesForm>, index: number): string | undefined {
  const own = errors.items?.[index];
  if (!own) return undefined;
  for (const key of lineFieldNames) {
    const message = own[key]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/**
 * The lines of a prescription (the exam screen's and a template's): a medicine search adds a line (Enter picks,
 * the new line's quantity takes the focus) with the medicine's default dose in its fields; doses per time of day and
 * days suggest the quantity in what is handed over (whole units or packs, rounded up) until the doctor types one;
 * the unit and the pack size come from the library. At most 20 lines.
 */
export function PrescriptionLines({
  control,
  errors,
  setValue,
  disabled,
  screenId,
  stock,
  saved,
  debounceMs,
}: {
  control: Control<LinesForm>;
  errors: FieldErrors<LinesForm>;
  setValue: UseFormSetValue<LinesForm>;
  disabled: boolean;
  screenId: ScreenId;
  /** Stock hints by medicine (the exam screen's); none on a template. */
  stock?: ReadonlyMap<number, StockCheckItem>;
  saved?: SavedPrices;
  debounceMs?: number;
}) {
  const { t, lang } = useT();
  const text = (message: string) => translateText(message, t, lang, { max: MAX_PRESCRIPTION_ITEMS, min: 1 });
  const lines = useFieldArray({ control, name: 'items' });
  const values = (useWatch({ control, name: 'items' }) ?? []) as LineForm[];
  const quantityInputs = useRef(new Map<number, HTMLInputElement | null>());
  const full = lines.fields.length >= MAX_PRESCRIPTION_ITEMS;
  const listError = errors.items?.root?.message ?? errors.items?.message;

  /** A dose or the days changed: the quantity follows while the doctor has not typed one. */
  const recompute = (index: number, patch: Partial<LineForm>) => {
    const line = { ...values[index]!, ...patch };
    if (line.autoQuantity)
      setValue(`items.${index}.quantity`, suggestedQuantity(line, packagingOf(line)), { shouldDirty: true });
  };

  return (
    <div className={styles.editor}>
      {full ? (
        <Notice tone="info">{t('prescriptions.maxLines', { max: MAX_PRESCRIPTION_ITEMS })}</Notice>
      ) : (
        <ProductPicker
          screenId={screenId}
          kinds={['medicine']}
          label={t('prescriptions.pickMedicine')}
          exclude={values.map((line) => productKey({ kind: 'medicine', id: line.medicineId }))}
          disabled={disabled}
          {...(debounceMs === undefined ? {} : { debounceMs })}
          onPick={(product) => {
            lines.append(lineOfProduct(product), { shouldFocus: false });
            // The new row renders on the next frame; its quantity is where the doctor types next.
            requestAnimationFrame(() => quantityInputs.current.get(product.id)?.focus());
          }}
        />
      )}
      {listError && (
        <span className={styles.lineError} role="alert">
          {text(listError)}
        </span>
      )}
      {lines.fields.length === 0 ? (
        <p className={styles.empty}>{t('prescriptions.noLines')}</p>
      ) : (
        <ol className={styles.lines} aria-label={t('prescriptions.title')}>
          {lines.fields.map((field, index) => {
            const line = values[index] ?? (field as unknown as LineForm);
            const error = lineError(errors, index);
            const priced = saved?.get(line.medicineId);
            return (
              <PrescriptionLineRow
                key={field.id}
                index={index}
                line={line}
                control={control}
                disabled={disabled}
                error={error && text(error)}
                stock={stock?.get(line.medicineId)}
                amount={saved === undefined ? undefined : lineAmount(line, priced)}
                quantityRef={(element) => {
                  quantityInputs.current.set(line.medicineId, element);
                }}
                onDosesChange={(patch) => recompute(index, patch)}
                // Typed by the doctor: no longer follows the doses; emptied, it follows them again.
                onQuantityTyped={(value) => setValue(`items.${index}.autoQuantity`, value === null)}
                onRemove={() => lines.remove(index)}
              />
            );
          })}
        </ol>
      )}
    </div>
  );
}
