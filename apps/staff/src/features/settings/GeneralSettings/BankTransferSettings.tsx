import type { GeneralSettings as Settings, UpdateGeneralSettingsRequest } from '@clinic/api-client';
import { banks, ScreenId } from '@clinic/domain';
import { Badge, Button, ConfirmDialog, FormField, Input, Select, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../app/session';
import { pageStyles } from '../../../app/shell/Page';
import { serverFieldErrors } from '../../../shared/forms/forms';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { FormMessage } from '../../auth/AuthLayout';
import * as styles from './GeneralSettings.css';

/** The whole settings body as loaded: the PUT replaces every field, and this card changes only the bank's. */
export const loadedBody = (s: Settings): UpdateGeneralSettingsRequest => ({
  clinicName: s.clinicName,
  phone: s.phone,
  email: s.email,
  address: s.address,
  timeZone: s.timeZone,
  allowBookingInDays: s.allowBookingInDays,
  allowBookingBeforeMinutes: s.allowBookingBeforeMinutes,
  allowCheckInLateAfterMinutes: s.allowCheckInLateAfterMinutes,
  enableCheckInSheet: s.enableCheckInSheet,
  nearExpiryDays: s.nearExpiryDays,
});

/** A new webhook key: 32 random bytes, base64url (43 visible characters). */
function newWebhookKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const bankOptions = [...banks]
  .sort((a, b) => a.shortName.localeCompare(b.shortName))
  .map((bank) => ({ value: bank.bin, label: `${bank.shortName} — ${bank.name}` }));

/**
 * The account patients transfer to by VietQR and the key the bank-notification service (SePay) signs its
 * calls with. The key is write-only: the server keeps its hash, so a new key is shown once, here, to be copied into
 * the service before saving.
 */
export function BankTransferSettings({ settings, canWrite }: { settings: Settings; canWrite: boolean }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [bin, setBin] = useState(settings.bank?.bin ?? '');
  const [accountNumber, setAccountNumber] = useState(settings.bank?.accountNumber ?? '');
  const [accountName, setAccountName] = useState(settings.bank?.accountName ?? '');
  /** undefined: keep the key as it is; a string: the new key; null: remove it. */
  const [key, setKey] = useState<string | null | undefined>(undefined);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const blank = !bin && !accountNumber.trim() && !accountName.trim();

  const save = useMutation({
    mutationFn: () =>
      api.clinics.updateGeneralSettings(
        {
          ...loadedBody(settings),
          bank: blank ? null : { bin, accountNumber, accountName },
          ...(key === undefined ? {} : { bankWebhookApiKey: key }),
        },
        { screenId: ScreenId.GeneralSettings },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(['clinics', 'general-settings'], saved);
      setKey(undefined);
      toast.success(t('staff.settings.saved'));
    },
  });
  const fieldError = (path: string) =>
    serverFieldErrors(save.error).find((field) => field.path === path)?.text;
  const keySet = key === undefined ? settings.hasBankWebhookKey : key !== null;

  return (
    <form
      className={pageStyles.form}
      noValidate
      aria-labelledby="bank-transfer-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset className={styles.fieldset} disabled={!canWrite || save.isPending}>
        <h2 id="bank-transfer-title" className={styles.sectionTitle}>
          {t('staff.settings.bank.title')}
        </h2>
        <p className={styles.note}>{t('staff.settings.bank.text')}</p>
        <div className={styles.numbers}>
          <FormField label={t('staff.settings.bank.bank')} error={fieldError('body.bank.bin')}>
            <Select
              value={bin}
              onChange={(event) => setBin(event.target.value)}
              options={[{ value: '', label: t('staff.settings.bank.none') }, ...bankOptions]}
            />
          </FormField>
          <FormField
            label={t('staff.settings.bank.accountNumber')}
            error={fieldError('body.bank.accountNumber')}
          >
            <Input value={accountNumber} onChange={(event) => setAccountNumber(event.target.value)} />
          </FormField>
          <FormField label={t('staff.settings.bank.accountName')} error={fieldError('body.bank.accountName')}>
            <Input value={accountName} onChange={(event) => setAccountName(event.target.value)} />
          </FormField>
        </div>
        <div className={styles.urlRow}>
          <span>{t('staff.settings.bank.webhookKey')}</span>
          <Badge tone={keySet ? 'success' : 'secondary'}>
            {t(keySet ? 'staff.settings.bank.keySet' : 'staff.settings.bank.keyNotSet')}
          </Badge>
          {canWrite && (
            <>
              <Button variant="secondary" size="sm" onClick={() => setKey(newWebhookKey())}>
                {t('staff.settings.bank.newKey')}
              </Button>
              {keySet && (
                <Button variant="secondary" size="sm" onClick={() => setConfirmRemove(true)}>
                  {t('staff.settings.bank.removeKey')}
                </Button>
              )}
            </>
          )}
        </div>
        {typeof key === 'string' && (
          <FormField
            label={t('staff.settings.bank.newKeyLabel')}
            hint={t('staff.settings.bank.newKeyHint')}
            error={fieldError('body.bankWebhookApiKey')}
          >
            <Input readOnly value={key} onFocus={(event) => event.currentTarget.select()} />
          </FormField>
        )}
      </fieldset>
      <FormMessage text={save.isError ? errorText(save.error) : undefined} />
      {canWrite && (
        <div className={pageStyles.actions}>
          <Button type="submit" loading={save.isPending}>
            {t('staff.form.save')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmRemove}
        title={t('staff.settings.bank.removeKeyTitle')}
        message={t('staff.settings.bank.removeKeyText')}
        confirmLabel={t('staff.settings.bank.removeKey')}
        variant="danger"
        onConfirm={() => {
          setKey(null);
          setConfirmRemove(false);
        }}
        onCancel={() => setConfirmRemove(false)}
      />
    </form>
  );
}
