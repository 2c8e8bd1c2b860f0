import { ApiError, type Employee } from '@clinic/api-client';
import { errors, ScreenId } from '@clinic/domain';
import { Button, Combobox, ConfirmDialog, FormField, PasswordInput, toast, useT } from '@clinic/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, loadUserDetails } from '../../../app/session';
import { pageStyles } from '../../../app/shell/Page';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { employees } from '../../../shared/resources/clients';
import { FormMessage } from '../../auth/AuthLayout';
import * as styles from './GeneralSettings.css';

const call = { screenId: ScreenId.GeneralSettings };

/** Who may take the clinic: another enabled user who has activated their account (the API refuses anyone else). */
const mayTakeOwnership = (e: Employee) => !e.isOwner && e.enabled && e.verified;

/**
 * The owner hands the clinic to another user (POST /clinics/change-owner), confirming with their own password. The
 * confirmation names the new owner and says what the old one keeps (an Admin: every screen) and loses. The server
 * ends the cached sessions of both, so the page loads its own session again at once: the card, the national
 * prescription account and every owner-only part disappear as the user is now an Admin.
 */
export function OwnershipTransfer() {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [userId, setUserId] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ userId?: string; password?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const candidates = useQuery({
    queryKey: ['employees', 'owner-candidates'],
    queryFn: () => employees.all({ enabled: true }, { screenId: ScreenId.Users }),
    select: (list) => list.filter(mayTakeOwnership),
  });
  const chosen = candidates.data?.find((e) => e.id === userId) ?? null;

  const transfer = useMutation({
    mutationFn: (body: { userId: number; password: string }) => api.clinics.changeOwner(body, call),
    onSuccess: async () => {
      const name = chosen?.fullName ?? '';
      setConfirming(false);
      setPassword('');
      toast.success(t('staff.settings.ownerTransfer.done', { name }));
      await queryClient.invalidateQueries({ queryKey: ['employees'] });
      // The former owner is an Admin from now on: the session's role and permissions load again.
      await loadUserDetails({ quiet: true }).catch(() => undefined);
    },
    onError: (error) => {
      setConfirming(false);
      if (error instanceof ApiError && error.code === errors.wrongPassword.code)
        setFieldErrors({ password: errorText(error) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof fieldErrors = {};
    if (userId === null) found.userId = 'formError.required';
    if (!password) found.password = 'formError.required';
    setFieldErrors(found);
    transfer.reset();
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const none = candidates.data !== undefined && candidates.data.length === 0;
  const passwordRefused = fieldErrors.password !== undefined && transfer.isError;
  return (
    <>
      <form className={pageStyles.form} noValidate aria-labelledby="owner-transfer-title" onSubmit={submit}>
        <h2 id="owner-transfer-title" className={styles.sectionTitle}>
          {t('staff.settings.ownerTransfer.title')}
        </h2>
        <p className={styles.note}>{t('staff.settings.ownerTransfer.text')}</p>
        {none ? (
          <p className={styles.note}>{t('staff.settings.ownerTransfer.noCandidate')}</p>
        ) : (
          <fieldset className={styles.fieldset} disabled={transfer.isPending}>
            <div className={styles.numbers}>
              <FormField
                label={t('staff.settings.ownerTransfer.newOwner')}
                required
                error={fieldErrors.userId}
              >
                <Combobox
                  options={(candidates.data ?? []).map((e) => ({
                    value: e.id,
                    label: e.fullName,
                    description: `${e.email} · ${e.roleName}`,
                  }))}
                  loading={candidates.isPending}
                  value={userId}
                  placeholder={t('staff.settings.ownerTransfer.newOwnerPlaceholder')}
                  onChange={(id) => {
                    setUserId(id);
                    setFieldErrors((shown) => ({ ...shown, userId: undefined }));
                  }}
                />
              </FormField>
              <FormField
                label={t('staff.settings.ownerTransfer.password')}
                hint={t('staff.settings.ownerTransfer.passwordHint')}
                required
                error={fieldErrors.password}
              >
                <PasswordInput
                  value={password}
                  autoComplete="current-password"
                  onChange={(event) => {
                    setPassword(event.target.value);
                    setFieldErrors((shown) => ({ ...shown, password: undefined }));
                  }}
                />
              </FormField>
            </div>
          </fieldset>
        )}
        <FormMessage text={transfer.isError && !passwordRefused ? errorText(transfer.error) : undefined} />
        {!none && (
          <div className={pageStyles.actions}>
            <Button type="submit" variant="danger" loading={transfer.isPending}>
              {t('staff.settings.ownerTransfer.submit')}
            </Button>
          </div>
        )}
      </form>
      <ConfirmDialog
        open={confirming && chosen !== null}
        variant="danger"
        title={t('staff.settings.ownerTransfer.confirmTitle', { name: chosen?.fullName ?? '' })}
        message={
          <>
            <p>
              {t('staff.settings.ownerTransfer.confirmBecomes', {
                name: chosen?.fullName ?? '',
                email: chosen?.email ?? '',
              })}
            </p>
            <p>{t('staff.settings.ownerTransfer.confirmKeeps')}</p>
            <p>{t('staff.settings.ownerTransfer.confirmLoses', { name: chosen?.fullName ?? '' })}</p>
          </>
        }
        confirmLabel={t('staff.settings.ownerTransfer.confirm', { name: chosen?.fullName ?? '' })}
        loading={transfer.isPending}
        onConfirm={() => chosen && transfer.mutate({ userId: chosen.id, password })}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
