import type { StockSheetInput } from '@clinic/api-client';
import { ExportReason, MAX_STOCK_SHEET_ITEMS, ScreenId } from '@clinic/domain';
import { translateText, useT } from '@clinic/ui';
import { useRef } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodFormResolver } from '../../../shared/forms/forms';
import { ProductPicker } from '../../catalog/ProductPicker';
import * as styles from '../stock.css';
import { ExportLineRow } from './ExportLineRow';
import { useEditorStart, usePrefillFromRef } from './editorStart';
import {
  type ExportForm,
  type ExportLine,
  emptyExport,
  exportLineFields,
  exportLineOf,
  exportLineOfImported,
  exportSchema,
} from './exportForm';
import { lineError } from './lineError';
import { NoteField, ReasonField, SheetEditorForm } from './SheetEditorForm';
import { useSaveSheet } from './useSaveSheet';

/**
 * Screen 27's export editor: reason (sale by default) and note; a medicine search adds a line (Enter adds, its
 * quantity takes the focus); each line leaves a chosen lot or the server's first-expiry-first-out pick. The
 * server prices an export and refuses what is not in stock; Ctrl+Enter saves after the confirmation.
 */
export function ExportEditor({ debounceMs }: { debounceMs: number }) {
  const { t, lang } = useT();
  const start = useEditorStart(Object.values(ExportReason));
  const form = useForm<ExportForm, unknown, StockSheetInput>({
    defaultValues: emptyExport(start.reason, start.refSheetId),
    resolver: zodFormResolver(exportSchema),
  });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const { replace } = lines;
  usePrefillFromRef(start.refSheetId, lines.fields.length > 0, (items) =>
    replace(items.map(exportLineOfImported)),
  );
  const values = (useWatch({ control: form.control, name: 'items' }) ?? []) as ExportLine[];
  const reason = useWatch({ control: form.control, name: 'reason' });
  const save = useSaveSheet(form, exportLineFields);
  const quantityInputs = useRef(new Map<number, HTMLInputElement | null>());
  const disabled = save.saving;
  const { errors } = form.formState;
  const quantity = values.reduce((sum, line) => sum + (line.quantity ?? 0), 0);
  const totals = { lines: values.length, quantity };
  const text = (message: string) => translateText(message, t, lang, { max: MAX_STOCK_SHEET_ITEMS, min: 1 });
  const listError = errors.items?.root?.message ?? errors.items?.message;

  return (
    <SheetEditorForm
      title={t('stock.editor.exportTitle')}
      save={save}
      totals={totals}
      refSheetId={start.refSheetId}
      header={
        <>
          <ReasonField
            control={form.control}
            reasons={Object.values(ExportReason)}
            error={errors.reason?.message}
            disabled={disabled}
          />
          <NoteField register={form.register} error={errors.note?.message} disabled={disabled} />
        </>
      }
    >
      <ProductPicker
        screenId={ScreenId.StockSheets}
        kinds={['medicine']}
        label={t('stock.editor.pickMedicine')}
        disabled={disabled || lines.fields.length >= MAX_STOCK_SHEET_ITEMS}
        debounceMs={debounceMs}
        onPick={(product) => {
          const at = lines.fields.length;
          lines.append(exportLineOf(product), { shouldFocus: false });
          requestAnimationFrame(() => quantityInputs.current.get(at)?.focus());
        }}
      />
      {listError && (
        <span className={styles.lineError} role="alert">
          {text(listError)}
        </span>
      )}
      {lines.fields.length === 0 ? (
        <p className={styles.empty}>{t('stock.editor.noLines')}</p>
      ) : (
        <ol className={styles.lines} aria-label={t('stock.editor.lines')}>
          {lines.fields.map((field, index) => {
            const error = lineError(errors, index, exportLineFields);
            return (
              <ExportLineRow
                key={field.id}
                index={index}
                line={values[index] ?? (field as unknown as ExportLine)}
                reason={reason}
                control={form.control}
                setValue={form.setValue}
                disabled={disabled}
                error={error && text(error)}
                quantityRef={(element) => {
                  quantityInputs.current.set(index, element);
                }}
                onRemove={() => lines.remove(index)}
              />
            );
          })}
        </ol>
      )}
    </SheetEditorForm>
  );
}
