import { DEFAULT_LANGUAGE, isLanguage, type Language, languages } from '@clinic/domain';
import rosetta from 'rosetta';
import { sharedDictionaries } from './locales/shared';
import type vi from './locales/vi';
import { isPluralForms, pluralCategory } from './plural';
import type { LeafPaths, Messages } from './types';

export { DEFAULT_LANGUAGE, isLanguage, type Language };
/** The languages offered, Vietnamese first (the same list the server accepts). */
export const LANGUAGES = languages;
/** localStorage key holding the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export type TranslationKey = LeafPaths<typeof vi>;
export type TranslationParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

/** What a React binding reads: changes identity whenever the language changes. */
export interface I18nSnapshot {
  readonly lang: Language;
  readonly t: Translate;
}

export interface I18n {
  /** Translates in the current language; falls back to Vietnamese, then to the key itself. */
  t: Translate;
  getLanguage(): Language;
  setLanguage(lang: Language): void;
  /** External-store contract (useSyncExternalStore): called after every language change. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): I18nSnapshot;
  /** Adds an app's own areas (`{ vi: { patients }, en: { patients } }`) to the shared ones. */
  addDictionaries(extra: Record<Language, Messages>): void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface CreateI18nOptions {
  /** Start in this language instead of the stored one. */
  language?: Language;
  /** Where the choice is persisted; defaults to window.localStorage when there is one. */
  storage?: KeyValueStorage | null;
}

function defaultStorage(): KeyValueStorage | null {
  try {
    // Absent in Node and throws in some private browsing modes.
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readStored(storage: KeyValueStorage | null): Language | undefined {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

// Dates are formatted with an explicit language (format.ts, the date picker), so dayjs's global locale is not
// touched: the booking page, which never loads dayjs, keeps it out of its first download.
function applyToEnvironment(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function createI18n(options: CreateI18nOptions = {}): I18n {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const engine = rosetta<Messages>({ vi: { ...sharedDictionaries.vi }, en: { ...sharedDictionaries.en } });
  const listeners = new Set<() => void>();

  // A counted message is a node of plural forms: the form for `params.count` is rendered in its place.
  const render = (lang: Language, key: string, params?: TranslationParams): string => {
    const value: unknown = engine.t(key, params, lang);
    if (typeof value === 'string') return value;
    if (!isPluralForms(value)) return '';
    return engine.t(`${key}.${pluralCategory(lang, params?.count, value)}`, params, lang) as string;
  };

  const translate = (lang: Language, key: TranslationKey, params?: TranslationParams): string => {
    const text = render(lang, key, params);
    if (text !== '') return text;
    const fallback = lang === DEFAULT_LANGUAGE ? '' : render(DEFAULT_LANGUAGE, key, params);
    return fallback !== '' ? fallback : key;
  };

  const snapshotFor = (lang: Language): I18nSnapshot => ({
    lang,
    t: (key, params) => translate(lang, key, params),
  });

  let snapshot = snapshotFor(options.language ?? readStored(storage) ?? DEFAULT_LANGUAGE);
  engine.locale(snapshot.lang);
  applyToEnvironment(snapshot.lang);

  return {
    t: (key, params) => translate(snapshot.lang, key, params),
    getLanguage: () => snapshot.lang,
    setLanguage(lang) {
      if (!isLanguage(lang)) throw new Error(`Unsupported language: ${String(lang)}`);
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, lang);
      } catch {
        // Storage full or blocked: the choice still applies to this page.
      }
      if (lang === snapshot.lang) return;
      snapshot = snapshotFor(lang);
      engine.locale(lang);
      applyToEnvironment(lang);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    addDictionaries(extra) {
      for (const lang of languages) if (extra[lang]) engine.set(lang, extra[lang]);
      // A new snapshot, so components already on screen translate with the new areas.
      snapshot = snapshotFor(snapshot.lang);
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The app-wide instance: reads the stored language (default Vietnamese) at start-up. */
export const i18n: I18n = createI18n();
