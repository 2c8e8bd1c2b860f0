import type { StockSheetInput, StockSheetItem } from '@clinic/api-client';
import {
  type DefaultValues,
  type FieldArray,
  type FieldArrayPath,
  type Path,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import { zodFormResolver } from '../../../shared/forms/forms';
import { useEditorStart, usePrefillFromRef } from './editorStart';
import { useAddLines } from './SheetLines';
import { useSaveSheet } from './useSaveSheet';

/** What an import and an export sheet have alike as their editor holds them. */
interface SheetForm<Line> {
  reason: string;
  note: string;
  refSheetId: number | null;
  items: Line[];
}

/**
 * The state of a sheet's editor: how it starts (a correcting sheet's reference and its lines), the form checked by
 * the sheet's schema, its lines as typed, adding them, and its save. Each editor says only what its type has.
 */
export function useSheetEditor<Line, F extends SheetForm<Line>>(sheet: {
  reasons: readonly string[];
  empty: (reason: string | null, refSheetId: number | null) => F;
  schema: z.ZodType<StockSheetInput, F>;
  /** A line of the sheet being corrected, as a line of this one. */
  lineOfRef: (item: StockSheetItem) => Line;
  /** Every field of a line the form or the server may name. */
  lineFields: readonly string[];
}) {
  const start = useEditorStart(sheet.reasons);
  const form = useForm<F, unknown, StockSheetInput>({
    defaultValues: sheet.empty(start.reason, start.refSheetId) as DefaultValues<F>,
    resolver: zodFormResolver(sheet.schema),
  });
  // Both forms keep their lines under 'items', which TypeScript cannot see through the generic form.
  const lines = useFieldArray({ control: form.control, name: 'items' as FieldArrayPath<F> });
  const { replace } = lines;
  const asFieldLines = (added: Line[]) => added as FieldArray<F, FieldArrayPath<F>>[];
  usePrefillFromRef(start.refSheetId, lines.fields.length > 0, (items) =>
    replace(asFieldLines(items.map(sheet.lineOfRef))),
  );
  const values = (useWatch({ control: form.control, name: 'items' as Path<F> }) ?? []) as Line[];
  const save = useSaveSheet(form, sheet.lineFields);
  const added = useAddLines<Line>({
    fields: lines.fields,
    append: (more, options) => lines.append(asFieldLines(more), options),
  });
  const disabled = save.saving;
  return {
    start,
    form,
    values,
    save,
    added,
    disabled,
    /** What the list of lines takes from the editor. */
    lines: {
      fields: lines.fields,
      values,
      errors: form.formState.errors,
      lineFields: sheet.lineFields,
      disabled,
      remove: lines.remove,
    },
  };
}
