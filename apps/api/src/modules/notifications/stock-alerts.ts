import type { AppDeps } from '../../deps.js';

/**
 * The owner's daily stock alert of one clinic for one clinic day ('YYYY-MM-DD'): lots near expiry, expired lots and
 * medicines running low, grouped into one notification per recipient (deduplicated by day, so a second run adds
 * nothing). Run by the job runner once a day per clinic. FOUNDATION STUB: the notifications helper implements it.
 */
export async function runStockAlerts(_deps: AppDeps, _clinicId: number, _day: string): Promise<void> {
  throw new Error('runStockAlerts: not implemented yet');
}
