import type { PackageInput } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n';
import { Button, FormField, NumberInput, useT } from '@clinic/ui';
import { type Control, Controller, type FieldErrors, useFieldArray } from 'react-hook-form';
import * as styles from './catalog.css';
import { ProductPicker } from './ProductPicker';
import { type Product, productKey } from './products';

/** A package line as the form holds it: exactly one of the two ids (the contract's body). */
export type LineValue = PackageInput['items'][number];

/** What the form knows of each line's product (name, price), by `productKey`, for showing and totalling. */
export type KnownProducts = ReadonlyMap<string, Product>;

export const lineKey = (line: LineValue) =>
  line.serviceId ? productKey({ kind: 'service', id: line.serviceId }) : `medicine:${line.medicineId}`;

/** Σ today's price × count over the lines whose product is known (what the patient would pay item by item). */
export function linesTotal(lines: readonly LineValue[], known: KnownProducts): number {
  return lines.reduce((sum, line) => sum + (known.get(lineKey(line))?.price ?? 0) * (line.count ?? 0), 0);
}

/**
 * The package's items: a product picker adds a service or medicine as a new line (each once), each line has its
 * count of uses and its total at today's price; lines can be removed. Errors from the form or the server show on
 * the line they name (`items.2.serviceId`).
 */
export function PackageLines({
  control,
  errors,
  known,
  onKnow,
  disabled,
}: {
  control: Control<PackageInput>;
  errors: FieldErrors<PackageInput>;
  known: KnownProducts;
  onKnow: (product: Product) => void;
  disabled: boolean;
}) {
  const { t } = useT();
  const lines = useFieldArray({ control, name: 'items' });
  const keys = lines.fields.map((line) => lineKey(line));
  const listError = errors.items?.root?.message ?? errors.items?.message;
  return (
    <FormField
      label={t('catalog.packages.items')}
      required
      error={listError}
      errorParams={{ min: 1 }}
      hint={undefined}
    >
      <div className={styles.picker}>
        <ProductPicker
          screenId={ScreenId.Packages}
          kinds={['service', 'medicine']}
          label={t('catalog.packagesScreen.pickItem')}
          exclude={keys}
          disabled={disabled}
          onPick={(product) => {
            onKnow(product);
            lines.append(
              product.kind === 'service'
                ? { serviceId: product.id, medicineId: null, count: 1 }
                : { serviceId: null, medicineId: product.id, count: 1 },
            );
          }}
        />
        {lines.fields.length === 0 ? (
          <p className={styles.linePrice}>{t('catalog.packagesScreen.noItems')}</p>
        ) : (
          <ol className={styles.lines} aria-label={t('catalog.packages.items')}>
            {lines.fields.map((line, index) => {
              const product = known.get(lineKey(line));
              const name = product
                ? product.code
                  ? `${product.code} · ${product.name}`
                  : product.name
                : '…';
              const lineErrors = errors.items?.[index];
              const error =
                lineErrors?.serviceId?.message ??
                lineErrors?.medicineId?.message ??
                lineErrors?.count?.message;
              return (
                <li key={line.id} className={styles.packageLine}>
                  <span className={styles.lineOrder}>{index + 1}.</span>
                  <span className={styles.lineName}>
                    {name}
                    <span className={styles.lineMeta}>
                      {t(`catalog.products.kinds.${line.serviceId ? 'service' : 'medicine'}`)}
                      {product ? ` · ${formatVnd(product.price)}` : ''}
                    </span>
                    {error && (
                      <span className={styles.lineError} role="alert">
                        {t(error as never, { max: 999, min: 1 })}
                      </span>
                    )}
                  </span>
                  <Controller
                    control={control}
                    name={`items.${index}.count`}
                    render={({ field }) => (
                      <span className={styles.lineCount}>
                        <NumberInput
                          aria-label={`${t('catalog.packages.count')} ${index + 1}`}
                          value={typeof field.value === 'number' ? field.value : null}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          ref={field.ref}
                          min={1}
                          disabled={disabled}
                        />
                      </span>
                    )}
                  />
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={disabled}
                    aria-label={t('catalog.packagesScreen.removeItem', { name })}
                    onClick={() => lines.remove(index)}
                  >
                    ×
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </FormField>
  );
}
