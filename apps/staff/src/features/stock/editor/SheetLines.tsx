import { MAX_STOCK_SHEET_ITEMS, ScreenId } from '@clinic/domain';
import { translateText, useT } from '@clinic/ui';
import { Fragment, type ReactNode, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { ProductPicker } from '../../catalog/ProductPicker';
import type { Product } from '../../catalog/products';
import * as styles from '../stock.css';
import { lineError } from './lineError';

/** What every line row of a sheet gets from the list: its place, its values, its error and its remove button. */
export interface SheetLineRow<Line> {
  index: number;
  line: Line;
  disabled: boolean;
  error: string | undefined;
  onRemove: () => void;
}

/**
 * The lines of a sheet being written, as both editors show them: the list's own error (none, too many), "no line
 * yet", or the numbered list whose rows the editor draws (`children`), each told its first error in the user's
 * language.
 */
export function SheetLines<Line>({
  fields,
  values,
  errors,
  lineFields,
  disabled,
  toolbar,
  remove,
  children: row,
}: {
  /** The form's field array (its ids key the rows). */
  fields: readonly { id: string }[];
  /** The lines as typed so far. */
  values: readonly Line[];
  errors: FieldErrors<FieldValues>;
  lineFields: readonly string[];
  disabled: boolean;
  /** What adds lines (the medicine search, the spreadsheet upload). */
  toolbar: ReactNode;
  remove: (index: number) => void;
  children: (row: SheetLineRow<Line>) => ReactNode;
}) {
  const { t, lang } = useT();
  const text = (message: string) => translateText(message, t, lang, { max: MAX_STOCK_SHEET_ITEMS, min: 1 });
  const items = errors.items as { message?: string; root?: { message?: string } } | undefined;
  const listError = items?.root?.message ?? items?.message;
  return (
    <>
      {toolbar}
      {listError && (
        <span className={styles.lineError} role="alert">
          {text(listError)}
        </span>
      )}
      {fields.length === 0 ? (
        <p className={styles.empty}>{t('stock.editor.noLines')}</p>
      ) : (
        <ol className={styles.lines} aria-label={t('stock.editor.lines')}>
          {fields.map((field, index) => {
            const error = lineError(errors, index, lineFields);
            return (
              <Fragment key={field.id}>
                {row({
                  index,
                  line: values[index] ?? (field as unknown as Line),
                  disabled,
                  error: error && text(error),
                  onRemove: () => remove(index),
                })}
              </Fragment>
            );
          })}
        </ol>
      )}
    </>
  );
}

/** The medicine search that adds a line; a sheet holds at most its limit of lines. */
export function MedicinePicker({
  lineCount,
  disabled,
  debounceMs,
  onPick,
}: {
  lineCount: number;
  disabled: boolean;
  debounceMs: number;
  onPick: (product: Product) => void;
}) {
  const { t } = useT();
  return (
    <ProductPicker
      screenId={ScreenId.StockSheets}
      kinds={['medicine']}
      label={t('stock.editor.pickMedicine')}
      disabled={disabled || lineCount >= MAX_STOCK_SHEET_ITEMS}
      debounceMs={debounceMs}
      onPick={onPick}
    />
  );
}

/**
 * Adding lines to the form's field array, after which the first new row's input named by `inputRef` (the
 * quantity of an export, the lot number of an import) takes the focus: what the user types next.
 */
export function useAddLines<Line>(lines: {
  fields: readonly unknown[];
  append: (added: Line[], options: { shouldFocus: boolean }) => void;
}) {
  const inputs = useRef(new Map<number, HTMLInputElement | null>());
  return {
    add: (added: Line[]) => {
      const at = lines.fields.length;
      lines.append(added, { shouldFocus: false });
      // The new row renders on the next frame.
      requestAnimationFrame(() => inputs.current.get(at)?.focus());
    },
    inputRef: (index: number) => (element: HTMLInputElement | null) => {
      inputs.current.set(index, element);
    },
  };
}
