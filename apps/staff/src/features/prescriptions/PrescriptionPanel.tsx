import {
  ApiError,
  type AppointmentItem,
  type CodedDiagnosisItem,
  type PrescriptionItem,
  type PrescriptionTemplate,
  type ServiceSheetItem,
} from '@clinic/api-client';
import { canPrescribe, errors as errorCatalog, localDate, ScreenId } from '@clinic/domain';
import { prescriptionInput } from '@clinic/domain/contracts';
import { formatVnd } from '@clinic/i18n';
import { Button, Card, DatePicker, FormField, Notice, Spinner, Textarea, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useState } from 'react';
import {
  type Control,
  type Resolver,
  type UseFormReturn,
  type UseFormSetValue,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useClinicTimeZone } from '../../app/clinicTime';
import { applyServerFieldErrors, zodFormResolver } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { ReExamCalculatorDialog } from '../calculators/ReExamCalculatorDialog';
import { Icd10Picker } from '../icd10/Icd10Picker';
import { NationalPrescriptionStatus } from '../national-prescriptions/NationalPrescriptionStatus';
import { PrintButton } from '../print';
import { useServiceSheets } from '../result-sheets/queries';
import { diagnosisFromSheets } from './diagnosisFromSheets';
import { type LineForm, type LinesForm, lineFieldNames, lineOfSaved, linesFormSchema } from './lineForm';
import { linesEstimate, PrescriptionLines, type SavedPrices } from './PrescriptionLines';
import * as styles from './prescriptions.css';
import { prescriptionClients, prescriptionKeys, useStockHints, useVisitPrescription } from './queries';
import { StockSettleDialog } from './StockSettleDialog';
import { prescriptionShortages, type Shortage, type StockChoice, settleLines } from './stockSettle';
import { TemplatePicker } from './TemplatePicker';

interface PanelForm extends LinesForm {
  /** The ICD-10 diagnoses picked (sent as their codes; the server names them). */
  diagnoses: CodedDiagnosisItem[];
  diagnosis: string | null;
  advice: string | null;
  reExamDate: string | null;
}

const exam = { screenId: ScreenId.TodayExaminations };
// The visit is the panel's, added when saving.
const schema = linesFormSchema(prescriptionInput.omit({ appointmentId: true }));

const valuesOf = (saved: PrescriptionItem | null | undefined): PanelForm => ({
  diagnoses: saved?.diagnoses ?? [],
  diagnosis: saved?.diagnosis ?? '',
  advice: saved?.advice ?? '',
  reExamDate: saved?.reExamDate ?? null,
  items: (saved?.items ?? []).map(lineOfSaved),
});

/** The server's refusals that belong to one field of the panel, shown under it. */
const errorFields: Readonly<Record<number, 'reExamDate'>> = {
  [errorCatalog.invalidReExaminationDate.code]: 'reExamDate',
};

type PanelProps = {
  appointment: AppointmentItem;
  editable: boolean;
  /** How long typing settles before a search or stock check (tests: 0). */
  debounceMs?: number;
};

/**
 * The exam screen's prescription: diagnosis, advice, re-examination date (with the calculator) and up to 20
 * medicines with their doses, stock hints and a template to start from. Ctrl+Enter saves; the server prices the
 * lines from the library and answers the total. Read-only once paid, or when the caller may not write.
 */
export function PrescriptionPanel(props: PanelProps) {
  const { t } = useT();
  const current = useVisitPrescription(props.appointment.id);
  const sheets = useServiceSheets(props.appointment.id);
  if (current.isPending) return <Spinner />;
  if (current.isError) return <Notice tone="warning">{t('prescriptions.loadError')}</Notice>;
  // The form starts from what is saved; a save (here or on another screen) starts it again from the answer.
  return (
    <PrescriptionEditor
      key={current.data?.updatedAt ?? 'new'}
      {...props}
      saved={current.data}
      sheets={sheets.data}
    />
  );
}

function PrescriptionEditor({
  appointment,
  editable,
  debounceMs = 300,
  saved,
  sheets,
}: PanelProps & { saved: PrescriptionItem | null; sheets: readonly ServiceSheetItem[] | undefined }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const today = localDate(new Date(), useClinicTimeZone());
  const form = useForm<PanelForm>({
    defaultValues: valuesOf(saved),
    resolver: zodFormResolver(schema) as unknown as Resolver<PanelForm>,
  });
  const [calculating, setCalculating] = useState(false);
  const [shortages, setShortages] = useState<Shortage[] | null>(null);

  const save = useMutation({
    mutationFn: (values: PanelForm) =>
      prescriptionClients.prescriptions.save(
        {
          ...(values as unknown as Parameters<typeof prescriptionClients.prescriptions.save>[0]),
          appointmentId: appointment.id,
        },
        exam,
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(prescriptionKeys.ofVisit(appointment.id), answer);
      toast.success(t('prescriptions.saved'));
    },
    onError: (error) => {
      // More than the usable stock: the doctor chooses per line in the dialog (below), then it saves again.
      const short = prescriptionShortages(error);
      if (short) return setShortages(short);
      const field = error instanceof ApiError ? errorFields[Number(error.code)] : undefined;
      if (field) return form.setError(field, { type: 'server', message: error.message });
      const lines = form.getValues('items').length;
      const names = [
        'diagnoses',
        ...Array.from({ length: form.getValues('diagnoses').length }, (_, i) => `diagnoses.${i}.code`),
        'diagnosis',
        'advice',
        'reExamDate',
        'items',
        ...Array.from({ length: lines }, (_, i) => lineFieldNames.map((name) => `items.${i}.${name}`)).flat(),
      ];
      if (!applyServerFieldErrors(error, form.setError, names)) toast.error(errorText(error) ?? '');
    },
  });

  const paid = saved?.paid === true;
  const readOnly = !editable || paid || !canPrescribe(appointment.status);
  const disabled = readOnly || save.isPending;
  const items = (useWatch({ control: form.control, name: 'items' }) ?? []) as LineForm[];
  const reExamDate = useWatch({ control: form.control, name: 'reExamDate' });
  const diagnoses = useWatch({ control: form.control, name: 'diagnoses' }) ?? [];
  const fromSheets = usePrefillFromSheets(form, sheets, !readOnly);
  // A refused code shows under the picker, whichever line the server named.
  const diagnosesError =
    form.formState.errors.diagnoses?.message ??
    (Array.isArray(form.formState.errors.diagnoses)
      ? form.formState.errors.diagnoses.find((e) => e?.code?.message)?.code?.message
      : undefined);
  const stock = useStockHints(readOnly ? [] : items, ScreenId.TodayExaminations, debounceMs);
  const prices: SavedPrices = new Map((saved?.items ?? []).map((l) => [l.medicineId, l]));
  const submit = form.handleSubmit((values) => save.mutate(values));
  const settle = (choices: Map<number, StockChoice>) => {
    const settled = settleLines(form.getValues('items'), shortages ?? [], choices);
    form.setValue('items', settled.items, { shouldDirty: true });
    setShortages(null);
    if (settled.replaced.length)
      toast.info(t('prescriptions.stockSettle.replaceHint', { names: settled.replaced.join(', ') }));
    else void submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !disabled) {
      event.preventDefault();
      void submit();
    }
  };
  const applyTemplate = (template: PrescriptionTemplate) => {
    // The saved prescription stays the form's default, so the panel knows it has unsaved changes.
    form.reset(
      {
        ...form.getValues(),
        diagnosis: template.diagnosis ?? '',
        advice: template.advice ?? '',
        items: template.items.map(lineOfSaved),
      },
      { keepDefaultValues: true },
    );
    toast.success(t('prescriptions.templateApplied', { name: template.name }));
  };

  const { errors } = form.formState;
  return (
    <Card>
      {/* The template picker's confirmation is a form of its own: it sits outside the prescription's form. */}
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 className={styles.title}>{t('prescriptions.title')}</h2>
          {/* Where the saved prescription stands with the national e-prescription system. */}
          {saved && <NationalPrescriptionStatus prescription={saved} />}
          <span className={styles.headerActions}>
            {!readOnly && (
              <TemplatePicker
                lineCount={items.length}
                onApply={applyTemplate}
                disabled={disabled}
                debounceMs={debounceMs}
              />
            )}
            {/* Prints what is saved (the server's copy), so only once there is one. */}
            <PrintButton
              kind="prescription"
              id={appointment.id}
              disabled={!saved}
              disabledReason={t('printing.needsPrescription')}
              screenId={ScreenId.TodayExaminations}
            />
          </span>
        </div>
        <form
          className={styles.panel}
          noValidate
          onSubmit={submit}
          onKeyDown={onKeyDown}
          aria-label={t('prescriptions.title')}
        >
          {paid && <Notice tone="info">{t('prescriptions.paidNotice')}</Notice>}
          {!paid && !editable && <Notice tone="info">{t('prescriptions.readOnlyNotice')}</Notice>}
          <FormField
            label={t('icd10.label')}
            hint={readOnly ? undefined : t('icd10.hint')}
            error={diagnosesError}
          >
            <Icd10Picker
              value={diagnoses}
              onChange={(next) => form.setValue('diagnoses', next, { shouldDirty: true })}
              disabled={disabled}
              readOnly={readOnly && diagnoses.length > 0}
              debounceMs={debounceMs}
            />
          </FormField>
          <div className={styles.fields}>
            <FormField
              label={t('icd10.freeText')}
              hint={fromSheets ? t('prescriptions.diagnosisFromSheets') : undefined}
              error={errors.diagnosis?.message}
            >
              <Textarea {...form.register('diagnosis')} rows={2} maxLength={4000} disabled={disabled} />
            </FormField>
            <FormField label={t('prescriptions.advice')} error={errors.advice?.message}>
              <Textarea {...form.register('advice')} rows={2} maxLength={4000} disabled={disabled} />
            </FormField>
            <FormField label={t('prescriptions.reExamDate')} error={errors.reExamDate?.message}>
              <div className={styles.dateRow}>
                <div className={styles.grow}>
                  <DatePicker
                    value={reExamDate}
                    min={today}
                    disabled={disabled}
                    onChange={(value) => form.setValue('reExamDate', value, { shouldDirty: true })}
                  />
                </div>
                <Button variant="secondary" disabled={disabled} onClick={() => setCalculating(true)}>
                  {t('prescriptions.calculate')}
                </Button>
              </div>
            </FormField>
          </div>
          <PrescriptionLines
            control={form.control as unknown as Control<LinesForm>}
            errors={errors}
            setValue={form.setValue as unknown as UseFormSetValue<LinesForm>}
            disabled={disabled}
            screenId={ScreenId.TodayExaminations}
            stock={readOnly ? undefined : stock}
            saved={prices}
            debounceMs={debounceMs}
          />
          <div className={styles.footer}>
            <span>
              {/* The saved total is the server's; while editing, an estimate from the prices the lines know. */}
              <span className={styles.total} data-testid="prescription-total">
                {t('prescriptions.total')}:{' '}
                {formatVnd(saved && !form.formState.isDirty ? saved.total : linesEstimate(items, prices))}
              </span>
              {(!saved || form.formState.isDirty) && items.length > 0 && (
                <span className={styles.muted}> · {t('prescriptions.totalEstimate')}</span>
              )}
            </span>
            {!readOnly && (
              <span className={styles.actions}>
                <span className={styles.muted}>{t('prescriptions.saveHint')}</span>
                <Button type="submit" loading={save.isPending}>
                  {t('prescriptions.save')}
                </Button>
              </span>
            )}
          </div>
        </form>
      </div>
      <StockSettleDialog
        shortages={shortages}
        busy={save.isPending}
        onApply={settle}
        onClose={() => setShortages(null)}
      />
      <ReExamCalculatorDialog
        open={calculating}
        from={today}
        onPick={(date) => {
          form.setValue('reExamDate', date, { shouldDirty: true });
          setCalculating(false);
        }}
        onClose={() => setCalculating(false)}
      />
    </Card>
  );
}

/**
 * Starts an empty diagnosis (no code, no text, untouched) from the visit's result sheets, so the doctor does not type
 * it twice; a prescription that already has a diagnosis keeps its own. Answers whether it filled it (for the hint).
 */
function usePrefillFromSheets(
  form: UseFormReturn<PanelForm>,
  sheets: readonly ServiceSheetItem[] | undefined,
  enabled: boolean,
): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!enabled || filled) return;
    const found = diagnosisFromSheets(sheets);
    if (!found) return;
    const { diagnosis, diagnoses } = form.getValues();
    if (diagnosis?.trim() || diagnoses.length > 0 || form.getFieldState('diagnosis').isDirty) return;
    form.setValue('diagnoses', found.diagnoses, { shouldDirty: true });
    form.setValue('diagnosis', found.diagnosis, { shouldDirty: true });
    setFilled(true);
  }, [enabled, filled, form, sheets]);
  return filled;
}
