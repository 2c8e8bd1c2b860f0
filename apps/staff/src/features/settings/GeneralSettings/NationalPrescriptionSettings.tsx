import type { GeneralSettings as Settings } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { settingsInput } from '@clinic/domain/contracts';
import { Button, ConfirmDialog, FormField, Input, PasswordInput, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../../app/session';
import { pageStyles } from '../../../app/shell/Page';
import { serverFieldErrors } from '../../../shared/forms/forms';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { FormMessage } from '../../auth/AuthLayout';
import { loadedBody } from './BankTransferSettings';
import * as styles from './GeneralSettings.css';

type Field = 'facilityCode' | 'username' | 'password';
type Account = NonNullable<Parameters<typeof api.clinics.updateGeneralSettings>[0]['nationalPrescription']>;

/** The contract's account (`{ facilityCode, username, password? }`), checked here before it is sent. */
const accountSchema = settingsInput.shape.nationalPrescription.unwrap().unwrap();

/**
 * The clinic's account at the national e-prescription system, the owner's alone. The password is
 * write-only: the server never answers it, so a stored one shows as "saved", a blank field keeps it and typing
 * replaces it. The card sends the account only when it changed (the other cards leave it out, so saving them never
 * touches it); removing it asks first.
 */
export function NationalPrescriptionSettings({ settings }: { settings: Settings }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const stored = settings.nationalPrescription;
  const [facilityCode, setFacilityCode] = useState(stored?.facilityCode ?? '');
  const [username, setUsername] = useState(stored?.username ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirmRemove, setConfirmRemove] = useState(false);
  const changed =
    facilityCode !== (stored?.facilityCode ?? '') || username !== (stored?.username ?? '') || password !== '';

  const save = useMutation({
    mutationFn: (account: Account | null) =>
      api.clinics.updateGeneralSettings(
        { ...loadedBody(settings), nationalPrescription: account },
        { screenId: ScreenId.GeneralSettings },
      ),
    onSuccess: (saved, account) => {
      queryClient.setQueryData(['clinics', 'general-settings'], saved);
      setPassword('');
      if (account === null) {
        setFacilityCode('');
        setUsername('');
      }
      toast.success(
        t(account ? 'prescriptions.national.settings.saved' : 'prescriptions.national.settings.removed'),
      );
    },
  });
  const serverError = (field: Field) =>
    serverFieldErrors(save.error).find((f) => f.path === `body.nationalPrescription.${field}`)?.text;

  /** Checks the account by the contract; a new account needs a password, a stored one keeps its own. */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountSchema.safeParse({
      facilityCode,
      username,
      ...(password ? { password } : {}),
    });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (!password && !stored?.hasPassword) found.password ??= 'formError.required';
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) save.mutate(parsed.data);
  };

  return (
    <>
      <form className={pageStyles.form} noValidate aria-labelledby="national-rx-title" onSubmit={submit}>
        <fieldset className={styles.fieldset} disabled={save.isPending}>
          <h2 id="national-rx-title" className={styles.sectionTitle}>
            {t('prescriptions.national.settings.title')}
          </h2>
          <p className={styles.note}>{t('prescriptions.national.settings.text')}</p>
          <p className={styles.note} data-testid="national-destination">
            {settings.nationalSystem.standIn
              ? t('prescriptions.national.settings.standIn')
              : t('prescriptions.national.settings.destination', { url: settings.nationalSystem.url })}
          </p>
          {!stored && <p className={styles.note}>{t('prescriptions.national.settings.notSet')}</p>}
          <div className={styles.numbers}>
            <FormField
              label={t('prescriptions.national.settings.facilityCode')}
              hint={t('prescriptions.national.settings.facilityCodeHint')}
              required
              error={errors.facilityCode ?? serverError('facilityCode')}
            >
              <Input
                value={facilityCode}
                maxLength={5}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setFacilityCode(event.target.value.toUpperCase().trim())}
              />
            </FormField>
            <FormField
              label={t('prescriptions.national.settings.username')}
              required
              error={errors.username ?? serverError('username')}
            >
              <Input
                value={username}
                autoComplete="off"
                onChange={(event) => setUsername(event.target.value)}
              />
            </FormField>
            <FormField
              label={t('prescriptions.national.settings.password')}
              required={!stored?.hasPassword}
              hint={stored?.hasPassword ? t('prescriptions.national.settings.passwordSaved') : undefined}
              error={errors.password ?? serverError('password')}
            >
              <PasswordInput
                value={password}
                autoComplete="new-password"
                placeholder={stored?.hasPassword ? '••••••••' : undefined}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
          </div>
        </fieldset>
        <FormMessage text={save.isError ? errorText(save.error) : undefined} />
        <div className={pageStyles.actions}>
          {stored && (
            <Button variant="secondary" disabled={save.isPending} onClick={() => setConfirmRemove(true)}>
              {t('prescriptions.national.settings.remove')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            {t('staff.form.save')}
          </Button>
        </div>
      </form>
      {/* Outside the form: the dialog's own submit would bubble (through its portal) into the account's. */}
      <ConfirmDialog
        open={confirmRemove}
        title={t('prescriptions.national.settings.removeTitle')}
        message={t('prescriptions.national.settings.removeText')}
        confirmLabel={t('prescriptions.national.settings.remove')}
        variant="danger"
        onConfirm={() => {
          setConfirmRemove(false);
          setErrors({});
          save.mutate(null);
        }}
        onCancel={() => setConfirmRemove(false)}
      />
    </>
  );
}
