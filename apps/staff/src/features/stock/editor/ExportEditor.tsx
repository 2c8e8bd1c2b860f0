import { ExportReason } from '@clinic/domain';
import { useT } from '@clinic/ui';
import { useWatch } from 'react-hook-form';
import { ExportLineRow } from './ExportLineRow';
import {
  emptyExport,
  exportLineFields,
  exportLineOf,
  exportLineOfImported,
  exportSchema,
} from './exportForm';
import { NoteField, ReasonField, SheetEditorForm } from './SheetEditorForm';
import { MedicinePicker, SheetLines } from './SheetLines';
import { useSheetEditor } from './useSheetEditor';

/**
 * Screen 27's export editor: reason (sale by default) and note; a medicine search adds a line (Enter adds, its
 * quantity takes the focus); each line leaves a chosen lot or the server's first-expiry-first-out pick. The
 * server prices an export and refuses what is not in stock; Ctrl+Enter saves after the confirmation.
 */
export function ExportEditor({ debounceMs }: { debounceMs: number }) {
  const { t } = useT();
  const editor = useSheetEditor({
    reasons: Object.values(ExportReason),
    empty: emptyExport,
    schema: exportSchema,
    lineOfRef: exportLineOfImported,
    lineFields: exportLineFields,
  });
  const { start, form, values, save, added, disabled } = editor;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors } = form.formState;
  const quantity = values.reduce((sum, line) => sum + (line.quantity ?? 0), 0);
  const totals = { lines: values.length, quantity };

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
      <SheetLines
        {...editor.lines}
        toolbar={
          <MedicinePicker
            lineCount={editor.lines.fields.length}
            disabled={disabled}
            debounceMs={debounceMs}
            onPick={(product) => added.add([exportLineOf(product)])}
          />
        }
      >
        {(row) => (
          <ExportLineRow
            row={row}
            reason={reason}
            control={form.control}
            setValue={form.setValue}
            quantityRef={added.inputRef(row.index)}
          />
        )}
      </SheetLines>
    </SheetEditorForm>
  );
}
