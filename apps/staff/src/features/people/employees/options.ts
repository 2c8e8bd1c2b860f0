import {
  allAppointmentFeatures,
  allScreenIds,
  canGrant,
  PermissionLevel,
  type RoleHoldings,
  RoleKind,
  ScreenId,
  screenLevels,
  UserSkill,
} from '@clinic/domain';
import type { TranslationKey } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import { useT } from '@clinic/ui';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { resourceClients } from '../../../shared/resources/clients';
import { authState } from '../../../state/auth';

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

/** What the signed-in user holds, from their session's role kind and ability, for the grant rule. */
function useMyHoldings(): RoleHoldings {
  const ability = useAbility();
  const kind = useSnapshot(authState).userData?.roleKind ?? RoleKind.UserDefined;
  const screens: Record<number, number> = {};
  for (const id of allScreenIds) {
    if (ability.canScreen(id, PermissionLevel.Write)) screens[id] = PermissionLevel.Write;
    else if (ability.canScreen(id, PermissionLevel.Read)) screens[id] = PermissionLevel.Read;
  }
  return { kind, screens, features: allAppointmentFeatures.filter((f) => ability.hasFeature(f)) };
}

/**
 * Enabled roles the user can hand out, for the invite and edit forms: never Owner (ownership is transferred), and
 * none holding more than the user's own role (packages/domain grants.ts; the server refuses those too).
 */
export function useRoleOptions() {
  const { t } = useT();
  const me = useMyHoldings();
  const roles = useQuery({
    queryKey: ['resources', 'roles', 'enabled'],
    queryFn: () => resourceClients.roles.all({ enabled: true }, call),
  });
  return (roles.data ?? [])
    .filter((r) =>
      canGrant(me, { kind: r.kind, screens: screenLevels(r.screenPermissions), features: r.featureIds }),
    )
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
