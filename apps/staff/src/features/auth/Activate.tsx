import { authContract } from '@clinic/domain/contracts';
import { Button, FormField, Input, toast, useT } from '@clinic/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { api } from '../../app/session';
import { useZodForm } from '../../shared/forms/forms';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { AuthLayout, BackToSignIn, FormMessage, authStyles as styles } from './AuthLayout';

/** The API's own body: the address and the mailed 6-digit code. */
const schema = authContract.verifyClinicUser.body;

/** Activation by the mailed 6-digit code; the mail's link opens this page with both filled in. */
export default function Activate() {
  const { t, lang } = useT();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const email = params.get('email') ?? '';
  const errorText = useApiErrorText();
  const form = useZodForm(schema, { defaultValues: { email, code: params.get('code') ?? '' } });
  const activate = useMutation({
    mutationFn: (body: z.output<typeof schema>) => api.auth.verifyClinicUser(body),
    onSuccess: () => {
      toast.success(t('staff.auth.activated'));
      navigate('/login');
    },
  });
  const resend = useMutation({
    mutationFn: () => api.auth.resendConfirmation({ email: form.getValues('email') }, lang),
    onSuccess: () => toast.info(t('staff.auth.resent')),
  });
  // Opened from the mail's link: both values are there, so activate straight away (once, on arrival).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival by design
  useEffect(() => {
    if (email && params.get('code')) form.handleSubmit((values) => activate.mutate(values))();
  }, []);

  const { errors } = form.formState;
  return (
    <AuthLayout
      title={t('staff.auth.activateTitle')}
      lead={email ? t('staff.auth.activateText', { email }) : undefined}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => activate.mutate(values))}
      >
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
        <FormMessage text={errorText(activate.error ?? resend.error)} />
        <Button type="submit" size="lg" fullWidth loading={activate.isPending}>
          {t('staff.auth.activate')}
        </Button>
        <div className={styles.links}>
          <BackToSignIn />
          <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
            {t('staff.auth.resend')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
