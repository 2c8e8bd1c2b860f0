import type { Doctor, DoctorInput } from '@clinic/api-client';
import { DOCTOR_ROOM_MAX, ScreenId } from '@clinic/domain';
import { doctorInput } from '@clinic/domain/contracts';
import { AvatarUpload, FormField, useT } from '@clinic/ui';
import { Controller, useWatch } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { uploader } from '../../../app/uploader';
import { clinicState } from '../../../state/clinic';
import { formOfContract } from '../../forms/forms';
import { CheckList } from '../CheckList';
import { fieldError } from '../fieldError';
import * as styles from '../resources.css';
import type { FieldSectionProps, ResourceDescription } from '../types';
import { createdAtColumn } from './common';

/** Specialties and locations of a doctor, picked from the clinic's enabled ones (the session's clinic data). */
function DoctorLinks(props: FieldSectionProps) {
  const clinic = useSnapshot(clinicState);
  return (
    <div className={styles.form}>
      <CheckList
        {...props}
        name="specialtyIds"
        labelKey="resources.doctors.specialties"
        emptyKey="resources.doctors.noSpecialties"
        options={clinic.specialties}
      />
      <CheckList
        {...props}
        name="locationIds"
        labelKey="resources.doctors.locations"
        emptyKey="resources.doctors.noLocations"
        options={clinic.locations}
      />
    </div>
  );
}

/** The doctor's picture (booking pages and the queue show it); the initials of the typed name until one is set. */
function DoctorAvatar({ control, errors, disabled }: FieldSectionProps) {
  const { t } = useT();
  const name: unknown = useWatch({ control, name: 'name' });
  return (
    <FormField label={t('resources.doctors.avatar')} error={fieldError(errors, 'avatarFileId')}>
      <Controller
        control={control}
        name="avatarFileId"
        render={({ field }) => (
          <AvatarUpload
            value={typeof field.value === 'number' ? field.value : null}
            onChange={field.onChange}
            uploader={uploader}
            name={typeof name === 'string' ? name : ''}
            disabled={disabled}
          />
        )}
      />
    </FormField>
  );
}

const names = (refs: readonly { name: string }[]) => refs.map((r) => r.name).join(', ');

export const doctors: ResourceDescription<Doctor, DoctorInput> = {
  name: 'doctors',
  screenId: ScreenId.Doctors,
  titleKey: 'screen.doctors',
  thingKey: 'resources.doctors.thing',
  deleteNeedsName: true,
  formSize: 'lg',
  columns: [
    { key: 'name', labelKey: 'resources.doctors.name', sortable: true },
    { key: 'doctorCode', labelKey: 'resources.doctors.doctorCode', sortable: true },
    { key: 'specialties', labelKey: 'resources.doctors.specialties', cell: (d) => names(d.specialties) },
    {
      key: 'locations',
      labelKey: 'resources.doctors.locations',
      cell: (d) => names(d.locations),
      hideBelow: 'desktop',
    },
    {
      key: 'yearsOfExperience',
      labelKey: 'resources.doctors.yearsOfExperience',
      sortable: true,
      align: 'end',
      cell: (d) => d.yearsOfExperience ?? '',
      hideBelow: 'tablet',
    },
    createdAtColumn(),
  ],
  fields: [
    { name: 'avatarFileId', kind: 'custom', render: (props) => <DoctorAvatar {...props} /> },
    { name: 'name', labelKey: 'resources.doctors.name', kind: 'text', required: true },
    { name: 'doctorCode', labelKey: 'resources.doctors.doctorCode', kind: 'text', required: true },
    {
      name: 'room',
      labelKey: 'resources.doctors.room',
      hintKey: 'resources.doctors.roomHint',
      kind: 'text',
      maxLength: DOCTOR_ROOM_MAX,
    },
    {
      name: 'yearsOfExperience',
      labelKey: 'resources.doctors.yearsOfExperience',
      kind: 'number',
      min: 0,
      max: 80,
    },
    {
      name: 'timePerAppointmentInMinutes',
      labelKey: 'resources.doctors.timePerAppointmentInMinutes',
      kind: 'number',
      required: true,
      min: 5,
      max: 480,
    },
    {
      name: 'waitingTime',
      labelKey: 'resources.doctors.waitingTime',
      kind: 'number',
      required: true,
      min: 0,
      max: 240,
    },
    {
      name: 'numberOfAppointmentsPerSlot',
      labelKey: 'resources.doctors.numberOfAppointmentsPerSlot',
      kind: 'number',
      required: true,
      min: 1,
      max: 50,
    },
    { name: 'specialtyIds', kind: 'custom', render: (props) => <DoctorLinks {...props} /> },
    {
      name: 'isVisibleForBooking',
      labelKey: 'resources.doctors.isVisibleForBooking',
      hintKey: 'resources.doctors.isVisibleForBookingHint',
      kind: 'switch',
    },
    {
      name: 'isAutoApproveAppointment',
      labelKey: 'resources.doctors.isAutoApproveAppointment',
      hintKey: 'resources.doctors.isAutoApproveAppointmentHint',
      kind: 'switch',
    },
    { name: 'introduction', labelKey: 'resources.doctors.introduction', kind: 'textarea' },
    { name: 'workExperience', labelKey: 'resources.doctors.workExperience', kind: 'textarea' },
    { name: 'certificates', labelKey: 'resources.doctors.certificates', kind: 'textarea' },
    // What the national e-prescription system needs of the prescriber.
    {
      name: 'practisingCertificate',
      labelKey: 'resources.doctors.practisingCertificate',
      kind: 'text',
      maxLength: 50,
    },
    {
      name: 'nationalPrescriberCode',
      labelKey: 'resources.doctors.nationalPrescriberCode',
      hintKey: 'resources.doctors.nationalPrescriberCodeHint',
      kind: 'text',
      maxLength: 50,
    },
  ],
  schema: formOfContract(doctorInput),
  toInput: (d) => ({
    name: d.name,
    doctorCode: d.doctorCode,
    yearsOfExperience: d.yearsOfExperience,
    introduction: d.introduction,
    workExperience: d.workExperience,
    certificates: d.certificates,
    practisingCertificate: d.practisingCertificate,
    nationalPrescriberCode: d.nationalPrescriberCode,
    room: d.room ?? null,
    timePerAppointmentInMinutes: d.timePerAppointmentInMinutes,
    waitingTime: d.waitingTime,
    isVisibleForBooking: d.isVisibleForBooking,
    isAutoApproveAppointment: d.isAutoApproveAppointment,
    numberOfAppointmentsPerSlot: d.numberOfAppointmentsPerSlot,
    specialtyIds: d.specialties.map((s) => s.id),
    locationIds: d.locations.map((l) => l.id),
    userId: d.userId,
    avatarFileId: d.avatarFileId,
  }),
  emptyInput: {
    name: '',
    doctorCode: '',
    yearsOfExperience: null,
    introduction: null,
    workExperience: null,
    certificates: null,
    practisingCertificate: null,
    nationalPrescriberCode: null,
    room: null,
    timePerAppointmentInMinutes: 15,
    waitingTime: 0,
    isVisibleForBooking: true,
    isAutoApproveAppointment: false,
    numberOfAppointmentsPerSlot: 1,
    specialtyIds: [],
    locationIds: [],
    userId: null,
    avatarFileId: null,
  },
};
