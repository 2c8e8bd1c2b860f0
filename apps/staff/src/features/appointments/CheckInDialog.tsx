import type { AppointmentItem, CheckInSheetBody, CheckInSheet as CheckInSheetItem } from '@clinic/api-client';
import { FormOwnerKind, type PropertyValue, type ScreenId } from '@clinic/domain';
import { formName } from '@clinic/i18n/builtin';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FormField,
  Modal,
  PropertyForm,
  Select,
  Spinner,
  tidySymptom,
  useT,
  validatePropertyValues,
} from '@clinic/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { uploader } from '../../app/uploader';
import { useSymptomSuggestions } from '../../shared/forms/useSymptomSuggestions';
import * as styles from './appointments.css';
import { useCheckInFormProperties, useCheckInForms } from './queries';

const isEmpty = (v: PropertyValue | undefined) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Check-in. With the clinic's check-in sheet on, the sheet (the check-in form, default first) is filled here and
 * saved with the check-in; off, a simple confirmation. (CheckInFlow adds the early check-in question.)
 */
export function CheckInDialog({
  appointment,
  withSheet,
  screenId,
  onCheckIn,
  onClose,
}: {
  appointment: AppointmentItem | null;
  withSheet: boolean;
  /** The screen showing the check-in (the queue or the appointment page): its forms are read as that screen. */
  screenId: ScreenId;
  onCheckIn: (appointment: AppointmentItem, sheet?: CheckInSheetBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT();
  if (!appointment) return null;
  const name = appointment.patient.fullName;
  if (!withSheet)
    return (
      <ConfirmDialog
        open
        title={t('queue.checkIn.title', { name })}
        message={t('queue.checkIn.confirm', {
          name,
          time: appointment.time,
          doctor: appointment.doctorName,
        })}
        confirmLabel={t('queue.checkIn.submit')}
        onConfirm={() => onCheckIn(appointment)}
        onCancel={onClose}
      />
    );
  return (
    <CheckInSheetDialog
      appointment={appointment}
      screenId={screenId}
      onCheckIn={onCheckIn}
      onClose={onClose}
    />
  );
}

/**
 * Reception's correction of a visit's check-in sheet after check-in (until the visit is finished): the same form
 * and the same checks as at check-in, started from the sheet as saved; the API logs what changed.
 */
export function CorrectCheckInSheetDialog({
  appointment,
  sheet,
  screenId,
  onSave,
  onClose,
}: {
  appointment: AppointmentItem;
  /** The sheet as saved, or null when the visit was checked in without one. */
  sheet: CheckInSheetItem | null;
  screenId: ScreenId;
  onSave: (sheet: CheckInSheetBody) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <CheckInSheetDialog
      appointment={appointment}
      screenId={screenId}
      correcting={sheet ?? { formId: null, properties: [] }}
      onCheckIn={(_same, body) => (body ? onSave(body) : Promise.resolve())}
      onClose={onClose}
    />
  );
}

function CheckInSheetDialog({
  appointment,
  screenId,
  correcting,
  onCheckIn,
  onClose,
}: {
  appointment: AppointmentItem;
  screenId: ScreenId;
  /** A correction: the sheet's saved form and answers start the dialog. */
  correcting?: { formId: number | null; properties: readonly { propertyId: number; value: unknown }[] };
  onCheckIn: (appointment: AppointmentItem, sheet?: CheckInSheetBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT();
  const formId_ = useId();
  const forms = useCheckInForms(screenId);
  const [chosenFormId, setFormId] = useState<number | null>(correcting?.formId ?? null);
  const formId = chosenFormId ?? forms.data?.[0]?.id ?? null;
  const properties = useCheckInFormProperties(screenId, formId);
  const [values, setValues] = useState<Record<number, PropertyValue>>(() =>
    Object.fromEntries((correcting?.properties ?? []).map((p) => [p.propertyId, p.value as PropertyValue])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const symptomSuggestions = useSymptomSuggestions();

  // The symptom given at booking starts the sheet's fixed 'symptom' property.
  const symptomId = properties.data?.find((p) => p.fixed && p.internalName === 'symptom')?.id;
  useEffect(() => {
    if (symptomId !== undefined && appointment.symptom)
      setValues((v) => (isEmpty(v[symptomId]) ? { ...v, [symptomId]: appointment.symptom } : v));
  }, [symptomId, appointment.symptom]);

  const noForm = forms.data !== undefined && forms.data.length === 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    let sheet: CheckInSheetBody | undefined;
    if (formId !== null && properties.data) {
      const found = validatePropertyValues(properties.data, values);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      sheet = {
        formId,
        properties: properties.data
          .filter((p) => !isEmpty(values[p.id]))
          .map((p) => {
            const value = values[p.id] ?? null;
            // A picked suggestion leaves a comma for the next one: it is not part of the symptom.
            return {
              propertyId: p.id,
              value: p.id === symptomId && typeof value === 'string' ? tidySymptom(value) : value,
            };
          }),
      };
    } else if (!noForm) return;
    setBusy(true);
    try {
      await onCheckIn(appointment, sheet);
    } catch {
      // The caller shows the failure; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  const loading = forms.isPending || (formId !== null && properties.isPending);
  return (
    <Modal
      open
      size="md"
      title={t(correcting ? 'queue.correctSheet.title' : 'queue.checkIn.title', {
        name: appointment.patient.fullName,
      })}
      dismissible={!busy}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('queue.cancel.back')}
          </Button>
          <Button type="submit" form={formId_} loading={busy} disabled={loading}>
            {t(correcting ? 'queue.correctSheet.submit' : 'queue.checkIn.submit')}
          </Button>
        </>
      }
    >
      <form id={formId_} className={styles.dialogStack} onSubmit={submit} noValidate>
        <p className={styles.message}>
          {correcting
            ? t('queue.correctSheet.lead')
            : t('queue.checkIn.confirm', {
                name: appointment.patient.fullName,
                time: appointment.time,
                doctor: appointment.doctorName,
              })}
        </p>
        {noForm ? (
          <EmptyState size="sm" title={t('queue.checkIn.noForm')} />
        ) : (
          <>
            {forms.data && forms.data.length > 1 && (
              <FormField label={t('queue.checkIn.form')}>
                <Select
                  value={formId ?? ''}
                  onChange={(event) => {
                    setFormId(Number(event.target.value));
                    setErrors({});
                  }}
                  options={forms.data.map((f) => ({
                    value: f.id,
                    label: formName({ name: f.name, entityType: FormOwnerKind.CheckInSheet }, t),
                  }))}
                />
              </FormField>
            )}
            {loading || !properties.data ? (
              <Spinner fullHeight={false} label={t('queue.checkIn.loadingForm')} />
            ) : (
              <PropertyForm
                properties={properties.data}
                values={values}
                onChange={(next) => {
                  // A corrected answer loses its error at once; the others keep theirs until the next submit.
                  setErrors((shown) =>
                    Object.fromEntries(
                      Object.entries(shown).filter(([id]) => next[Number(id)] === values[Number(id)]),
                    ),
                  );
                  setValues(next);
                }}
                errors={errors}
                uploader={uploader}
                disabled={busy}
                symptomSuggestions={symptomSuggestions}
              />
            )}
          </>
        )}
      </form>
    </Modal>
  );
}
