import type { AppointmentItem } from '@clinic/api-client';
import { Button, EmptyState, Spinner, useT } from '@clinic/ui';
import { useLocation } from 'wouter';
import { Page } from '../../app/shell/Page';
import * as patientStyles from '../patients/patients.css';
import { type BookingPrefill, readBookingPrefill } from './appointmentForm';
import { PatientSection } from './PatientSection';
import { useAppointment } from './queries';
import { ScheduleSection } from './ScheduleSection';
import { SymptomAndNoteSection } from './SymptomAndNoteSection';
import { useAppointmentEditor } from './useAppointmentEditor';

/** '/new' and '/:id/edit': loads the appointment being edited, then shows the form. */
export function AppointmentFormPage({ id }: { id?: number }) {
  const { t } = useT();
  const appointment = useAppointment(id);
  if (id !== undefined && appointment.isPending) return <Spinner fullHeight={false} />;
  if (id !== undefined && !appointment.data)
    return <EmptyState icon="alert" title={t('appointments.details.notFound')} />;
  return (
    <AppointmentForm
      key={id ?? 'new'}
      appointment={appointment.data}
      prefill={id === undefined ? readBookingPrefill() : undefined}
    />
  );
}

export function AppointmentForm({
  appointment,
  prefill,
}: {
  appointment?: AppointmentItem | undefined;
  /** A new appointment's patient, doctor, place and day chosen by the screen that opened the form. */
  prefill?: BookingPrefill | undefined;
}) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const { form, values, errors, editing, duplicates, submit, busy } = useAppointmentEditor(
    appointment,
    prefill,
  );
  const back = appointment ? `/${appointment.id}` : '/';
  return (
    <Page
      title={
        appointment
          ? t('appointments.form.editTitle', { code: appointment.code })
          : t('appointments.form.addTitle')
      }
    >
      <form className={patientStyles.stack} noValidate onSubmit={submit}>
        <PatientSection
          appointment={appointment}
          form={form}
          mode={values.mode}
          errors={errors}
          duplicates={duplicates}
          prefilledPatient={prefill?.patient}
          busy={busy}
        />
        <ScheduleSection
          form={form}
          values={values}
          errors={errors}
          editing={editing}
          initialDoctorId={appointment?.doctorId ?? prefill?.doctorId ?? null}
        />
        <SymptomAndNoteSection form={form} />
        <div className={patientStyles.pageActions}>
          <Button variant="secondary" disabled={busy} onClick={() => navigate(back)}>
            {t('appointments.form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? t('appointments.form.save') : t('appointments.form.book')}
          </Button>
        </div>
      </form>
      {duplicates.dialog}
    </Page>
  );
}
