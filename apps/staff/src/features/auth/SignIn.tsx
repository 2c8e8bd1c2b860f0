import { staffLogin } from '@clinic/api-client/public';
import { type FormErrorId, formErrorIds } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { Button, FormField, Input, PasswordInput, useT } from '@clinic/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { loadApp } from '../../app/loadApp';
import { storeSignIn } from '../../app/storedSession';
import { AuthLayout, FormMessage, authStyles as styles } from './AuthLayout';
import { useLoginErrorText } from './useLoginErrorText';

type Field = 'username' | 'password';
type FieldErrors = Partial<Record<Field, FormErrorId>>;

// Two required fields, checked by hand: the sign-in page is the first download of every signed-out visit, and
// react-hook-form with zod would double it (the other forms keep them). Trimmed like the shared requiredString.
function check(values: Record<Field, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['username', 'password'] as const)
    if (values[field].trim() === '') errors[field] = formErrorIds.required;
  return errors;
}

/**
 * Stores the user and the token and hands over to `onSignedIn`, which starts the app as from a remembered session.
 */
export default function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useT();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const failureText = useLoginErrorText(failure);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    void loadApp();
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // As react-hook-form does: quiet until the first submit, then checked on every change.
    if (submitted) setErrors(check(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    const firstInvalid = (['username', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }
    setPending(true);
    setFailure(undefined);
    void loadApp();
    try {
      const result = await staffLogin(
        { username: values.username.trim(), password: values.password.trim() },
        { getLanguage: () => i18n.getLanguage() },
      );
      storeSignIn(result);
      onSignedIn();
    } catch (error) {
      setFailure(error);
      setPending(false);
    }
  };

  return (
    <AuthLayout title={t('staff.auth.welcome')} lead={t('staff.auth.welcomeText')}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <FormField label={t('staff.auth.username')} required error={errors.username}>
          <Input
            ref={inputs.username}
            name="username"
            autoComplete="username"
            inputMode="email"
            autoFocus
            value={values.username}
            onChange={change('username')}
          />
        </FormField>
        <FormField label={t('staff.auth.password')} required error={errors.password}>
          <PasswordInput
            ref={inputs.password}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
          />
        </FormField>
        <FormMessage text={failureText} />
        <Button type="submit" size="lg" fullWidth loading={pending}>
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
