import type { AppointmentItem, CheckInSheetBody } from '@clinic/api-client';
import { CANCEL_REASON_MAX_LENGTH, FormOwnerKind, type PropertyValue, type ScreenId } from '@clinic/domain';
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
  Textarea,
  useT,
  validatePropertyValues,
} from '@clinic/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { uploader } from '../../app/uploader';
import { useCheckInFormProperties, useCheckInForms } from './queries';
import * as styles from './queue.css';

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

function CheckInSheetDialog({
  appointment,
  screenId,
  onCheckIn,
  onClose,
}: {
  appointment: AppointmentItem;
  screenId: ScreenId;
  onCheckIn: (appointment: AppointmentItem, sheet?: CheckInSheetBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT();
  const formId_ = useId();
  const forms = useCheckInForms(screenId);
  const [chosenFormId, setFormId] = useState<number | null>(null);
  const formId = chosenFormId ?? forms.data?.[0]?.id ?? null;
  const properties = useCheckInFormProperties(screenId, formId);
  const [values, setValues] = useState<Record<number, PropertyValue>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);

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
          .map((p) => ({ propertyId: p.id, value: values[p.id] ?? null })),
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
      title={t('queue.checkIn.title', { name: appointment.patient.fullName })}
      dismissible={!busy}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('queue.cancel.back')}
          </Button>
          <Button type="submit" form={formId_} loading={busy} disabled={loading}>
            {t('queue.checkIn.submit')}
          </Button>
        </>
      }
    >
      <form id={formId_} className={styles.dialogStack} onSubmit={submit} noValidate>
        <p className={styles.message}>
          {t('queue.checkIn.confirm', {
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
              />
            )}
          </>
        )}
      </form>
    </Modal>
  );
}

/** Finishing while the visit has no services or result sheets asks first (docs/product.md#appointment-statuses). */
export function FinishDialog({
  appointment,
  onFinish,
  onClose,
}: {
  appointment: AppointmentItem | null;
  onFinish: (appointment: AppointmentItem) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open={appointment !== null}
      title={t('queue.finish.title')}
      message={
        appointment && (
          <div className={styles.dialogStack}>
            <p className={styles.message}>{t('queue.finish.message')}</p>
            <p className={styles.message}>
              {t('queue.finish.detail', { name: appointment.patient.fullName })}
            </p>
          </div>
        )
      }
      confirmLabel={t('queue.finish.confirm')}
      onConfirm={() => appointment && onFinish(appointment)}
      onCancel={onClose}
    />
  );
}

/** Cancelling needs a reason (docs/product.md#appointment-statuses). */
export function CancelDialog({
  appointment,
  onCancelAppointment,
  onClose,
}: {
  appointment: AppointmentItem | null;
  onCancelAppointment: (appointment: AppointmentItem, reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (appointment) {
      setReason('');
      setError(null);
    }
  }, [appointment]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!appointment || busy) return;
    if (!reason.trim()) {
      setError(t('queue.cancel.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onCancelAppointment(appointment, reason.trim());
    } catch {
      // Shown by the caller.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={appointment !== null}
      title={t('queue.cancel.title', { name: appointment?.patient.fullName ?? '' })}
      dismissible={!busy}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('queue.cancel.back')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            {t('queue.cancel.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormField label={t('queue.cancel.reason')} required error={error}>
          <Textarea
            value={reason}
            maxLength={CANCEL_REASON_MAX_LENGTH}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
            data-autofocus
          />
        </FormField>
      </form>
    </Modal>
  );
}
