import type { AppointmentItem, PatientListItem, ScheduleSlot, ScheduleSlotsBody } from '@clinic/api-client';
import { genderOptions, SlotAvailability } from '@clinic/domain';
import {
  Button,
  Card,
  Combobox,
  type ComboboxOption,
  DatePicker,
  EmptyState,
  FormField,
  Input,
  NumberInput,
  RadioGroup,
  Select,
  Spinner,
  Switch,
  SymptomInput,
  Textarea,
  toast,
  useT,
} from '@clinic/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { applyServerFieldErrors } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { useSymptomSuggestions } from '../../shared/forms/useSymptomSuggestions';
import { useDebounced } from '../../shared/resources/useDebounced';
import { clinicState } from '../../state/clinic';
import { DuplicatePatients, useDuplicatePatients } from '../patients/duplicates';
import * as patientStyles from '../patients/patients.css';
import { todayIn } from '../schedules/calendar';
import {
  appointmentFieldNames,
  type BookingPrefill,
  bodyOf,
  fieldErrors,
  readBookingPrefill,
  useAppointmentForm,
} from './appointmentForm';
import * as styles from './appointments.css';
import { useSaveAppointment } from './mutations';
import {
  findDuplicatePatients,
  findSharedPhonePatients,
  useAppointment,
  usePatientSearch,
  useScheduleSlots,
} from './queries';

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

const slotKey = (s: { doctorId: number; time: string }) => `${s.doctorId}@${s.time}`;

export function AppointmentForm({
  appointment,
  prefill,
}: {
  appointment?: AppointmentItem | undefined;
  /** A new appointment's patient, doctor, place and day chosen by the screen that opened the form. */
  prefill?: BookingPrefill | undefined;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const clinic = useSnapshot(clinicState);
  const timeZone = useClinicTimeZone();
  const editing = appointment !== undefined;
  const symptomSuggestions = useSymptomSuggestions();

  const form = useAppointmentForm(appointment, todayIn(timeZone), prefill);
  const values = form.watch();
  const { mode, doctorId, locationId, date, notReserved: walkIn } = values;
  const errors = fieldErrors(form.formState.errors, values);
  const slot = values.time !== undefined && doctorId !== undefined ? { doctorId, time: values.time } : null;
  const [patient, setPatient] = useState<PatientListItem | null>(prefill?.patient ?? null);
  const [patientText, setPatientText] = useState('');
  const [specialtyId, setSpecialtyId] = useState<number | null>(null);
  /** The doctor picked (or none, for any doctor of the specialty); the booked one is the slot's. */
  const [pickedDoctorId, setPickedDoctorId] = useState<number | null>(
    appointment?.doctorId ?? prefill?.doctorId ?? null,
  );

  const creatingPatient = !editing && mode === 'new';
  const duplicates = useDuplicatePatients(
    findDuplicatePatients,
    creatingPatient ? values.patient.fullName : '',
    creatingPatient ? values.patient.phone : '',
    findSharedPhonePatients,
  );
  const choosePatient = (chosen: PatientListItem | null) => {
    setPatient(chosen);
    form.setValue('clinicPatientId', chosen?.id);
  };
  const pickExisting = (existing: PatientListItem) => {
    form.setValue('mode', 'existing');
    choosePatient(existing);
    form.clearErrors();
  };

  const keyword = useDebounced(patientText.trim(), 300);
  const patients = usePatientSearch(keyword, !editing && mode === 'existing');
  const patientRows = [...(patients.data ?? [])];
  if (patient && !patientRows.some((p) => p.id === patient.id)) patientRows.unshift(patient);
  const patientOptions: ComboboxOption<number>[] = patientRows.map((p) => ({
    value: p.id,
    label: `${p.fullName} (${p.code})`,
    description: [p.phone, p.yearOfBirth].filter(Boolean).join(' · '),
  }));

  const doctors = clinic.doctors.filter((d) => specialtyId === null || d.specialtyIds.includes(specialtyId));
  const doctor = clinic.doctors.find((d) => d.id === pickedDoctorId);
  const allowedLocationIds = new Set(doctor ? doctor.locationIds : doctors.flatMap((d) => d.locationIds));
  const locations = clinic.locations.filter((l) => allowedLocationIds.has(l.id));
  const doctorName = (id: number) => clinic.doctors.find((d) => d.id === id)?.name ?? `#${id}`;

  const slotsBody: ScheduleSlotsBody | null =
    locationId !== undefined && date !== undefined && (pickedDoctorId !== null || specialtyId !== null)
      ? pickedDoctorId !== null
        ? { doctorId: pickedDoctorId, locationId, date }
        : { specialtyId: specialtyId as number, locationId, date }
      : null;
  const slots = useScheduleSlots(slotsBody, !walkIn);

  /** No slot chosen: the booked doctor is the picked one again. */
  const clearSlot = (picked = pickedDoctorId) => {
    form.setValue('time', undefined);
    form.setValue('doctorId', picked ?? undefined);
  };
  const chooseDoctor = (id: number | null) => {
    setPickedDoctorId(id);
    clearSlot(id);
    const next = clinic.doctors.find((d) => d.id === id);
    if (next && locationId !== undefined && !next.locationIds.includes(locationId))
      form.setValue('locationId', undefined);
    if (next?.locationIds.length === 1) form.setValue('locationId', next.locationIds[0]);
  };

  const save = useSaveAppointment();
  const saveInput = () => {
    const current = form.getValues();
    return appointment
      ? { id: appointment.id, body: bodyOf(current, true) }
      : { body: bodyOf(current, false) };
  };
  const submitSave = () =>
    save.mutate(saveInput(), {
      onSuccess: (saved) => {
        toast.success(
          t(editing ? 'appointments.form.saved' : 'appointments.form.created', { code: saved.code }),
        );
        navigate(`/${saved.id}`);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, appointmentFieldNames);
        // A rule of the booking (slot taken, twice in a slot, too many, too soon) is a message, not a field.
        toast.error(errorText(error) ?? '');
      },
    });

  const busy = save.isPending;
  const back = appointment ? `/${appointment.id}` : '/';
  const slotLabel = (s: ScheduleSlot) =>
    s.availability === SlotAvailability.Full
      ? t('appointments.form.slotFull')
      : t('appointments.form.slotFree', { count: Math.max(0, s.capacity - s.booked) });
  return (
    <Page
      title={
        appointment
          ? t('appointments.form.editTitle', { code: appointment.code })
          : t('appointments.form.addTitle')
      }
    >
      <form
        className={patientStyles.stack}
        noValidate
        onSubmit={form.handleSubmit(
          // The values are checked by the contract's schema; the body is built again from them in saveInput.
          () => (creatingPatient ? void duplicates.guard(submitSave) : submitSave()),
          () => toast.error(t('appointments.form.fixErrors')),
        )}
      >
        <Card title={t('appointments.form.patientSection')}>
          {appointment ? (
            <p>
              <strong>{appointment.patient.fullName}</strong> · {appointment.patient.code} ·{' '}
              {appointment.patient.phone}
            </p>
          ) : (
            <div className={patientStyles.stack}>
              <RadioGroup<'existing' | 'new'>
                aria-label={t('appointments.form.patientMode')}
                orientation="horizontal"
                value={mode}
                onChange={(next) => {
                  form.setValue('mode', next);
                  form.clearErrors();
                }}
                options={[
                  { value: 'existing', label: t('appointments.form.existingPatient') },
                  { value: 'new', label: t('appointments.form.newPatient') },
                ]}
              />
              {mode === 'existing' ? (
                <FormField label={t('appointments.field.patient')} required error={errors.patient}>
                  <Combobox<number>
                    options={patientOptions}
                    value={patient?.id ?? null}
                    filter={false}
                    loading={patients.isFetching}
                    placeholder={t('appointments.form.pickPatient')}
                    onInputChange={setPatientText}
                    onChange={(id) => choosePatient(patientRows.find((p) => p.id === id) ?? null)}
                    disabled={busy}
                  />
                </FormField>
              ) : (
                <div className={patientStyles.grid}>
                  {(duplicates.matches.length > 0 || duplicates.shared.length > 0) && (
                    <DuplicatePatients
                      className={patientStyles.wide}
                      matches={duplicates.matches}
                      shared={duplicates.shared}
                      actionLabel={t('patients.duplicates.use')}
                      onPick={pickExisting}
                    />
                  )}
                  <FormField label={t('appointments.form.fullName')} required error={errors.fullName}>
                    <Input maxLength={200} {...form.register('patient.fullName')} />
                  </FormField>
                  <FormField label={t('appointments.form.gender')} required error={errors.gender}>
                    <Controller
                      control={form.control}
                      name="patient.gender"
                      render={({ field }) => (
                        <Select
                          value={field.value ?? ''}
                          onChange={(e) =>
                            field.onChange(e.target.value === '' ? null : (Number(e.target.value) as 0 | 1))
                          }
                          onBlur={field.onBlur}
                          ref={field.ref}
                          options={[
                            { value: '', label: '' },
                            ...genderOptions.map((o) => ({ value: o.value, label: t(o.labelKey) })),
                          ]}
                        />
                      )}
                    />
                  </FormField>
                  <FormField label={t('appointments.form.phone')} required error={errors.phone}>
                    <Input inputMode="tel" maxLength={15} {...form.register('patient.phone')} />
                  </FormField>
                  <FormField label={t('appointments.form.yearOfBirth')} error={errors.yearOfBirth}>
                    <Controller
                      control={form.control}
                      name="patient.yearOfBirth"
                      render={({ field }) => (
                        <NumberInput
                          value={field.value}
                          onChange={field.onChange}
                          inputMode="numeric"
                          maxLength={4}
                        />
                      )}
                    />
                  </FormField>
                </div>
              )}
            </div>
          )}
        </Card>

        <Card title={t('appointments.form.scheduleSection')}>
          <div className={patientStyles.stack}>
            {!editing && (
              <Switch
                label={t('appointments.form.walkIn')}
                description={t('appointments.form.walkInText')}
                {...form.register('notReserved')}
              />
            )}
            <div className={patientStyles.grid}>
              <FormField label={t('appointments.field.specialty')}>
                <Select
                  value={specialtyId ?? ''}
                  onChange={(e) => {
                    const next = e.target.value === '' ? null : Number(e.target.value);
                    setSpecialtyId(next);
                    if (doctor && next !== null && !doctor.specialtyIds.includes(next)) chooseDoctor(null);
                    clearSlot();
                  }}
                  options={[
                    { value: '', label: t('appointments.form.anySpecialty') },
                    ...clinic.specialties.map((s) => ({ value: s.id, label: s.name })),
                  ]}
                />
              </FormField>
              <FormField
                label={t('appointments.field.doctor')}
                required={specialtyId === null}
                error={errors.doctorId}
              >
                <Combobox<number>
                  options={doctors.map((d) => ({ value: d.id, label: d.name }))}
                  value={pickedDoctorId}
                  onChange={chooseDoctor}
                  placeholder={
                    specialtyId === null
                      ? t('appointments.form.pickDoctor')
                      : t('appointments.form.anyDoctor')
                  }
                />
              </FormField>
              <FormField label={t('appointments.field.location')} required error={errors.locationId}>
                <Select
                  value={locationId ?? ''}
                  onChange={(e) => {
                    form.setValue('locationId', e.target.value === '' ? undefined : Number(e.target.value));
                    clearSlot();
                  }}
                  options={[
                    { value: '', label: t('appointments.form.pickLocation') },
                    ...locations.map((l) => ({ value: l.id, label: l.name })),
                  ]}
                />
              </FormField>
              {!walkIn && (
                <FormField label={t('appointments.field.date')} required>
                  <DatePicker
                    value={date ?? null}
                    min={todayIn(timeZone)}
                    onChange={(next) => {
                      form.setValue('date', next ?? undefined);
                      clearSlot();
                    }}
                  />
                </FormField>
              )}
            </div>
            {!walkIn && (
              <FormField label={t('appointments.field.slot')} required error={errors.slot}>
                <div>
                  {slotsBody === null ? (
                    <p className={patientStyles.muted}>{t('appointments.form.pickFirst')}</p>
                  ) : slots.isPending ? (
                    <p className={patientStyles.muted}>{t('appointments.form.loadingSlots')}</p>
                  ) : slots.isError ? (
                    <p className={patientStyles.muted}>{errorText(slots.error)}</p>
                  ) : (slots.data ?? []).length === 0 ? (
                    <p className={patientStyles.muted}>{t('appointments.form.noSlots')}</p>
                  ) : (
                    <div className={styles.slots}>
                      {(slots.data ?? []).map((s) => {
                        const chosen = slot !== null && slotKey(slot) === slotKey(s);
                        const full = s.availability === SlotAvailability.Full && !chosen;
                        return (
                          <button
                            key={slotKey(s)}
                            type="button"
                            className={styles.slot}
                            aria-pressed={chosen}
                            disabled={full}
                            onClick={() => {
                              form.setValue('doctorId', s.doctorId);
                              form.setValue('time', s.time);
                              form.clearErrors(['date', 'time']);
                            }}
                          >
                            <span className={styles.slotTime}>{s.time}</span>
                            {pickedDoctorId === null && (
                              <span className={styles.sub}>{doctorName(s.doctorId)}</span>
                            )}
                            <span className={styles.sub}>{slotLabel(s)}</span>
                            {s.availability === SlotAvailability.NotApproved && (
                              <span className={styles.slotPending}>
                                {t('appointments.form.slotNotApproved')}
                              </span>
                            )}
                          </button>
                        );
                      })}
                    </div>
                  )}
                </div>
              </FormField>
            )}
          </div>
        </Card>

        <Card title={t('appointments.form.moreSection')}>
          <div className={patientStyles.stack}>
            <FormField label={t('appointments.field.symptom')}>
              <Controller
                control={form.control}
                name="symptom"
                render={({ field }) => (
                  <SymptomInput
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    suggestions={symptomSuggestions}
                    maxLength={2000}
                    placeholder={t('appointments.form.symptomPlaceholder')}
                  />
                )}
              />
            </FormField>
            <FormField label={t('appointments.field.note')}>
              <Textarea rows={2} maxLength={2000} {...form.register('note')} />
            </FormField>
          </div>
        </Card>

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
