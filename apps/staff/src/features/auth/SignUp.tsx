import { passwordsMatch } from '@clinic/domain';
import { registerClinicInput } from '@clinic/domain/contracts';
import { Button, FormField, Input, useT } from '@clinic/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { api } from '../../app/session';
import { applyServerFieldErrors, useZodForm } from '../../shared/forms/forms';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { useApiErrorText } from '../../shared/forms/useApiErrorText';
import { AuthLayout, FormMessage, authStyles as styles } from './AuthLayout';

/** The API's own body, and the password typed twice. */
const schema = registerClinicInput
  .extend({ confirmPassword: z.string() })
  .superRefine(passwordsMatch('password', 'confirmPassword'));
const fields = ['clinicName', 'fullName', 'email', 'phone', 'password', 'signUpCode'] as const;

export default function SignUp() {
  const { t, lang } = useT();
  const [, navigate] = useLocation();
  const errorText = useApiErrorText();
  const form = useZodForm(schema, {
    defaultValues: {
      clinicName: '',
      fullName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      signUpCode: '',
    },
  });
  const register = useMutation({
    mutationFn: ({ confirmPassword: _, ...body }: z.output<typeof schema>) =>
      api.auth.registerClinic(body, lang),
    onSuccess: (clinic) => navigate(`/activate?email=${encodeURIComponent(clinic.email)}`),
    onError: (error) => applyServerFieldErrors(error, form.setError, fields),
  });
  const { errors } = form.formState;

  return (
    <AuthLayout title={t('staff.auth.registerTitle')} lead={t('staff.auth.registerText')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => register.mutate(values))}
      >
        <FormField label={t('staff.auth.clinicName')} required error={errors.clinicName?.message}>
          <Input autoComplete="organization" autoFocus {...form.register('clinicName')} />
        </FormField>
        <FormField label={t('staff.auth.fullName')} required error={errors.fullName?.message}>
          <Input autoComplete="name" {...form.register('fullName')} />
        </FormField>
        <div className={styles.twoColumns}>
          <FormField label={t('staff.auth.email')} required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField label={t('staff.auth.phone')} required error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
        </div>
        <div className={styles.twoColumns}>
          <NewPasswordFields
            label={t('staff.auth.password')}
            password={form.register('password')}
            confirm={form.register('confirmPassword')}
            passwordError={errors.password?.message}
            confirmError={errors.confirmPassword?.message}
          />
        </div>
        <FormField
          label={t('staff.auth.signUpCode')}
          hint={t('staff.auth.signUpCodeHint')}
          error={errors.signUpCode?.message}
        >
          <Input autoComplete="off" maxLength={8} {...form.register('signUpCode')} />
        </FormField>
        <FormMessage
          text={register.isError && !form.formState.errors.root ? errorText(register.error) : undefined}
        />
        <Button type="submit" size="lg" fullWidth loading={register.isPending}>
          {t('staff.auth.createClinic')}
        </Button>
        <div className={styles.links}>
          <span>
            {t('staff.auth.haveAccount')}{' '}
            <Link href="/login" className={styles.link}>
              {t('staff.auth.signIn')}
            </Link>
          </span>
        </div>
      </form>
    </AuthLayout>
  );
}
