import { requiredString } from '@clinic/domain';
import { Button, FormField, Input, PasswordInput, useT } from '@clinic/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { z } from 'zod';
import { signIn } from '../../app/session';
import { useZodForm } from '../../forms/forms';
import { useApiErrorText } from '../../forms/useApiErrorText';
import { AuthLayout, FormMessage, authStyles as styles } from './AuthLayout';

const schema = z.object({ username: requiredString, password: requiredString });

export default function SignIn() {
  const { t } = useT();
  const errorText = useApiErrorText();
  const form = useZodForm(schema, { defaultValues: { username: '', password: '' } });
  const login = useMutation({ mutationFn: signIn });
  const { errors } = form.formState;

  return (
    <AuthLayout title={t('staff.auth.welcome')} lead={t('staff.auth.welcomeText')}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <FormField label={t('staff.auth.username')} required error={errors.username?.message}>
          <Input autoComplete="username" inputMode="email" autoFocus {...form.register('username')} />
        </FormField>
        <FormField label={t('staff.auth.password')} required error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <FormMessage text={errorText(login.error)} />
        <Button type="submit" size="lg" fullWidth loading={login.isPending}>
          {t('staff.auth.signIn')}
        </Button>
        <div className={styles.links}>
          <Link href="/forgot-password" className={styles.link}>
            {t('staff.auth.forgot')}
          </Link>
          <span>
            {t('staff.auth.noAccount')}{' '}
            <Link href="/register" className={styles.link}>
              {t('staff.auth.register')}
            </Link>
          </span>
        </div>
      </form>
    </AuthLayout>
  );
}
