import type { ValueOf } from './util';

// Subscription plans. The Basic plan lacks some features (which: not shown).

export const Plan = { Trial: 1, Basic: 2, Full: 3, Advanced: 4, Vip: 5 } as const;
export type Plan = ValueOf<typeof Plan>;

/** Maximum doctors per clinic; null means unlimited. */
export const planDoctorLimit = {
  [Plan.Trial]: 3,
  [Plan.Basic]: 5,
  [Plan.Full]: 20,
  [Plan.Advanced]: 50,
  [Plan.Vip]: null,
} as const satisfies Record<Plan, number | null>;

/** True when a clinic on `plan` with `doctorCount` doctors may not add another (error `doctorLimitReached`). */
export function isDoctorLimitReached(plan: Plan, doctorCount: number): boolean {
  const limit = planDoctorLimit[plan];
  return limit !== null && doctorCount >= limit;
}
