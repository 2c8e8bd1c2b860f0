import { passwordsMatch } from '@clinic/domain';
import { changePasswordInput } from '@clinic/domain/contracts';
import { Button, Card, FormField, PasswordInput, toast, useT } from '@clinic/ui';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../app/session';
import { Page, pageStyles as styles } from '../../app/shell/Page';
import { useZodForm } from '../../shared/forms/forms';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { FormMessage } from '../auth/AuthLayout';

/** The API's own body, and the new password typed twice. */
const schema = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .superRefine(passwordsMatch('newPassword', 'confirmPassword'));

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export default function ChangePassword() {
  const { t } = useT();
  const errorText = useApiErrorText();
  const form = useZodForm(schema, { defaultValues: empty });
  const change = useMutation({
    mutationFn: ({ confirmPassword: _, ...body }: z.output<typeof schema>) => api.users.changePassword(body),
    onSuccess: () => {
      form.reset(empty);
      toast.success(t('staff.account.passwordChanged'));
    },
  });
  const { errors } = form.formState;
  return (
    <Page title={t('staff.account.passwordTitle')} text={t('staff.account.passwordText')}>
      <Card>
        <form
          className={styles.form}
          noValidate
          onSubmit={form.handleSubmit((values) => change.mutate(values))}
        >
          <FormField
            label={t('staff.account.currentPassword')}
            required
            error={errors.currentPassword?.message}
          >
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
          <div className={styles.grid}>
            <NewPasswordFields
              label={t('staff.auth.newPassword')}
              password={form.register('newPassword')}
              confirm={form.register('confirmPassword')}
              passwordError={errors.newPassword?.message}
              confirmError={errors.confirmPassword?.message}
            />
          </div>
          <FormMessage text={errorText(change.error)} />
          <div className={styles.actions}>
            <Button type="submit" loading={change.isPending}>
              {t('staff.form.save')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
