import type { Role, RoleInput } from '@clinic/api-client';
import {
  type AppointmentFeature,
  allAppointmentFeatures,
  builtInRoleKinds,
  isScreenId,
  PermissionLevel,
  RoleKind,
  ScreenId,
} from '@clinic/domain';
import type { TranslationKey } from '@clinic/i18n';
import { Badge, type Tone } from '@clinic/ui';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { roleDisplayName } from '../../../features/people/employees/options';
import { PermissionMatrix } from '../../../features/people/PermissionMatrix';
import { normalizePermissions } from '../../../features/people/permissions';
import { name, nullableText } from '../schema';
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
      onPermissionsChange={permissions.field.onChange}
      featureIds={features.field.value ?? []}
      onFeatureIdsChange={features.field.onChange}
      disabled={disabled}
    />
  );
}

/** Accepts only the listed values, typed as them. */
function oneOf<T>(values: readonly T[]) {
  return (value: unknown): value is T => values.some((v) => v === value);
}

export const roleSchema = z.object({
  name: name(),
  description: nullableText(500),
  screenPermissions: z
    .array(
      z.object({
        screenId: z.custom<ScreenId>(isScreenId),
        level: z.custom<PermissionLevel>(oneOf(Object.values(PermissionLevel))),
      }),
    )
    .transform(normalizePermissions),
  featureIds: z
    .array(z.custom<AppointmentFeature>(oneOf(allAppointmentFeatures)))
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});

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
  fields: [
    { name: 'name', labelKey: 'people.roles.name', kind: 'text', required: true, wide: true },
    { name: 'description', labelKey: 'people.roles.description', kind: 'textarea' },
    { name: 'screenPermissions', kind: 'custom', render: (props) => <RolePermissionsField {...props} /> },
  ],
  schema: roleSchema,
  toInput: (role) => ({
    name: role.name,
    description: role.description,
    screenPermissions: normalizePermissions(role.screenPermissions),
    featureIds: [...role.featureIds],
  }),
  emptyInput: { name: '', description: null, screenPermissions: [], featureIds: [] },
};
