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

const body = authContract.acceptInvite.body;
/** The name and password of the API's body, and the password typed twice; the address and code come from the link. */
const schema = body
  .pick({ fullName: true, password: true })
  .extend({ confirmPassword: z.string() })
  .superRefine(passwordsMatch('password', 'confirmPassword'));

const linkSchema = body.pick({ email: true, code: true });

/** The invitation mail's link `/accept-invite?email&code`: the invited user sets name and password. */
export default function AcceptInvite() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const link = linkSchema.safeParse({ email: params.get('email') ?? '', code: params.get('code') ?? '' });
  const errorText = useApiErrorText();
  const form = useZodForm(schema, { defaultValues: { fullName: '', password: '', confirmPassword: '' } });
  const accept = useMutation({
    mutationFn: ({ fullName, password: newPassword }: z.output<typeof schema>) => {
      if (!link.success) throw new Error('bad link');
      return api.auth.acceptInvite({ ...link.data, fullName, password: newPassword });
    },
    onSuccess: () => {
      toast.success(t('people.accept.done'));
      navigate('/login');
    },
  });
  const { errors } = form.formState;
  if (!link.success)
    return (
      <AuthLayout title={t('people.accept.title')}>
        <FormMessage text={t('people.accept.badLink')} />
        <div className={styles.links}>
          <BackToSignIn />
        </div>
      </AuthLayout>
    );
  return (
    <AuthLayout title={t('people.accept.title')} lead={t('people.accept.lead', { email: link.data.email })}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => accept.mutate(values))}
      >
        <FormField label={t('people.accept.fullName')} required error={errors.fullName?.message}>
          <Input autoComplete="name" autoFocus {...form.register('fullName')} />
        </FormField>
        <NewPasswordFields
          label={t('people.accept.password')}
          password={form.register('password')}
          confirm={form.register('confirmPassword')}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
        />
        <FormMessage text={errorText(accept.error)} />
        <Button type="submit" size="lg" fullWidth loading={accept.isPending}>
          {t('people.accept.submit')}
        </Button>
        <div className={styles.links}>
          <BackToSignIn />
        </div>
      </form>
    </AuthLayout>
  );
}
