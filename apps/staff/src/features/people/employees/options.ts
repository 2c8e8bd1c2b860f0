import { RoleKind, ScreenId, UserSkill } from '@clinic/domain';
import type { TranslationKey } from '@clinic/i18n';
import { useT } from '@clinic/ui';
import { useQuery } from '@tanstack/react-query';
import { resourceClients } from '../../../shared/resources/clients';

export const skillLabelKey = (skill: number) => `people.users.skill${skill}` as TranslationKey;

/** Receptionist, assistant, doctor, cashier, as check-list options. */
export function useSkillOptions() {
  const { t } = useT();
  return Object.values(UserSkill).map((id) => ({ id, name: t(skillLabelKey(id)) }));
}

const call = { screenId: ScreenId.Users };

/** The built-in roles are shown by their translated names; their stored names are only keys. */
export function roleDisplayName(role: { kind: number; name: string }, t: ReturnType<typeof useT>['t']) {
  if (role.kind === RoleKind.Owner) return t('people.roles.kindOwner');
  if (role.kind === RoleKind.Admin) return t('people.roles.kindAdmin');
  return role.name;
}

/** Enabled roles that can be handed out, for the invite and edit forms: never Owner (ownership is transferred). */
export function useRoleOptions() {
  const { t } = useT();
  const roles = useQuery({
    queryKey: ['resources', 'roles', 'enabled'],
    queryFn: () => resourceClients.roles.all({ enabled: true }, call),
  });
  return (roles.data ?? [])
    .filter((r) => r.kind !== RoleKind.Owner)
    .map((r) => ({ value: String(r.id), label: roleDisplayName(r, t) }));
}

/** Enabled user groups, for the invite and edit forms. */
export function useGroupOptions() {
  const groups = useQuery({
    queryKey: ['resources', 'user-groups', 'enabled'],
    queryFn: () => resourceClients.userGroups.all({ enabled: true }, call),
  });
  return (groups.data ?? []).map((g) => ({ id: g.id, name: g.name }));
}
