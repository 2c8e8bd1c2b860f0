import type { CodedDiagnosisItem, ServiceSheetItem } from '@clinic/api-client';
import type { PropertyValue } from '@clinic/domain';
import { serviceSheetInput } from '@clinic/domain/contracts';
import {
  Button,
  DatePicker,
  FormField,
  Notice,
  PropertyForm,
  Spinner,
  Textarea,
  useT,
  validatePropertyValues,
} from '@clinic/ui';
import dayjs from 'dayjs';
import { type KeyboardEvent, useState } from 'react';
import { Controller } from 'react-hook-form';
import { uploader } from '../../app/uploader';
import { useZodForm } from '../../shared/forms/forms';
import { PregnancyCalculatorDialog } from '../calculators/PregnancyCalculatorDialog';
import { ReExamCalculatorDialog } from '../calculators/ReExamCalculatorDialog';
import { Icd10Picker } from '../icd10/Icd10Picker';
import { useSheetFormProperties } from './queries';
import * as styles from './resultSheets.css';

/** The fixed keys of a result sheet are the body's own fields, checked by the contract's own rules. */
const fixedFields = serviceSheetInput.pick({ diagnosis: true, conclusion: true, nextAppointmentDate: true });
type FixedFields = { diagnosis: string; conclusion: string; nextAppointmentDate: string | null };

const isEmpty = (v: PropertyValue | undefined) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** Nothing typed or picked anywhere: no value, ICD-10 code, diagnosis, conclusion nor re-examination date. */
export const isBlankSheet = (input: SheetValuesInput) =>
  input.properties.length === 0 &&
  input.diagnoses.length === 0 &&
  !input.diagnosis?.trim() &&
  !input.conclusion?.trim() &&
  !input.nextAppointmentDate;

export interface SheetValuesInput {
  properties: { propertyId: number; value: PropertyValue }[];
  /** The ICD-10 codes picked; the server names them. */
  diagnoses: { code: string }[];
  diagnosis: string | null;
  conclusion: string | null;
  nextAppointmentDate: string | null;
}

/**
 * One result sheet's fields: the form's own properties through the form renderer, then the ICD-10 diagnoses and
 * the free-text diagnosis beside them, conclusion and
 * the re-examination date (typed, or counted by the calculator). Enter in a one-line field or Ctrl+Enter anywhere
 * saves.
 */
export function SheetFields({
  id,
  formId,
  sheet,
  busy,
  onSubmit,
  debounceMs,
}: {
  /** The <form> id the dialog's save button submits. */
  id: string;
  formId: number;
  sheet: ServiceSheetItem | null;
  busy: boolean;
  onSubmit: (values: SheetValuesInput) => Promise<void>;
  /** How long typing in the ICD-10 box settles before it searches (tests: 0). */
  debounceMs?: number;
}) {
  const { t } = useT();
  const properties = useSheetFormProperties(formId);
  const [values, setValues] = useState<Record<number, PropertyValue>>(() =>
    Object.fromEntries((sheet?.properties ?? []).map((p) => [p.propertyId, p.value as PropertyValue])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [diagnoses, setDiagnoses] = useState<CodedDiagnosisItem[]>(() => [...(sheet?.diagnoses ?? [])]);
  const [calculating, setCalculating] = useState(false);
  const [blankRefused, setBlankRefused] = useState(false);
  // The date property the pregnancy calculator fills ('Ngày dự sinh' of an obstetric form), while it is open.
  const [pregnancyFill, setPregnancyFill] = useState<{ fill: (day: string) => void } | null>(null);
  const form = useZodForm<FixedFields, unknown>(fixedFields as never, {
    defaultValues: {
      diagnosis: sheet?.diagnosis ?? '',
      conclusion: sheet?.conclusion ?? '',
      nextAppointmentDate: sheet?.nextAppointmentDate ?? null,
    },
  });
  const own = (properties.data ?? []).filter((p) => !p.fixed);

  const submit = form.handleSubmit(async (fixed) => {
    const found = validatePropertyValues(own, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: SheetValuesInput = {
      ...(fixed as Omit<SheetValuesInput, 'properties' | 'diagnoses'>),
      diagnoses: diagnoses.map(({ code }) => ({ code })),
      properties: own
        .filter(
          (p) =>
            !isEmpty(values[p.id]) && !(typeof values[p.id] === 'string' && !String(values[p.id]).trim()),
        )
        .map((p) => ({ propertyId: p.id, value: values[p.id]! })),
    };
    // The server refuses a sheet with nothing in it; saying so here keeps the doctor in the dialog to fill it.
    const blank = isBlankSheet(input);
    setBlankRefused(blank);
    if (blank) return;
    await onSubmit(input);
  });
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  if (!properties.data) return <Spinner fullHeight={false} label={t('resultSheets.loadingForm')} />;
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <form id={id} className={styles.editor} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      {blankRefused && (
        <div role="alert">
          <Notice tone="warning">{t('resultSheets.blank')}</Notice>
        </div>
      )}
      {own.length > 0 && (
        <PropertyForm
          properties={own}
          values={values}
          onChange={(next) => {
            setErrors((shown) =>
              Object.fromEntries(
                Object.entries(shown).filter(([pid]) => next[Number(pid)] === values[Number(pid)]),
              ),
            );
            setValues(next);
          }}
          errors={errors}
          uploader={uploader}
          disabled={busy}
          dateAction={(property, fill) => (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('resultSheets.pregnancyFor', { name: property.name })}
              onClick={() => setPregnancyFill({ fill })}
            >
              {t('resultSheets.pregnancy')}
            </Button>
          )}
        />
      )}
      <FormField label={t('icd10.label')} hint={t('icd10.hint')}>
        <Icd10Picker value={diagnoses} onChange={setDiagnoses} disabled={busy} debounceMs={debounceMs} />
      </FormField>
      <FormField label={t('icd10.freeText')} error={form.formState.errors.diagnosis?.message}>
        <Textarea rows={2} {...form.register('diagnosis')} disabled={busy} />
      </FormField>
      <FormField label={t('resultSheets.conclusion')} error={form.formState.errors.conclusion?.message}>
        <Textarea rows={3} {...form.register('conclusion')} disabled={busy} />
      </FormField>
      <div className={styles.dateRow}>
        <Controller
          control={form.control}
          name="nextAppointmentDate"
          render={({ field, fieldState }) => (
            <FormField
              label={t('resultSheets.nextAppointmentDate')}
              error={fieldState.error?.message}
              className={styles.dateField}
            >
              <DatePicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={today}
                disabled={busy}
              />
            </FormField>
          )}
        />
        <Button variant="secondary" onClick={() => setCalculating(true)} disabled={busy}>
          {t('resultSheets.calculate')}
        </Button>
      </div>
      <ReExamCalculatorDialog
        open={calculating}
        from={today}
        onPick={(date) => {
          form.setValue('nextAppointmentDate', date, { shouldDirty: true, shouldValidate: true });
          setCalculating(false);
        }}
        onClose={() => setCalculating(false)}
      />
      <PregnancyCalculatorDialog
        open={pregnancyFill !== null}
        onPick={(dueDate) => pregnancyFill?.fill(dueDate)}
        onClose={() => setPregnancyFill(null)}
      />
    </form>
  );
}
