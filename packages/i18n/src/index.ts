export {
  DATE_FORMAT,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  formatVnd,
  TIME_FORMAT,
  VND_SYMBOL,
} from './format';
export type {
  CreateI18nOptions,
  I18n,
  I18nSnapshot,
  Language,
  Translate,
  TranslationKey,
  TranslationParams,
} from './i18n';
export {
  createI18n,
  DEFAULT_LANGUAGE,
  i18n,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from './i18n';
export {
  isPluralForms,
  PLURAL_CATEGORIES,
  type PluralCategory,
  type PluralForms,
  pluralCategories,
  pluralCategory,
} from './plural';
export type { LeafPaths, Messages, Shape } from './types';
