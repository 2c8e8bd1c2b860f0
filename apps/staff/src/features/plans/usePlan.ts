import {
  DEFAULT_TIME_ZONE,
  isPlanExpired,
  localDate,
  Plan,
  planHasScreen,
  type ScreenId,
} from '@clinic/domain';
import { useSnapshot } from 'valtio';
import { clinicState } from '../../state/clinic';

/** The plan names' i18n keys by plan number. */
export const planNameKey = {
  [Plan.Trial]: 'plans.name.trial',
  [Plan.Basic]: 'plans.name.basic',
  [Plan.Full]: 'plans.name.full',
  [Plan.Advanced]: 'plans.name.advanced',
  [Plan.Vip]: 'plans.name.vip',
} as const;

/**
 * The signed-in clinic's plan, from the clinic info loaded at sign-in (GET /clinics/info). Before it has loaded
 * nothing is locked: the API refuses what the plan lacks anyway (planFeatureMissing), the screens only say so first.
 */
export function usePlan(now: Date = new Date()) {
  const { info } = useSnapshot(clinicState);
  const plan = info?.plan;
  const expiresAt = info?.planExpiresAt ?? null;
  return {
    plan,
    /** Whether the plan opens `screen`: its plan feature, if any, is in the plan. */
    hasScreen: (screen: ScreenId | number) => plan === undefined || planHasScreen(plan, screen),
    expired: isPlanExpired(expiresAt, now),
    /** The day the plan ended or ends, in the clinic's zone (YYYY-MM-DD), or null for no end. */
    endDay: expiresAt ? localDate(new Date(expiresAt), info?.timeZone || DEFAULT_TIME_ZONE) : null,
  };
}
