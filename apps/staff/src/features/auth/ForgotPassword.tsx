import { authContract } from '@clinic/domain/contracts';
import { Button, FormField, Input, toast, useT } from '@clinic/ui';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { api } from '../../app/session';
import { useZodForm } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { AuthLayout, BackToSignIn, FormMessage, authStyles as styles } from './AuthLayout';

/** The API's own body: the address the code is mailed to. */
const schema = authContract.forgotPassword.body;

export default function ForgotPassword() {
  const { t, lang } = useT();
  const [, navigate] = useLocation();
  const errorText = useApiErrorText();
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  const send = useMutation({
    mutationFn: (body: z.output<typeof schema>) => api.auth.forgotPassword(body, lang),
    onSuccess: (_, body) => {
      toast.info(t('staff.auth.codeSent'));
      navigate(`/reset-password?email=${encodeURIComponent(body.email)}`);
    },
  });
  return (
    <AuthLayout title={t('staff.auth.forgotTitle')} lead={t('staff.auth.forgotText')}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
        <FormField label={t('staff.auth.email')} required error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </FormField>
        <FormMessage text={errorText(send.error)} />
        <Button type="submit" size="lg" fullWidth loading={send.isPending}>
          {t('staff.auth.sendCode')}
        </Button>
        <div className={styles.links}>
          <BackToSignIn />
        </div>
      </form>
    </AuthLayout>
  );
}
