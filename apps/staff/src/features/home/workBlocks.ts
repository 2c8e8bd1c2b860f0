import { PermissionLevel, RoleKind, ScreenId, UserSkill } from '@clinic/domain';
import type { Ability } from '@clinic/permissions';

/** The home page's blocks of the day, each for the people whose work it is. */
export type WorkBlock = 'reception' | 'doctor' | 'cashier' | 'today';

export interface HomeUser {
  skills: readonly number[];
  roleKind: number;
}

/**
 * Which blocks someone's home shows. Skills say what a person does (a receptionist with a cashier's rights still
 * wants arrivals first), so someone with skills sees the blocks of their skills; someone without any (a small
 * clinic's all-rounder) sees the blocks their permissions open. Either way a block needs the screen it acts on.
 * Owners and admins go by their skills too (none: no desk block), and whoever may read the dashboard gets its
 * today block.
 */
export function workBlocksOf(user: HomeUser | null, ability: Ability): WorkBlock[] {
  if (!user) return [];
  const can = (screen: ScreenId) => ability.canScreen(screen, PermissionLevel.Read);
  const manager = user.roleKind === RoleKind.Owner || user.roleKind === RoleKind.Admin;
  const bySkill = user.skills.length > 0 || manager;
  const wants = (skill: UserSkill) => (bySkill ? user.skills.includes(skill) : true);
  const blocks: WorkBlock[] = [];
  if (can(ScreenId.Appointments) && wants(UserSkill.Receptionist)) blocks.push('reception');
  if (can(ScreenId.TodayExaminations) && wants(UserSkill.Doctor)) blocks.push('doctor');
  if (can(ScreenId.Billing) && wants(UserSkill.Cashier)) blocks.push('cashier');
  if (can(ScreenId.Dashboard)) blocks.push('today');
  return blocks;
}
