import {
  AppointmentFeature,
  isScreenId,
  PermissionAction,
  type PermissionKey,
  PermissionLevel,
  permissionKeyByScreenId,
  ScreenId,
} from '@clinic/domain';

/** What GET /employees/my-permissions answers. */
export interface PermissionResponse {
  frontendFeatureIds: readonly number[];
  screenPermissions: readonly { permissionTypeId: number; frontendScreenId: number }[];
  roleId: number;
  groupIds: readonly number[];
}

/** A subject is a screen's permission key ('generalSettings', 'appointments', …). */
export type Subject = PermissionKey;

/** The actions the appointment features (101 to 106: docs/product.md#permissions) allow on the 'appointments' subject. */
export const FeatureAction = {
  Add: 'add',
  Approve: 'approve',
  CheckIn: 'checkIn',
  Examination: 'examination',
  Cancel: 'cancel',
  Billing: 'billing',
} as const;
export type FeatureAction = (typeof FeatureAction)[keyof typeof FeatureAction];

export type Action = PermissionAction | FeatureAction;

/** The subject the feature actions apply to. */
export const FEATURE_SUBJECT: Subject = permissionKeyByScreenId[ScreenId.Appointments];

export const actionByFeature: Readonly<Record<AppointmentFeature, FeatureAction>> = {
  [AppointmentFeature.Add]: FeatureAction.Add,
  [AppointmentFeature.Approve]: FeatureAction.Approve,
  [AppointmentFeature.CheckIn]: FeatureAction.CheckIn,
  [AppointmentFeature.Examination]: FeatureAction.Examination,
  [AppointmentFeature.Cancel]: FeatureAction.Cancel,
  [AppointmentFeature.Billing]: FeatureAction.Billing,
};

/** Read lets a screen be seen; Write adds every change a screen can make (docs/product.md#permissions). */
export const actionsByLevel: Readonly<Record<PermissionLevel, readonly PermissionAction[]>> = {
  [PermissionLevel.None]: [],
  [PermissionLevel.Read]: [PermissionAction.Read],
  [PermissionLevel.Write]: Object.values(PermissionAction),
};

/**
 * One rule, CASL-style: `action` on `subject`, for every field unless `fields` names some. An inverted rule
 * forbids, and wins over any rule that allows.
 */
export interface AbilityRule {
  action: Action;
  subject: Subject;
  fields?: readonly string[];
  inverted?: boolean;
}

export interface Ability {
  readonly rules: readonly AbilityRule[];
  /**
   * True when a rule allows `action` on `subject` and none forbids it. With `field`, the rules must cover that
   * field (a rule without fields covers all); without it, a rule for some fields is enough.
   */
  can(action: Action, subject: Subject, field?: string): boolean;
  cannot(action: Action, subject: Subject, field?: string): boolean;
  /** True when the user's level on the screen reaches `level` (Read by default). */
  canScreen(screen: ScreenId, level?: PermissionLevel): boolean;
  hasFeature(featureId: number): boolean;
}

const isFeature = (id: number): id is AppointmentFeature => Object.hasOwn(actionByFeature, id);

/** The rules the server's permissions amount to: screen levels on their subjects, features on appointments. */
export function rulesFromPermissions(permissions: PermissionResponse | undefined): AbilityRule[] {
  if (!permissions) return [];
  const rules: AbilityRule[] = [];
  for (const { frontendScreenId, permissionTypeId } of permissions.screenPermissions) {
    // A screen this client does not know (a newer server) or a level it does not know grants nothing.
    if (!isScreenId(frontendScreenId)) continue;
    const actions = actionsByLevel[permissionTypeId as PermissionLevel] ?? [];
    const subject = permissionKeyByScreenId[frontendScreenId];
    for (const action of actions) rules.push({ action, subject });
  }
  for (const featureId of permissions.frontendFeatureIds) {
    if (isFeature(featureId)) rules.push({ action: actionByFeature[featureId], subject: FEATURE_SUBJECT });
  }
  return rules;
}

function covers(rule: AbilityRule, field: string | undefined): boolean {
  if (!rule.fields) return true;
  // Asked without a field: an allowing rule for some fields allows "something"; a forbidding one for some
  // fields does not forbid the whole subject.
  if (field === undefined) return !rule.inverted;
  return rule.fields.includes(field);
}

/** An ability over explicit rules. */
export function createAbility(
  rules: readonly AbilityRule[],
  screens: {
    levels?: ReadonlyMap<number, number>;
    features?: ReadonlySet<number>;
  } = {},
): Ability {
  const byKey = new Map<string, AbilityRule[]>();
  for (const rule of rules) {
    const key = `${rule.subject}\u0000${rule.action}`;
    byKey.set(key, [...(byKey.get(key) ?? []), rule]);
  }
  const can = (action: Action, subject: Subject, field?: string) => {
    const matching = (byKey.get(`${subject}\u0000${action}`) ?? []).filter((rule) => covers(rule, field));
    return matching.some((rule) => !rule.inverted) && !matching.some((rule) => rule.inverted);
  };
  return {
    rules,
    can,
    cannot: (action, subject, field) => !can(action, subject, field),
    canScreen: (screen, level = PermissionLevel.Read) =>
      (screens.levels?.get(screen) ?? PermissionLevel.None) >= level,
    hasFeature: (featureId) => screens.features?.has(featureId) ?? false,
  };
}

/**
 * The client's ability, built from the same data the server's guard uses (docs/product.md#permissions). Before permissions load
 * (undefined) it allows nothing. `extraRules` add app rules, such as an inverted rule for a field.
 */
export function buildAbility(
  permissions: PermissionResponse | undefined,
  extraRules: readonly AbilityRule[] = [],
): Ability {
  const levels = new Map(
    permissions?.screenPermissions.map((p) => [p.frontendScreenId, p.permissionTypeId]) ?? [],
  );
  const features = new Set(permissions?.frontendFeatureIds ?? []);
  return createAbility([...rulesFromPermissions(permissions), ...extraRules], { levels, features });
}
