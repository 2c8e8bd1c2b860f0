import type { ScheduleSlotsBody } from '@clinic/api-client';
import { Card, Combobox, DatePicker, FormField, Select, Switch, useT } from '@clinic/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useClinicTimeZone } from '../../app/clinicTime';
import { clinicState } from '../../state/clinic';
import * as patientStyles from '../patients/patients.css';
import { todayIn } from '../schedules/calendar';
import type { AppointmentFieldErrors, AppointmentFormApi, AppointmentFormValues } from './appointmentForm';
import { useScheduleSlots } from './queries';
import { SlotField } from './SlotField';

/**
 * When and with whom: a walk-in now, or a slot of the day. The doctor may be picked, or left to any doctor of a
 * specialty; the places offered are the doctors' own.
 */
export function ScheduleSection({
  form,
  values,
  errors,
  editing,
  initialDoctorId,
}: {
  form: AppointmentFormApi;
  values: AppointmentFormValues;
  errors: AppointmentFieldErrors;
  editing: boolean;
  initialDoctorId: number | null;
}) {
  const { t } = useT();
  const clinic = useSnapshot(clinicState);
  const timeZone = useClinicTimeZone();
  const { doctorId, locationId, date, notReserved: walkIn } = values;
  const slot = values.time !== undefined && doctorId !== undefined ? { doctorId, time: values.time } : null;
  const [specialtyId, setSpecialtyId] = useState<number | null>(null);
  /** The doctor picked (or none, for any doctor of the specialty); the booked one is the slot's. */
  const [pickedDoctorId, setPickedDoctorId] = useState<number | null>(initialDoctorId);

  const doctors = clinic.doctors.filter((d) => specialtyId === null || d.specialtyIds.includes(specialtyId));
  const doctor = clinic.doctors.find((d) => d.id === pickedDoctorId);
  const allowedLocationIds = new Set(doctor ? doctor.locationIds : doctors.flatMap((d) => d.locationIds));
  const locations = clinic.locations.filter((l) => allowedLocationIds.has(l.id));

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

  return (
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
                specialtyId === null ? t('appointments.form.pickDoctor') : t('appointments.form.anyDoctor')
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
          <SlotField
            slots={slots}
            asked={slotsBody !== null}
            chosen={slot}
            showDoctor={pickedDoctorId === null}
            error={errors.slot}
            onPick={(s) => {
              form.setValue('doctorId', s.doctorId);
              form.setValue('time', s.time);
              form.clearErrors(['date', 'time']);
            }}
          />
        )}
      </div>
    </Card>
  );
}
