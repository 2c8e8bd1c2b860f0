import { genderOptions } from '@clinic/domain';
import { AvatarUpload, Combobox, FormField, Input, RadioGroup, Select, useT } from '@clinic/ui';
import { Controller } from 'react-hook-form';
import { uploader } from '../../app/uploader';
import { BirthFields } from './BirthFields';
import type { BirthMode, PatientFormApi } from './patientForm';
import * as styles from './patients.css';
import { provinceOptions } from './provinceOptions';

/** Who the patient is: photo, name, gender, contact, birth, nationality and address. */
export function IdentityFields({
  form,
  birthMode,
  onBirthModeChange,
  disabled,
}: {
  form: PatientFormApi;
  birthMode: BirthMode;
  onBirthModeChange: (mode: BirthMode) => void;
  disabled: boolean;
}) {
  const { t } = useT();
  const { errors } = form.formState;
  const error = (name: keyof typeof errors) => errors[name]?.message as string | undefined;
  const fullName = form.watch('fullName');
  return (
    <div className={styles.identity}>
      <Controller
        control={form.control}
        name="avatarFileId"
        render={({ field }) => (
          <AvatarUpload
            value={typeof field.value === 'number' ? field.value : null}
            onChange={field.onChange}
            uploader={uploader}
            name={typeof fullName === 'string' ? fullName : undefined}
            disabled={disabled}
          />
        )}
      />
      <div className={styles.grid}>
        <FormField
          label={t('patients.field.fullName')}
          required
          error={error('fullName')}
          className={styles.wide}
        >
          <Input autoComplete="off" disabled={disabled} {...form.register('fullName')} />
        </FormField>
        <FormField label={t('patients.field.gender')} required error={error('gender')}>
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <RadioGroup<0 | 1>
                orientation="horizontal"
                value={field.value === 0 || field.value === 1 ? field.value : null}
                onChange={field.onChange}
                disabled={disabled}
                options={genderOptions.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
              />
            )}
          />
        </FormField>
        <FormField label={t('patients.field.phone')} required error={error('phone')}>
          <Input type="tel" autoComplete="off" disabled={disabled} {...form.register('phone')} />
        </FormField>
        <BirthFields form={form} mode={birthMode} onModeChange={onBirthModeChange} disabled={disabled} />
        <FormField label={t('patients.field.email')} error={error('email')}>
          <Input type="email" autoComplete="off" disabled={disabled} {...form.register('email')} />
        </FormField>
        <FormField label={t('patients.field.nationality')} error={error('nationality')}>
          <Controller
            control={form.control}
            name="nationality"
            render={({ field }) => (
              <Select
                value={String(field.value ?? 192)}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={disabled}
                options={[
                  { value: '192', label: t('patients.nationality.vietnam') },
                  { value: '0', label: t('patients.nationality.other') },
                ]}
              />
            )}
          />
        </FormField>
        <FormField label={t('patients.field.province')} error={error('provinceId')}>
          <Controller
            control={form.control}
            name="provinceId"
            render={({ field }) => (
              <Combobox<number>
                options={provinceOptions}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                disabled={disabled}
              />
            )}
          />
        </FormField>
        <FormField label={t('patients.field.address')} error={error('address')} className={styles.wide}>
          <Input autoComplete="off" disabled={disabled} {...form.register('address')} />
        </FormField>
        <FormField label={t('patients.field.citizenId')} error={error('citizenId')}>
          <Input
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
            disabled={disabled}
            {...form.register('citizenId')}
          />
        </FormField>
        <FormField
          label={t('patients.field.guardianName')}
          error={error('guardianName')}
          hint={t('patients.guardianHint')}
        >
          <Input autoComplete="off" disabled={disabled} {...form.register('guardianName')} />
        </FormField>
        <FormField label={t('patients.field.guardianCitizenId')} error={error('guardianCitizenId')}>
          <Input
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
            disabled={disabled}
            {...form.register('guardianCitizenId')}
          />
        </FormField>
      </div>
    </div>
  );
}
