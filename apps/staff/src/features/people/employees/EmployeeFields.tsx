import { FormField, Select, type SelectOption, useT } from '@clinic/ui';
import { Controller } from 'react-hook-form';
import { CheckList } from '../../../shared/resources/CheckList';
import type { FieldSectionProps } from '../../../shared/resources/types';
import { useGroupOptions, useRoleOptions, useSkillOptions } from './options';

/** Role (enabled roles only), groups and skills: shared by the invite and edit forms. */
export function EmployeeAccessFields(props: FieldSectionProps & { extraRole?: SelectOption }) {
  const { t } = useT();
  const roles = useRoleOptions();
  const groups = useGroupOptions();
  const skills = useSkillOptions();
  const { control, errors, disabled, extraRole } = props;
  const roleOptions =
    extraRole && !roles.some((r) => r.value === extraRole.value) ? [extraRole, ...roles] : roles;
  return (
    <>
      <FormField
        label={t('people.users.role')}
        required
        error={errors.roleId?.message as string | undefined}
        hint={roles.length === 0 ? t('people.users.noRoles') : undefined}
      >
        <Controller
          control={control}
          name="roleId"
          render={({ field }) => (
            <Select
              options={roleOptions}
              placeholder
              value={field.value == null ? '' : String(field.value)}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? null : Number(event.target.value))
              }
              onBlur={field.onBlur}
              ref={field.ref}
              disabled={disabled}
            />
          )}
        />
      </FormField>
      <CheckList
        {...props}
        name="groupIds"
        labelKey="people.users.groups"
        emptyKey="people.users.noGroups"
        options={groups}
      />
      <CheckList
        {...props}
        name="skills"
        labelKey="people.users.skills"
        emptyKey="people.users.noGroups"
        options={skills}
      />
    </>
  );
}
