import type { Employee } from '@clinic/api-client';
import { passwordsMatch, ScreenId } from '@clinic/domain';
import { employeesContract } from '@clinic/domain/contracts';
import { Button, Modal, toast, useT } from '@clinic/ui';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useZodForm } from '../../../shared/forms/forms';
import { NewPasswordFields } from '../../../shared/forms/NewPasswordFields';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { employees } from '../../../shared/resources/clients';
import * as resourceStyles from '../../../shared/resources/resources.css';

/** The API's own body, and the password typed twice. */
const schema = employeesContract.changePassword.body
  .extend({ confirmPassword: z.string() })
  .superRefine(passwordsMatch('password', 'confirmPassword'));

/** An admin sets another user's password (never the owner's: the server answers 1017). */
export function SetPasswordDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const form = useZodForm(schema, { defaultValues: { password: '', confirmPassword: '' } });
  const change = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      employees.changePassword(employee.id, values.password, { screenId: ScreenId.Users }),
    onSuccess: () => {
      toast.success(t('people.users.passwordChanged', { name: employee.fullName }));
      onClose();
    },
    onError: (error) => toast.error(errorText(error) ?? ''),
  });
  const { errors } = form.formState;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('people.users.setPasswordTitle', { name: employee.fullName })}
      footer={
        <div className={resourceStyles.footer}>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('resources.form.cancel')}
          </Button>
          <Button type="submit" form="set-password-form" loading={change.isPending}>
            {t('resources.form.save')}
          </Button>
        </div>
      }
    >
      <form
        id="set-password-form"
        className={resourceStyles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => change.mutate(values))}
      >
        <NewPasswordFields
          label={t('people.accept.password')}
          password={form.register('password')}
          confirm={form.register('confirmPassword')}
          passwordError={errors.password?.message}
          confirmError={errors.confirmPassword?.message}
        />
      </form>
    </Modal>
  );
}
