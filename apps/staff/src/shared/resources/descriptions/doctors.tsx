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
import { contractForm } from '../contractForm';
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

/** A new doctor's booking settings: 15-minute appointments, one a slot, bookable online, with no wait. */
const newDoctor = {
  timePerAppointmentInMinutes: 15,
  waitingTime: 0,
  isVisibleForBooking: true,
  numberOfAppointmentsPerSlot: 1,
} satisfies Partial<DoctorInput>;

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
  ...contractForm<Doctor, DoctorInput>(formOfContract(doctorInput), {
    labels: 'resources.doctors',
    order: [
      'avatarFileId',
      'name',
      'doctorCode',
      'room',
      'yearsOfExperience',
      'timePerAppointmentInMinutes',
      'waitingTime',
      'numberOfAppointmentsPerSlot',
      'specialtyIds',
      'isVisibleForBooking',
      'isAutoApproveAppointment',
      'introduction',
      'workExperience',
      'certificates',
      // What the national e-prescription system needs of the prescriber.
      'practisingCertificate',
      'nationalPrescriberCode',
    ],
    fields: {
      avatarFileId: { kind: 'custom', render: (props) => <DoctorAvatar {...props} /> },
      room: { hintKey: 'resources.doctors.roomHint', maxLength: DOCTOR_ROOM_MAX },
      specialtyIds: { kind: 'custom', render: (props) => <DoctorLinks {...props} /> },
      isVisibleForBooking: { hintKey: 'resources.doctors.isVisibleForBookingHint' },
      isAutoApproveAppointment: { hintKey: 'resources.doctors.isAutoApproveAppointmentHint' },
      introduction: { kind: 'textarea' },
      workExperience: { kind: 'textarea' },
      certificates: { kind: 'textarea' },
      practisingCertificate: { maxLength: 50 },
      nationalPrescriberCode: { hintKey: 'resources.doctors.nationalPrescriberCodeHint', maxLength: 50 },
    },
    // DoctorLinks draws the locations beside the specialties; the linked account has no input: it goes back as loaded.
    hide: ['locationIds', 'userId'],
    start: newDoctor,
    fromRow: {
      specialtyIds: (d) => d.specialties.map((s) => s.id),
      locationIds: (d) => d.locations.map((l) => l.id),
    },
  }),
};
