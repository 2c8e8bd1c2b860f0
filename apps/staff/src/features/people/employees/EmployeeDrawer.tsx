import type { Employee } from '@clinic/api-client';
import { employeeInput, ScreenId } from '@clinic/domain';
import { Button, Drawer, FormField, Input, toast, useT } from '@clinic/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { applyServerFieldErrors, useZodForm } from '../../../shared/forms/forms';
import { useApiErrorText } from '../../../shared/forms/useApiErrorText';
import { employees } from '../../../shared/resources/clients';
import * as resourceStyles from '../../../shared/resources/resources.css';
import type { FieldSectionProps } from '../../../shared/resources/types';
import { EmployeeAccessFields } from './EmployeeFields';
import { roleDisplayName } from './options';

const fieldNames = Object.keys(employeeInput.shape);

/** Edit a user (fullName, phone, role, groups, skills); `readOnly` (the owner's row) only shows them. */
export function EmployeeDrawer({
  employee,
  readOnly,
  onClose,
}: {
  employee: Employee;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const form = useZodForm(employeeInput, {
    defaultValues: {
      fullName: employee.fullName,
      phone: employee.phone ?? '',
      roleId: employee.roleId,
      groupIds: [...employee.groupIds],
      skills: [...employee.skills],
    },
  });
  const save = useMutation({
    mutationFn: (values: z.output<typeof employeeInput>) =>
      employees.update(employee.id, values, { screenId: ScreenId.Users }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['employees'] });
      toast.success(t('people.users.saved', { name: saved.fullName }));
      onClose();
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, form.setError, fieldNames)) toast.error(errorText(error) ?? '');
    },
  });
  const disabled = readOnly || save.isPending;
  const { errors } = form.formState;
  const ctx: FieldSectionProps = {
    control: form.control as unknown as FieldSectionProps['control'],
    register: form.register as unknown as FieldSectionProps['register'],
    errors,
    disabled,
  };
  return (
    <Drawer
      open
      onClose={onClose}
      title={t(readOnly ? 'people.users.viewTitle' : 'people.users.editTitle')}
      footer={
        <div className={resourceStyles.footer}>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t(readOnly ? 'people.users.close' : 'resources.form.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" form="employee-form" loading={save.isPending}>
              {t('resources.form.save')}
            </Button>
          )}
        </div>
      }
    >
      <form
        id="employee-form"
        className={resourceStyles.form}
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <FormField label={t('people.users.email')}>
          <Input type="email" value={employee.email} readOnly disabled />
        </FormField>
        <FormField label={t('people.users.name')} required error={errors.fullName?.message}>
          <Input disabled={disabled} {...form.register('fullName')} />
        </FormField>
        <FormField label={t('people.users.phone')} error={errors.phone?.message}>
          <Input type="tel" disabled={disabled} {...form.register('phone')} />
        </FormField>
        <EmployeeAccessFields
          {...ctx}
          extraRole={{
            value: String(employee.roleId),
            label: roleDisplayName({ kind: employee.roleKind, name: employee.roleName }, t),
          }}
        />
      </form>
    </Drawer>
  );
}
