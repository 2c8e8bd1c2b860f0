import type { StockSheetInput } from '@clinic/api-client';
import { ExportReason, MAX_STOCK_SHEET_ITEMS, ScreenId } from '@clinic/domain';
import { Card, FormField, Select, Textarea, translateText, useT } from '@clinic/ui';
import { useRef } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Page } from '../../../app/shell/Page';
import { zodFormResolver } from '../../../shared/forms/forms';
import { ProductPicker } from '../../catalog/ProductPicker';
import { useReasonLabel } from '../badges';
import * as styles from '../stock.css';
import { ExportLineRow } from './ExportLineRow';
import { CorrectingNotice, useEditorStart, usePrefillFromRef } from './editorStart';
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
import { SaveBar, SaveConfirm } from './SaveBar';
import { useSaveSheet } from './useSaveSheet';

/**
 * Screen 27's export editor: reason (sale by default) and note; a medicine search adds a line (Enter adds, its
 * quantity takes the focus); each line leaves a chosen lot or the server's first-expiry-first-out pick. The
 * server prices an export and refuses what is not in stock; Ctrl+Enter saves after the confirmation.
 */
export function ExportEditor({ debounceMs }: { debounceMs: number }) {
  const { t, lang } = useT();
  const reasonLabel = useReasonLabel();
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
    <Page wide title={t('stock.editor.exportTitle')}>
      <form
        className={styles.stack}
        noValidate
        aria-label={t('stock.editor.exportTitle')}
        onSubmit={save.ask}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !disabled) {
            event.preventDefault();
            void save.ask();
          }
        }}
      >
        <CorrectingNotice refSheetId={start.refSheetId} />
        <Card>
          <div className={styles.headerFields}>
            <FormField label={t('stock.editor.reason')} error={errors.reason?.message}>
              <Controller
                control={form.control}
                name="reason"
                render={({ field }) => (
                  <Select
                    {...field}
                    disabled={disabled}
                    options={Object.values(ExportReason).map((r) => ({ value: r, label: reasonLabel(r) }))}
                  />
                )}
              />
            </FormField>
            <FormField label={t('stock.editor.note')} error={errors.note?.message}>
              <Textarea {...form.register('note')} rows={1} maxLength={2000} disabled={disabled} />
            </FormField>
          </div>
        </Card>
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
        <SaveBar save={save} totals={totals} />
      </form>
      <SaveConfirm save={save} totals={totals} />
    </Page>
  );
}
