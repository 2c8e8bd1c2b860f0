// Vietnamese phone numbers, without zod: the shared `phone` schema (validation.ts) and the booking page's
// form check the same rule.

/**
 * A Vietnamese phone number in its national form: separators (spaces, dots, dashes, brackets) removed and a
 * leading +84 replaced by 0, as in '+84 912 345 678' → '0912345678'.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.trim().replace(/[\s.\-()]/g, '');
  return compact.startsWith('+84') ? `0${compact.slice(3).replace(/^0/, '')}` : compact;
}
/** Mobile (10 digits) or landline (11 digits): 9 to 11 digits starting with 0, after normalisation. */
export const PHONE_PATTERN = /^0\d{8,10}$/;

/** True when `raw` is a phone number the API accepts. */
export const isPhone = (raw: string): boolean => PHONE_PATTERN.test(normalizePhone(raw));
