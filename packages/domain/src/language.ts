import type { ValueOf } from './util';

export const Language = { Vi: 'vi', En: 'en' } as const;
export type Language = ValueOf<typeof Language>;

export const languages: readonly Language[] = [Language.Vi, Language.En];
export const DEFAULT_LANGUAGE: Language = Language.Vi;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The request language: `?lang=` wins, then the first supported tag of an `Accept-Language` header
 * (quality values honoured, region ignored: 'en-US' is 'en'), then vi.
 */
export function resolveLanguage(queryLang?: string | null, acceptLanguage?: string | null): Language {
  if (isLanguage(queryLang)) return queryLang;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...attrs] = part.trim().split(';');
        const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
        const quality = q ? Number.parseFloat(q.slice(2)) : 1;
        return { lang: tag.toLowerCase().split('-')[0], quality: Number.isNaN(quality) ? 0 : quality, index };
      })
      .filter((entry) => entry.quality > 0)
      .sort((a, b) => b.quality - a.quality || a.index - b.index);
    const found = ranked.find((entry) => isLanguage(entry.lang));
    if (found && isLanguage(found.lang)) return found.lang;
  }
  return DEFAULT_LANGUAGE;
}
