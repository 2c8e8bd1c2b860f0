import type { GeneralSettings as Settings } from '@clinic/api-client';
import { PermissionLevel, RoleKind, ScreenId } from '@clinic/domain';
import { settingsInput } from '@clinic/domain/contracts';
import { useAbility } from '@clinic/permissions';
import { Button, Card, FormField, Input, NumberInput, Spinner, Switch, toast, useT } from '@clinic/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import type { z } from 'zod';
import { appUrl } from '../../../app/appUrl';
import { api } from '../../../app/session';
import { Page, pageStyles } from '../../../app/shell/Page';
import { applyServerFieldErrors, formOfContract, useZodForm } from '../../../shared/forms/forms';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { authState } from '../../../state/auth';
import { clinicState } from '../../../state/clinic';
import { FormMessage } from '../../auth/AuthLayout';
import { BankTransferSettings } from './BankTransferSettings';
import { BookingLink } from './BookingLink';
import { EInvoiceSettings } from './EInvoiceSettings';
import * as styles from './GeneralSettings.css';
import { NationalPrescriptionSettings } from './NationalPrescriptionSettings';
import { OwnershipTransfer } from './OwnershipTransfer';
import { PrintTemplates } from './PrintTemplates';

/** The API's own body but the time zone, which this screen does not set (it is sent back as loaded). */
const body = settingsInput.omit({ timeZone: true });
const schema = formOfContract(body);
type Values = z.input<typeof schema>;
const fields = Object.keys(body.shape);

const toForm = (s: Settings): Values => ({
  clinicName: s.clinicName,
  phone: s.phone ?? '',
  email: s.email ?? '',
  address: s.address ?? '',
  allowBookingInDays: s.allowBookingInDays,
  allowBookingBeforeMinutes: s.allowBookingBeforeMinutes,
  allowCheckInLateAfterMinutes: s.allowCheckInLateAfterMinutes,
  enableCheckInSheet: s.enableCheckInSheet,
  nearExpiryDays: s.nearExpiryDays,
});

/** Screen 1: the clinic's name and contacts, booking and check-in rules, and the booking link with its QR code. */
export default function GeneralSettings() {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const canWrite = useAbility().canScreen(ScreenId.GeneralSettings, PermissionLevel.Write);
  const isOwner = useSnapshot(authState).userData?.roleKind === RoleKind.Owner;
  const settings = useQuery({
    queryKey: ['clinics', 'general-settings'],
    queryFn: () => api.clinics.generalSettings({ screenId: ScreenId.GeneralSettings }),
  });
  const form = useZodForm(schema, { defaultValues: settings.data ? toForm(settings.data) : undefined });
  useEffect(() => {
    if (settings.data) form.reset(toForm(settings.data));
  }, [settings.data, form]);

  const save = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      api.clinics.updateGeneralSettings(
        { ...values, timeZone: settings.data!.timeZone },
        { screenId: ScreenId.GeneralSettings },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(['clinics', 'general-settings'], saved);
      Object.assign(clinicState, {
        clinicName: saved.clinicName,
        enableCheckInSheet: saved.enableCheckInSheet,
      });
      toast.success(t('staff.settings.saved'));
    },
    onError: (error) => applyServerFieldErrors(error, form.setError, fields),
  });

  if (!settings.data)
    return settings.isError ? <FormMessage text={errorText(settings.error)} /> : <Spinner />;
  const { errors } = form.formState;
  const number = (
    name:
      | 'allowBookingInDays'
      | 'allowBookingBeforeMinutes'
      | 'allowCheckInLateAfterMinutes'
      | 'nearExpiryDays',
  ) => (
    <FormField label={t(`staff.settings.${name}`)} required error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <NumberInput
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            min={0}
            ref={field.ref}
          />
        )}
      />
    </FormField>
  );

  return (
    <Page title={t('staff.settings.title')} text={t('staff.settings.text')}>
      <div className={pageStyles.stack}>
        <Card>
          <form
            className={pageStyles.form}
            noValidate
            onSubmit={form.handleSubmit((values) => save.mutate(values))}
          >
            {!canWrite && <p className={styles.note}>{t('staff.settings.readOnly')}</p>}
            <fieldset className={styles.fieldset} disabled={!canWrite}>
              <h2 className={styles.sectionTitle}>{t('staff.settings.clinicSection')}</h2>
              <FormField label={t('staff.auth.clinicName')} required error={errors.clinicName?.message}>
                <Input {...form.register('clinicName')} />
              </FormField>
              <div className={pageStyles.grid}>
                <FormField label={t('staff.auth.phone')} error={errors.phone?.message}>
                  <Input type="tel" {...form.register('phone')} />
                </FormField>
                <FormField label={t('staff.auth.email')} error={errors.email?.message}>
                  <Input type="email" {...form.register('email')} />
                </FormField>
              </div>
              <FormField label={t('staff.settings.address')} error={errors.address?.message}>
                <Input {...form.register('address')} />
              </FormField>
              <h2 className={styles.sectionTitle}>{t('staff.settings.bookingSection')}</h2>
              <div className={styles.numbers}>
                {number('allowBookingInDays')}
                {number('allowBookingBeforeMinutes')}
                {number('allowCheckInLateAfterMinutes')}
              </div>
              <Switch
                label={t('staff.settings.enableCheckInSheet')}
                description={t('staff.settings.enableCheckInSheetHint')}
                {...form.register('enableCheckInSheet')}
              />
              <h2 className={styles.sectionTitle}>{t('staff.settings.stockSection')}</h2>
              <div className={styles.numbers}>{number('nearExpiryDays')}</div>
            </fieldset>
            <FormMessage text={save.isError ? errorText(save.error) : undefined} />
            {canWrite && (
              <div className={pageStyles.actions}>
                <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
                  {t('staff.form.save')}
                </Button>
              </div>
            )}
          </form>
        </Card>
        <Card>
          <BankTransferSettings settings={settings.data} canWrite={canWrite} />
        </Card>
        {/* The national prescription account is the owner's alone (an admin neither sees nor sends it). */}
        {isOwner && (
          <Card>
            <NationalPrescriptionSettings settings={settings.data} />
          </Card>
        )}
        {/* So are the e-invoice settings (the API answers anyone else 403). */}
        {isOwner && (
          <Card>
            <EInvoiceSettings />
          </Card>
        )}
        <Card>
          <PrintTemplates canWrite={canWrite} />
        </Card>
        {/* Only the owner hands the clinic over (the API answers anyone else onlyOwnerCanAct). */}
        {isOwner && (
          <Card>
            <OwnershipTransfer />
          </Card>
        )}
        <Card>
          <BookingLink
            url={appUrl(settings.data.bookingUrl)}
            clinicName={settings.data.clinicName}
            slug={settings.data.slug}
          />
        </Card>
      </div>
    </Page>
  );
}
