import { ApiError } from '@clinic/api-client';
import { type ErrorKey, errors } from '@clinic/domain';

// The pay section's pure parts: the quick cash amounts, and which refusal an error is.

/** Notes a patient hands over: the quick amounts above the total are the next multiples of these. */
export const CASH_STEPS = [50_000, 100_000, 200_000, 500_000] as const;

/**
 * The quick buttons of "Khách đưa": the exact total, then the next round amounts above it (each of CASH_STEPS
 * rounded up), without repeats: 235.000 → 235.000, 250.000, 300.000, 400.000, 500.000.
 */
export function quickCashAmounts(total: number): number[] {
  const rounded = CASH_STEPS.map((step) => Math.ceil(total / step) * step).filter((amount) => amount > total);
  return [total, ...new Set(rounded)].sort((a, b) => a - b);
}

/** Is `error` the API's refusal `key` (by its code)? */
export function isApiError(error: unknown, key: ErrorKey): boolean {
  return error instanceof ApiError && Number(error.code) === errors[key].code;
}
