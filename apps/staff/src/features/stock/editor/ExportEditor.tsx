import type { StockSheetInput } from '@clinic/api-client';
import { ExportReason } from '@clinic/domain';
import { useT } from '@clinic/ui';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodFormResolver } from '../../../shared/forms/forms';
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
import { NoteField, ReasonField, SheetEditorForm } from './SheetEditorForm';
import { MedicinePicker, SheetLines, useAddLines } from './SheetLines';
import { useSaveSheet } from './useSaveSheet';

/**
 * Screen 27's export editor: reason (sale by default) and note; a medicine search adds a line (Enter adds, its
 * quantity takes the focus); each line leaves a chosen lot or the server's first-expiry-first-out pick. The
 * server prices an export and refuses what is not in stock; Ctrl+Enter saves after the confirmation.
 */
export function ExportEditor({ debounceMs }: { debounceMs: number }) {
  const { t } = useT();
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
  const added = useAddLines<ExportLine>(lines);
  const disabled = save.saving;
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
        fields={lines.fields}
        values={values}
        errors={errors}
        lineFields={exportLineFields}
        disabled={disabled}
        remove={lines.remove}
        toolbar={
          <MedicinePicker
            lineCount={lines.fields.length}
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
