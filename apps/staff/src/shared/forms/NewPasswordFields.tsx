import { FormField, PasswordInput, useT } from '@clinic/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A new password and its repetition, with the password rule (docs/product.md#accounts) as the hint: sign-up, reset
 * and change password.
 */
export function NewPasswordFields(props: {
  label: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
}) {
  const { t } = useT();
  return (
    <>
      <FormField label={props.label} required hint={t('staff.auth.passwordHint')} error={props.passwordError}>
        <PasswordInput autoComplete="new-password" {...props.password} />
      </FormField>
      <FormField label={t('staff.auth.confirmPassword')} required error={props.confirmError}>
        <PasswordInput autoComplete="new-password" {...props.confirm} />
      </FormField>
    </>
  );
}
