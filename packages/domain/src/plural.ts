import type { Language } from './language';

// Counts in sentences ('1 appointment is invalid', '3 appointments are invalid'): a message whose text depends
// on a number is written as its plural forms, `{ one: '…', other: '…' }`, and the form the language's plural
// rules (Intl.PluralRules, CLDR) name for that count is shown. Vietnamese has one form, so a Vietnamese message
// stays a plain string; English needs 'one' and 'other'. The one helper for it: the screens reach it through
// @clinic/i18n's `t(key, { count })`, the error catalogue (errors.ts) through formatErrorText.

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A message by plural category; 'other' is always there, the rest as the language needs them. */
export type PluralForms = { other: string } & Partial<Record<Exclude<PluralCategory, 'other'>, string>>;

const rules = new Map<Language, Intl.PluralRules>();
const rulesOf = (lang: Language) => {
  let found = rules.get(lang);
  if (!found) {
    found = new Intl.PluralRules(lang);
    rules.set(lang, found);
  }
  return found;
};

/** The categories `lang` tells apart: ['other'] for Vietnamese, ['one', 'other'] for English. */
export function pluralCategories(lang: Language): PluralCategory[] {
  return rulesOf(lang).resolvedOptions().pluralCategories as PluralCategory[];
}

/** A node whose keys are all plural categories, 'other' among them: a counted message, not a sub-area. */
export function isPluralForms(value: unknown): value is PluralForms {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return (
    keys.includes('other') &&
    keys.every(
      (k) =>
        (PLURAL_CATEGORIES as readonly string[]).includes(k) &&
        typeof (value as Record<string, unknown>)[k] === 'string',
    )
  );
}

/**
 * The form of `forms` for `count` in `lang` (the one helper every counted message goes through). A count that
 * is not a number (missing, or text) takes 'other'.
 */
export function pluralCategory(lang: Language, count: unknown, forms: PluralForms): PluralCategory {
  const n = typeof count === 'number' ? count : typeof count === 'string' ? Number(count) : Number.NaN;
  if (!Number.isFinite(n)) return 'other';
  const category = rulesOf(lang).select(n) as PluralCategory;
  return forms[category] === undefined ? 'other' : category;
}
