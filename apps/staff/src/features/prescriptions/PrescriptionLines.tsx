import type { StockCheckItem } from '@clinic/api-client';
import { MAX_PRESCRIPTION_ITEMS, type ScreenId, suggestedQuantity } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { Badge, Button, Input, Notice, NumberInput, translateText, useT } from '@clinic/ui';
import { useRef } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { ProductPicker } from '../catalog/ProductPicker';
import { productKey } from '../catalog/products';
import { doseFields, type LineForm, type LinesForm, lineOfProduct } from './lineForm';
import * as styles from './prescriptions.css';

/** A saved line's price and amount (the server's), by medicine, while its quantity is unchanged. */
export type SavedPrices = ReadonlyMap<number, { price: number; quantity: number }>;

/** The message of the first error on a line (the form's or the server's, 'items.3.quantity'). */
function lineError(errors: FieldErrors<LinesForm>, index: number): string | undefined {
  const own = errors.items?.[index];
  if (!own) return undefined;
  for (const key of ['medicineId', 'quantity', 'unit', ...doseFields, 'days', 'usage'] as const) {
    const message = own[key]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

function StockBadge({ hint }: { hint: StockCheckItem | undefined }) {
  const { t } = useT();
  if (!hint) return null;
  if (hint.onHand <= 0) return <Badge tone="warning">{t('prescriptions.outOfStock')}</Badge>;
  if (!hint.enough)
    return <Badge tone="warning">{t('prescriptions.notEnough', { count: hint.onHand })}</Badge>;
  return <Badge tone="success">{t('prescriptions.stockLeft', { count: hint.onHand })}</Badge>;
}

/**
 * The lines of a prescription (the exam screen's and a template's): a medicine search adds a line (Enter picks,
 * the new line's quantity takes the focus); doses per time of day and days suggest the quantity (rounded up)
 * until the doctor types one; unit and how to take it come from the library. At most 20 lines.
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
      setValue(`items.${index}.quantity`, suggestedQuantity(line), { shouldDirty: true });
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
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.headEnd}>#</th>
                <th className={styles.head}>{t('prescriptions.medicine')}</th>
                {doseFields.map((dose) => (
                  <th key={dose} className={styles.head}>
                    {t(`prescriptions.${dose}`)}
                  </th>
                ))}
                <th className={styles.head}>{t('prescriptions.days')}</th>
                <th className={styles.head}>{t('prescriptions.quantity')}</th>
                <th className={styles.head}>{t('prescriptions.usage')}</th>
                {saved && <th className={styles.headEnd}>{t('prescriptions.lineTotal')}</th>}
                <th className={styles.head} aria-hidden />
              </tr>
            </thead>
            <tbody>
              {lines.fields.map((field, index) => {
                const line = values[index] ?? (field as unknown as LineForm);
                const error = lineError(errors, index);
                const priced = saved?.get(line.medicineId);
                const label = (what: string) => `${what} ${index + 1}`;
                return (
                  <tr key={field.id} className={styles.row}>
                    <td className={styles.order}>{index + 1}</td>
                    <td className={styles.name}>
                      <span className={styles.medicineName}>{line.name}</span>
                      <span className={styles.meta}>
                        {t(`catalog.units.${line.unit}`)}
                        {stock && <StockBadge hint={stock.get(line.medicineId)} />}
                        {line.inactive && <Badge tone="danger">{t('prescriptions.disabledMedicine')}</Badge>}
                      </span>
                      {error && (
                        <span className={styles.lineError} role="alert">
                          {text(error)}
                        </span>
                      )}
                    </td>
                    {doseFields.map((dose) => (
                      <td key={dose} className={styles.dose}>
                        <Controller
                          control={control}
                          name={`items.${index}.${dose}`}
                          render={({ field: input }) => (
                            <NumberInput
                              aria-label={label(t(`prescriptions.${dose}`))}
                              value={input.value ?? null}
                              decimals={2}
                              min={0}
                              disabled={disabled}
                              onBlur={input.onBlur}
                              onChange={(value) => {
                                input.onChange(value);
                                recompute(index, { [dose]: value });
                              }}
                            />
                          )}
                        />
                      </td>
                    ))}
                    <td className={styles.dose}>
                      <Controller
                        control={control}
                        name={`items.${index}.days`}
                        render={({ field: input }) => (
                          <NumberInput
                            aria-label={label(t('prescriptions.days'))}
                            value={input.value ?? null}
                            min={1}
                            disabled={disabled}
                            onBlur={input.onBlur}
                            onChange={(value) => {
                              input.onChange(value);
                              recompute(index, { days: value });
                            }}
                          />
                        )}
                      />
                    </td>
                    <td className={styles.qty}>
                      <Controller
                        control={control}
                        name={`items.${index}.quantity`}
                        render={({ field: input }) => (
                          <NumberInput
                            aria-label={label(t('prescriptions.quantity'))}
                            value={input.value ?? null}
                            min={1}
                            disabled={disabled}
                            invalid={Boolean(errors.items?.[index]?.quantity)}
                            ref={(element) => {
                              input.ref(element);
                              quantityInputs.current.set(line.medicineId, element);
                            }}
                            onBlur={input.onBlur}
                            onChange={(value) => {
                              input.onChange(value);
                              // Typed by the doctor: no longer follows the doses; emptied, it follows again.
                              setValue(`items.${index}.autoQuantity`, value === null);
                            }}
                          />
                        )}
                      />
                    </td>
                    <td className={styles.usage}>
                      <Controller
                        control={control}
                        name={`items.${index}.usage`}
                        render={({ field: input }) => (
                          <Input
                            aria-label={label(t('prescriptions.usage'))}
                            value={input.value ?? ''}
                            maxLength={500}
                            disabled={disabled}
                            onBlur={input.onBlur}
                            onChange={(event) => input.onChange(event.target.value)}
                          />
                        )}
                      />
                    </td>
                    {saved && (
                      <td className={styles.amount}>
                        {priced && priced.quantity === line.quantity
                          ? formatVnd(priced.price * priced.quantity)
                          : '—'}
                      </td>
                    )}
                    <td className={styles.cell}>
                      <Button
                        variant="danger"
                        size="sm"
                        disabled={disabled}
                        aria-label={t('prescriptions.removeLine', { name: line.name })}
                        onClick={() => lines.remove(index)}
                      >
                        ×
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
