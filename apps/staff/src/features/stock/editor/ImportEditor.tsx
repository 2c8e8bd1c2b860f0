import type { StockSheetInput } from '@clinic/api-client';
import { ImportReason } from '@clinic/domain';
import { FormField, Select, toast, useT } from '@clinic/ui';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodFormResolver } from '../../../shared/forms/forms';
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
import { NoteField, ReasonField, SheetEditorForm } from './SheetEditorForm';
import { MedicinePicker, SheetLines, useAddLines } from './SheetLines';
import { useSaveSheet } from './useSaveSheet';

/**
 * Screen 27's import editor: reason, supplier and note; a medicine search adds a line (Enter adds, the line's lot
 * number takes the focus); a spreadsheet appends lines. Totals follow as typed; Ctrl+Enter saves after the
 * confirmation that a saved sheet is final.
 */
export function ImportEditor({ debounceMs }: { debounceMs: number }) {
  const { t } = useT();
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
  const added = useAddLines<ImportLine>(lines);
  const disabled = save.saving;
  const { errors } = form.formState;
  const totals = importTotals(values);

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
      <SheetLines
        fields={lines.fields}
        values={values}
        errors={errors}
        lineFields={importLineFields}
        disabled={disabled}
        remove={lines.remove}
        toolbar={
          <div className={styles.actions}>
            <div className={styles.lineName}>
              <MedicinePicker
                lineCount={lines.fields.length}
                disabled={disabled}
                debounceMs={debounceMs}
                onPick={(product) => added.add([importLineOf(product)])}
              />
            </div>
            <ImportFromSpreadsheet
              disabled={disabled}
              onLines={(rows) => {
                added.add(rows.map(importLineOfSpreadsheet));
                toast.success(t('stock.editor.fromSpreadsheet', { count: rows.length }));
              }}
            />
            <DownloadImportTemplateButton />
          </div>
        }
      >
        {(row) => <ImportLineRow row={row} control={form.control} lotRef={added.inputRef(row.index)} />}
      </SheetLines>
    </SheetEditorForm>
  );
}
