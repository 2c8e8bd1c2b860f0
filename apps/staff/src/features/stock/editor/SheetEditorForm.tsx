import type { StockSheetInput } from '@clinic/api-client';
import { Card, FormField, Select, Textarea, useT } from '@clinic/ui';
import type { FormEvent, ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { Page } from '../../../app/shell/Page';
import { useReasonLabel } from '../badges';
import * as styles from '../stock.css';
import { CorrectingNotice } from './editorStart';
import { SaveBar, SaveConfirm, type SheetTotals } from './SaveBar';
import type { SaveSheet } from './useSaveSheet';

/**
 * What the import and export editors share: the page, the form that Ctrl+Enter saves (through the "a saved sheet
 * is final" confirmation), the notice of the sheet being corrected, the header card and the save bar. Each editor
 * brings its header fields (`header`) and its lines (`children`).
 */
export function SheetEditorForm({
  title,
  save,
  totals,
  refSheetId,
  header,
  children,
}: {
  title: string;
  save: SaveSheet;
  totals: SheetTotals;
  refSheetId: number | null;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page wide title={title}>
      <form
        className={styles.stack}
        noValidate
        aria-label={title}
        onSubmit={save.ask as (event: FormEvent) => void}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !save.saving) {
            event.preventDefault();
            void save.ask();
          }
        }}
      >
        <CorrectingNotice refSheetId={refSheetId} />
        <Card>
          <div className={styles.headerFields}>{header}</div>
        </Card>
        {children}
        <SaveBar save={save} totals={totals} />
      </form>
      <SaveConfirm save={save} totals={totals} />
    </Page>
  );
}

/** The sheet's reason, among those of its type. */
export function ReasonField<F extends FieldValues>({
  control,
  reasons,
  error,
  disabled,
}: {
  // The form's output type is the API body; only the field names matter here.
  control: Control<F, unknown, StockSheetInput>;
  reasons: readonly string[];
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useT();
  const reasonLabel = useReasonLabel();
  return (
    <FormField label={t('stock.editor.reason')} error={error}>
      <Controller
        control={control}
        name={'reason' as Path<F>}
        render={({ field }) => (
          <Select
            {...field}
            disabled={disabled}
            options={reasons.map((r) => ({ value: r, label: reasonLabel(r) }))}
          />
        )}
      />
    </FormField>
  );
}

export function NoteField<F extends FieldValues>({
  register,
  error,
  disabled,
}: {
  register: UseFormRegister<F>;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useT();
  return (
    <FormField label={t('stock.editor.note')} error={error}>
      <Textarea {...register('note' as Path<F>)} rows={1} maxLength={2000} disabled={disabled} />
    </FormField>
  );
}
