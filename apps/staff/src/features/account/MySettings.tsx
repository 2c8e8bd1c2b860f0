import { RoleKind } from '@clinic/domain';
import { updateMeInput } from '@clinic/domain/contracts';
import { i18n } from '@clinic/i18n';
import { AvatarUpload, Button, Card, FormField, Input, Select, toast, useT } from '@clinic/ui';
import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import type { z } from 'zod';
import { api } from '../../app/session';
import { Page, pageStyles as styles } from '../../app/shell/Page';
import { uploader } from '../../app/uploader';
import { applyServerFieldErrors, formOfContract, useZodForm } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { authState, type UserData } from '../../state/auth';
import { FormMessage } from '../auth/AuthLayout';
import { NotificationSettingsSection } from '../notifications/NotificationSettingsSection';

/** The API's own body; a blank phone is none (null). */
const schema = formOfContract(updateMeInput);

export function roleLabelKey(roleKind: number) {
  if (roleKind === RoleKind.Owner) return 'staff.shell.roles.owner' as const;
  if (roleKind === RoleKind.Admin) return 'staff.shell.roles.admin' as const;
  return 'staff.shell.roles.staff' as const;
}

export default function MySettings() {
  const { t } = useT();
  const { userData } = useSnapshot(authState);
  const errorText = useApiErrorText();
  const user = userData as UserData;
  const form = useZodForm(schema, {
    defaultValues: {
      fullName: user.fullName,
      phone: user.phone ?? '',
      language: user.language,
      avatarFileId: user.avatarFileId,
    },
  });
  const save = useMutation({
    mutationFn: (body: z.output<typeof schema>) => api.users.updateMe(body),
    onSuccess: (updated) => {
      authState.userData = updated;
      // The saved language is the user's: e-mails use it, and so does this screen from now on.
      i18n.setLanguage(updated.language);
      form.reset({
        fullName: updated.fullName,
        phone: updated.phone ?? '',
        language: updated.language,
        avatarFileId: updated.avatarFileId,
      });
      toast.success(t('staff.account.saved'));
    },
    onError: (error) =>
      applyServerFieldErrors(error, form.setError, ['fullName', 'phone', 'language', 'avatarFileId']),
  });
  const { errors } = form.formState;

  return (
    <Page title={t('staff.account.title')} text={t('staff.account.text')}>
      <Card>
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <FormField label={t('staff.account.avatar')} error={errors.avatarFileId?.message}>
            <Controller
              control={form.control}
              name="avatarFileId"
              render={({ field }) => (
                <AvatarUpload
                  value={field.value || null}
                  onChange={field.onChange}
                  uploader={uploader}
                  name={user.fullName}
                  disabled={save.isPending}
                />
              )}
            />
          </FormField>
          <FormField label={t('staff.account.role')}>
            <div>
              {t(roleLabelKey(user.roleKind))} · {user.email}
            </div>
          </FormField>
          <div className={styles.grid}>
            <FormField label={t('staff.auth.fullName')} required error={errors.fullName?.message}>
              <Input autoComplete="name" {...form.register('fullName')} />
            </FormField>
            <FormField label={t('staff.auth.phone')} error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...form.register('phone')} />
            </FormField>
          </div>
          <FormField label={t('staff.account.language')} error={errors.language?.message}>
            <Select {...form.register('language')}>
              <option value="vi">Tiếng Việt</option>
              <option value="en">English</option>
            </Select>
          </FormField>
          <FormMessage text={save.isError ? errorText(save.error) : undefined} />
          <div className={styles.actions}>
            <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
              {t('staff.form.save')}
            </Button>
          </div>
        </form>
      </Card>
      <NotificationSettingsSection />
    </Page>
  );
}
