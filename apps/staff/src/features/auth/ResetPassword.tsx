import { passwordsMatch } from '@clinic/domain';
import { authContract } from '@clinic/domain/contracts';
import { Button, FormField, Input, toast, useT } from '@clinic/ui';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { api } from '../../app/session';
import { useZodForm } from '../../shared/forms/forms';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { AuthLayout, BackToSignIn, FormMessage, authStyles as styles } from './AuthLayout';

/** The API's own body, and the new password typed twice. */
const schema = authContract.resetPassword.body
  .extend({ confirmPassword: z.string() })
  .superRefine(passwordsMatch('password', 'confirmPassword'));

/** Reached from 'forgot password' or from the mail's link (which fills the e-mail and the code). */
export default function ResetPassword() {
  const { t, lang } = useT();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const email = params.get('email') ?? '';
  const errorText = useApiErrorText();
  const form = useZodForm(schema, {
    defaultValues: { email, code: params.get('code') ?? '', password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: ({ confirmPassword: _, ...body }: z.output<typeof schema>) =>
      api.auth.resetPassword(body, lang),
    onSuccess: () => {
      toast.success(t('staff.auth.resetDone'));
      navigate('/login');
    },
  });
  const { errors } = form.formState;
  return (
    <AuthLayout
      title={t('staff.auth.resetTitle')}
      lead={email ? t('staff.auth.resetText', { email }) : undefined}
    >
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
        {!email && (
          <FormField label={t('staff.auth.email')} required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
        )}
        <FormField label={t('staff.auth.code')} required error={errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            {...form.register('code')}
          />
        </FormField>
        <NewPasswordFields
          label={t('staff.auth.newPassword')}
          password={form.register('password')}
          confirm={form.register('confirmPassword')}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
        />
        <FormMessage text={errorText(reset.error)} />
        <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
          {t('staff.auth.resetTitle')}
        </Button>
        <div className={styles.links}>
          <BackToSignIn />
        </div>
      </form>
    </AuthLayout>
  );
}
