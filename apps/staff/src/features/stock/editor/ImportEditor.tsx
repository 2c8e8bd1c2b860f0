import { ImportReason } from '@clinic/domain';
import { FormField, Select, toast, useT } from '@clinic/ui';
import { DownloadImportTemplateButton, ImportFromSpreadsheet } from '../../stock-files';
import { useSuppliers } from '../queries';
import * as styles from '../stock.css';
import { ImportLineRow } from './ImportLineRow';
import {
  emptyImport,
  importLineFields,
  importLineOf,
  importLineOfRefund,
  importLineOfSpreadsheet,
  importSchema,
  importTotals,
} from './importForm';
import { NoteField, ReasonField, SheetEditorForm } from './SheetEditorForm';
import { MedicinePicker, SheetLines } from './SheetLines';
import { useSheetEditor } from './useSheetEditor';

/**
 * Screen 27's import editor: reason, supplier and note; a medicine search adds a line (Enter adds, the line's lot
 * number takes the focus); a spreadsheet appends lines. Totals follow as typed; Ctrl+Enter saves after the
 * confirmation that a saved sheet is final.
 */
export function ImportEditor({ debounceMs }: { debounceMs: number }) {
  const { t } = useT();
  const editor = useSheetEditor({
    reasons: Object.values(ImportReason),
    empty: emptyImport,
    schema: importSchema,
    lineOfRef: importLineOfRefund,
    lineFields: importLineFields,
  });
  const { start, form, values, save, added, disabled } = editor;
  const suppliers = useSuppliers();
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
        {...editor.lines}
        toolbar={
          <div className={styles.actions}>
            <div className={styles.lineName}>
              <MedicinePicker
                lineCount={editor.lines.fields.length}
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
