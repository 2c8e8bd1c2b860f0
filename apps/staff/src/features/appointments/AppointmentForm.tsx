import type { AppointmentItem, PatientListItem, ScheduleSlot, ScheduleSlotsBody } from '@clinic/api-client';
import {
  blankToNull,
  genderOptions,
  type PatientInput,
  patientInput,
  SlotAvailability,
} from '@clinic/domain';
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
  Textarea,
  toast,
  useT,
} from '@clinic/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useClinicTimeZone } from '../../app/clinicTime';
import { Page } from '../../app/shell/Page';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { useDebounced } from '../../shared/resources/useDebounced';
import { clinicState } from '../../state/clinic';
import { DuplicatePatients, useDuplicatePatients } from '../patients/duplicates';
import * as patientStyles from '../patients/patients.css';
import { todayIn } from '../schedules/calendar';
import * as styles from './appointments.css';
import { useSaveAppointment } from './mutations';
import { findDuplicatePatients, useAppointment, usePatientSearch, useScheduleSlots } from './queries';

/** '/new' and '/:id/edit': loads the appointment being edited, then shows the form. */
export function AppointmentFormPage({ id }: { id?: number }) {
  const { t } = useT();
  const appointment = useAppointment(id);
  if (id !== undefined && appointment.isPending) return <Spinner fullHeight={false} />;
  if (id !== undefined && !appointment.data)
    return <EmptyState icon="alert" title={t('appointments.details.notFound')} />;
  return <AppointmentForm key={id ?? 'new'} appointment={appointment.data} />;
}

type Errors = Partial<Record<string, string>>;
const newPatientFields = ['fullName', 'gender', 'phone', 'yearOfBirth'] as const;

/** The server's field errors (`body.patient.phone`, `body.time` …) on the form's own field names. */
function serverFieldErrors(error: unknown): Errors {
  const fields =
    (error as { body?: { fields?: { path: string; messageId: string }[] } } | null)?.body?.fields ?? [];
  const out: Errors = {};
  for (const f of fields) {
    const name = f.path.replace(/^body\.(patient\.)?/, '');
    out[name === 'time' || name === 'date' ? 'slot' : name] = f.messageId;
  }
  return out;
}

const slotKey = (s: { doctorId: number; time: string }) => `${s.doctorId}@${s.time}`;

export function AppointmentForm({ appointment }: { appointment?: AppointmentItem | undefined }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const [, navigate] = useLocation();
  const clinic = useSnapshot(clinicState);
  const timeZone = useClinicTimeZone();
  const editing = appointment !== undefined;

  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [patient, setPatient] = useState<PatientListItem | null>(null);
  const [patientText, setPatientText] = useState('');
  const [fullName, setFullName] = useState('');
  const [gender, setGender] = useState<0 | 1 | null>(null);
  const [phone, setPhone] = useState('');
  const [yearOfBirth, setYearOfBirth] = useState<number | null>(null);
  const [specialtyId, setSpecialtyId] = useState<number | null>(null);
  const [doctorId, setDoctorId] = useState<number | null>(appointment?.doctorId ?? null);
  const [locationId, setLocationId] = useState<number | null>(appointment?.locationId ?? null);
  const [date, setDate] = useState<string | null>(appointment?.date ?? todayIn(timeZone));
  const [slot, setSlot] = useState<{ doctorId: number; time: string } | null>(
    appointment ? { doctorId: appointment.doctorId, time: appointment.time } : null,
  );
  const [symptom, setSymptom] = useState(appointment?.symptom ?? '');
  const [note, setNote] = useState(appointment?.note ?? '');
  const [walkIn, setWalkIn] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const creatingPatient = !editing && mode === 'new';
  const duplicates = useDuplicatePatients(
    findDuplicatePatients,
    creatingPatient ? fullName : '',
    creatingPatient ? phone : '',
  );
  const pickExisting = (existing: PatientListItem) => {
    setMode('existing');
    setPatient(existing);
    setErrors({});
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
  const doctor = clinic.doctors.find((d) => d.id === doctorId);
  const allowedLocationIds = new Set(doctor ? doctor.locationIds : doctors.flatMap((d) => d.locationIds));
  const locations = clinic.locations.filter((l) => allowedLocationIds.has(l.id));
  const doctorName = (id: number) => clinic.doctors.find((d) => d.id === id)?.name ?? `#${id}`;

  const slotsBody: ScheduleSlotsBody | null =
    locationId !== null && date !== null && (doctorId !== null || specialtyId !== null)
      ? doctorId !== null
        ? { doctorId, locationId, date }
        : { specialtyId: specialtyId as number, locationId, date }
      : null;
  const slots = useScheduleSlots(slotsBody, !walkIn);

  const clearSlot = () => setSlot(null);
  const chooseDoctor = (id: number | null) => {
    setDoctorId(id);
    clearSlot();
    const next = clinic.doctors.find((d) => d.id === id);
    if (next && locationId !== null && !next.locationIds.includes(locationId)) setLocationId(null);
    if (next?.locationIds.length === 1) setLocationId(next.locationIds[0] ?? null);
  };

  const save = useSaveAppointment();
  const saveInput = () => {
    const texts = { symptom: blankToNull(symptom.trim()), note: blankToNull(note.trim()) };
    const chosenDoctor = slot?.doctorId ?? doctorId;
    if (appointment)
      return {
        id: appointment.id,
        body: {
          doctorId: chosenDoctor as number,
          locationId: locationId as number,
          date: date as string,
          time: slot?.time as string,
          ...texts,
        },
      };
    const who: { clinicPatientId: number } | { patient: PatientInput } =
      mode === 'existing'
        ? { clinicPatientId: patient?.id as number }
        : { patient: { fullName, gender: gender as 0 | 1, phone, yearOfBirth } as PatientInput };
    return {
      body: {
        ...who,
        doctorId: chosenDoctor as number,
        locationId: locationId as number,
        ...(walkIn ? { notReserved: true } : { date: date as string, time: slot?.time as string }),
        ...texts,
      },
    };
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
        const found = serverFieldErrors(error);
        setErrors(found);
        // A rule of the booking (slot taken, twice in a slot, too many, too soon) is a message, not a field.
        toast.error(errorText(error) ?? '');
      },
    });

  const validate = (): boolean => {
    const found: Errors = {};
    if (!editing && mode === 'existing' && !patient) found.patient = 'formError.required';
    if (!editing && mode === 'new') {
      const parsed = patientInput.safeParse({
        fullName,
        gender,
        phone,
        yearOfBirth: yearOfBirth ?? undefined,
      });
      if (!parsed.success)
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0]);
          if ((newPatientFields as readonly string[]).includes(name) && !found[name])
            found[name] = issue.message;
        }
    }
    if (doctorId === null && !(slot && specialtyId !== null)) found.doctorId = 'formError.required';
    if (locationId === null) found.locationId = 'formError.required';
    if (!walkIn) {
      if (date === null) found.slot = 'formError.required';
      else if (!slot) found.slot = 'appointments.form.slotRequired';
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

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
        onSubmit={(event) => {
          event.preventDefault();
          if (!validate()) toast.error(t('appointments.form.fixErrors'));
          else if (creatingPatient) void duplicates.guard(submitSave);
          else submitSave();
        }}
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
                  setMode(next);
                  setErrors({});
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
                    onChange={(id) => setPatient(patientRows.find((p) => p.id === id) ?? null)}
                    disabled={busy}
                  />
                </FormField>
              ) : (
                <div className={patientStyles.grid}>
                  {duplicates.matches.length > 0 && (
                    <DuplicatePatients
                      className={patientStyles.wide}
                      matches={duplicates.matches}
                      actionLabel={t('patients.duplicates.use')}
                      onPick={pickExisting}
                    />
                  )}
                  <FormField label={t('appointments.form.fullName')} required error={errors.fullName}>
                    <Input value={fullName} maxLength={200} onChange={(e) => setFullName(e.target.value)} />
                  </FormField>
                  <FormField label={t('appointments.form.gender')} required error={errors.gender}>
                    <Select
                      value={gender ?? ''}
                      onChange={(e) =>
                        setGender(e.target.value === '' ? null : (Number(e.target.value) as 0 | 1))
                      }
                      options={[
                        { value: '', label: '' },
                        ...genderOptions.map((o) => ({ value: o.value, label: t(o.labelKey) })),
                      ]}
                    />
                  </FormField>
                  <FormField label={t('appointments.form.phone')} required error={errors.phone}>
                    <Input
                      value={phone}
                      inputMode="tel"
                      maxLength={15}
                      onChange={(e) => setPhone(e.target.value)}
                    />
                  </FormField>
                  <FormField label={t('appointments.form.yearOfBirth')} error={errors.yearOfBirth}>
                    <NumberInput
                      value={yearOfBirth}
                      onChange={setYearOfBirth}
                      inputMode="numeric"
                      maxLength={4}
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
                checked={walkIn}
                onChange={(e) => setWalkIn(e.target.checked)}
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
                  value={doctorId}
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
                    setLocationId(e.target.value === '' ? null : Number(e.target.value));
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
                    value={date}
                    min={todayIn(timeZone)}
                    onChange={(next) => {
                      setDate(next);
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
                              setSlot({ doctorId: s.doctorId, time: s.time });
                              setErrors((e) => ({ ...e, slot: undefined }));
                            }}
                          >
                            <span className={styles.slotTime}>{s.time}</span>
                            {doctorId === null && (
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
              <Textarea
                value={symptom}
                rows={2}
                maxLength={2000}
                placeholder={t('appointments.form.symptomPlaceholder')}
                onChange={(e) => setSymptom(e.target.value)}
              />
            </FormField>
            <FormField label={t('appointments.field.note')}>
              <Textarea value={note} rows={2} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
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
