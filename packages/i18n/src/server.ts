import type { Language } from '@clinic/domain';
import { sharedDictionaries } from './locales/shared';
import type vi from './locales/vi';
import { staffDictionaries } from './staff';
import type { LeafPaths, Messages } from './types';

// The staff screens' words for the API, which writes some of them into what it answers (a printed document's
// labels: gender, unit, status, payment method). Without rosetta or the DOM-bound i18n.ts: a plain lookup of the
// same dictionaries, falling back to Vietnamese and then to the key, like `t`.

export { formatCount, formatDate, formatVnd } from './format';

/** The keys of i18n.ts's `t` (named here so the API need not load the DOM-bound i18n.ts). */
export type ServerTranslationKey = LeafPaths<typeof vi>;
export type ServerTranslate = (key: ServerTranslationKey, params?: Record<string, string | number>) => string;

const dictionaries: Record<Language, Messages> = {
  vi: { ...sharedDictionaries.vi, ...staffDictionaries.vi },
  en: { ...sharedDictionaries.en, ...staffDictionaries.en },
};

function lookup(lang: Language, key: string): string | undefined {
  let node: unknown = dictionaries[lang];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `t` of one language for server-side text: `{{name}}` parameters filled in. */
export function serverTranslator(lang: Language): ServerTranslate {
  return (key, params) => {
    const text = lookup(lang, key) ?? lookup('vi', key) ?? key;
    return params
      ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => String(params[name] ?? all))
      : text;
  };
}
