import { formatFormError, isFormErrorId, parseFormErrorMessage } from '@clinic/domain';
import type { Language, Translate, TranslationKey, TranslationParams } from '@clinic/i18n';

/**
 * Lower case without Vietnamese marks, for search that ignores accents and case:
 * foldVietnamese('Nguyễn Văn Đức') === 'nguyen van duc'. 'đ' is a letter of its own (not a mark), so it is
 * mapped by hand.
 */
export function foldVietnamese(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/** True when every word of `query` starts a word of, or appears in, `text`, accents and case ignored. */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = foldVietnamese(text);
  return foldVietnamese(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * Text that may be a message id or already translated: a form error id ('formError.required') goes through
 * `formatFormError`, a known dictionary key through `t`, anything else is shown as it is.
 */
export function translateText(
  text: string,
  t: Translate,
  lang: Language,
  params?: TranslationParams,
): string {
  if (isFormErrorId(parseFormErrorMessage(text).id)) return formatFormError(text, lang, params);
  // Only strings that look like a dotted key are looked up; rosetta answers the key itself when it is unknown.
  if (!/^[\w-]+(\.[\w-]+)+$/.test(text)) return text;
  const translated: unknown = t(text as TranslationKey, params);
  return typeof translated === 'string' && translated !== '' ? translated : text;
}
