import type { StockSheetInput } from '@clinic/api-client';
import { ImportReason, MAX_STOCK_SHEET_ITEMS, ScreenId } from '@clinic/domain';
import { FormField, Select, toast, translateText, useT } from '@clinic/ui';
import { useRef } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodFormResolver } from '../../../shared/forms/forms';
import { ProductPicker } from '../../catalog/ProductPicker';
import { DownloadImportTemplateButton, ImportFromSpreadsheet } from '../../stock-files';
import { useSuppliers } from '../queries';
import * as styles from '../stock.css';
import { useEditorStart, usePrefillFromRef } from './editorStart';
import { ImportLineRow } from './ImportLineRow';
import {
  emptyImport,
  type ImportForm,
  type ImportLine,
  importLineFields,
  importLineOf,
  importLineOfRefund,
  importLineOfSpreadsheet,
  importSchema,
  importTotals,
} from './importForm';
import { lineError } from './lineError';
import { NoteField, ReasonField, SheetEditorForm } from './SheetEditorForm';
import { useSaveSheet } from './useSaveSheet';

/**
 * Screen 27's import editor: reason, supplier and note; a medicine search adds a line (Enter adds, the line's lot
 * number takes the focus); a spreadsheet appends lines. Totals follow as typed; Ctrl+Enter saves after the
 * confirmation that a saved sheet is final.
 */
export function ImportEditor({ debounceMs }: { debounceMs: number }) {
  const { t, lang } = useT();
  const start = useEditorStart(Object.values(ImportReason));
  const suppliers = useSuppliers();
  const form = useForm<ImportForm, unknown, StockSheetInput>({
    defaultValues: emptyImport(start.reason, start.refSheetId),
    resolver: zodFormResolver(importSchema),
  });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const { replace } = lines;
  usePrefillFromRef(start.refSheetId, lines.fields.length > 0, (items) =>
    replace(items.map(importLineOfRefund)),
  );
  const values = (useWatch({ control: form.control, name: 'items' }) ?? []) as ImportLine[];
  const save = useSaveSheet(form, importLineFields);
  const lotInputs = useRef(new Map<number, HTMLInputElement | null>());
  const disabled = save.saving;
  const { errors } = form.formState;
  const totals = importTotals(values);
  const text = (message: string) => translateText(message, t, lang, { max: MAX_STOCK_SHEET_ITEMS, min: 1 });
  const listError = errors.items?.root?.message ?? errors.items?.message;

  const append = (added: ImportLine[]) => {
    const at = lines.fields.length;
    lines.append(added, { shouldFocus: false });
    // The new row renders on the next frame; its lot number is typed next.
    requestAnimationFrame(() => lotInputs.current.get(at)?.focus());
  };

  return (
    <SheetEditorForm
      title={t('stock.editor.importTitle')}
      save={save}
      totals={totals}
      refSheetId={start.refSheetId}
      header={
        <>
          <ReasonField
            control={form.control}
            reasons={Object.values(ImportReason)}
            error={errors.reason?.message}
            disabled={disabled}
          />
          <FormField label={t('stock.editor.supplier')} error={errors.supplierId?.message}>
            <Select
              {...form.register('supplierId')}
              disabled={disabled}
              options={[
                { value: '', label: t('stock.editor.noSupplier') },
                ...(suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
              ]}
            />
          </FormField>
          <NoteField register={form.register} error={errors.note?.message} disabled={disabled} />
        </>
      }
    >
      <div className={styles.actions}>
        <div className={styles.lineName}>
          <ProductPicker
            screenId={ScreenId.StockSheets}
            kinds={['medicine']}
            label={t('stock.editor.pickMedicine')}
            disabled={disabled || lines.fields.length >= MAX_STOCK_SHEET_ITEMS}
            debounceMs={debounceMs}
            onPick={(product) => append([importLineOf(product)])}
          />
        </div>
        <ImportFromSpreadsheet
          disabled={disabled}
          onLines={(rows) => {
            append(rows.map(importLineOfSpreadsheet));
            toast.success(t('stock.editor.fromSpreadsheet', { count: rows.length }));
          }}
        />
        <DownloadImportTemplateButton />
      </div>
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
            const error = lineError(errors, index, importLineFields);
            return (
              <ImportLineRow
                key={field.id}
                index={index}
                line={values[index] ?? (field as unknown as ImportLine)}
                control={form.control}
                disabled={disabled}
                error={error && text(error)}
                lotRef={(element) => {
                  lotInputs.current.set(index, element);
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
