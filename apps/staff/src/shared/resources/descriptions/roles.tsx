import type { Role, RoleInput } from '@clinic/api-client';
import { builtInRoleKinds, RoleKind, ScreenId } from '@clinic/domain';
import { roleInput } from '@clinic/domain/contracts';
import type { TranslationKey } from '@clinic/i18n';
import { Badge, type Tone } from '@clinic/ui';
import { useController } from 'react-hook-form';
import { roleDisplayName } from '../../../features/people/employees/options';
import { PermissionMatrix } from '../../../features/people/PermissionMatrix';
import { normalizePermissions } from '../../../features/people/permissions';
import { formOfContract } from '../../forms/forms';
import { contractForm } from '../contractForm';
import type { FieldSectionProps, ResourceDescription } from '../types';
import { createdAtColumn } from './common';

const kindLabel: Record<RoleKind, { key: TranslationKey; tone: Tone }> = {
  [RoleKind.Owner]: { key: 'people.roles.kindOwner', tone: 'primary' },
  [RoleKind.Admin]: { key: 'people.roles.kindAdmin', tone: 'info' },
  [RoleKind.UserDefined]: { key: 'people.roles.kindUserDefined', tone: 'secondary' },
};

/** The permission matrix as one section of the role form, bound to screenPermissions and featureIds. */
export function RolePermissionsField({ control, disabled }: FieldSectionProps) {
  const permissions = useController({ control, name: 'screenPermissions' });
  const features = useController({ control, name: 'featureIds' });
  return (
    <PermissionMatrix
      permissions={permissions.field.value ?? []}
      // Kept as the API takes them (each screen once, above None; features once, in order), so the form's
      // values are the body the contract checks.
      onPermissionsChange={(next) => permissions.field.onChange(normalizePermissions(next))}
      featureIds={features.field.value ?? []}
      onFeatureIdsChange={(next) => features.field.onChange([...new Set(next)].sort((a, b) => a - b))}
      disabled={disabled}
    />
  );
}

export const isBuiltInRole = (role: Pick<Role, 'kind'>) => builtInRoleKinds.includes(role.kind);

export const roles: ResourceDescription<Role, RoleInput> = {
  name: 'roles',
  screenId: ScreenId.UserRoles,
  titleKey: 'screen.userRoles',
  thingKey: 'people.roles.thing',
  formSize: 'lg',
  locked: isBuiltInRole,
  columns: [
    {
      key: 'name',
      labelKey: 'people.roles.name',
      sortable: true,
      cell: (role, t) => roleDisplayName(role, t),
    },
    {
      key: 'kind',
      labelKey: 'people.roles.kind',
      cell: (role, t) => {
        const kind = kindLabel[role.kind] ?? kindLabel[RoleKind.UserDefined];
        return <Badge tone={kind.tone}>{t(kind.key)}</Badge>;
      },
    },
    { key: 'userCount', labelKey: 'people.roles.userCount', align: 'end', cell: (role) => role.userCount },
    createdAtColumn(),
  ],
  ...contractForm<Role, RoleInput>(formOfContract(roleInput), {
    labels: 'people.roles',
    fields: {
      name: { wide: true },
      description: { kind: 'textarea' },
      screenPermissions: { kind: 'custom', render: (props) => <RolePermissionsField {...props} /> },
    },
    // The permission matrix draws the features beside the screens.
    hide: ['featureIds'],
    fromRow: { screenPermissions: (role) => normalizePermissions(role.screenPermissions) },
  }),
};
