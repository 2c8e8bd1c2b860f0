export {
  DATE_FORMAT,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  formatVnd,
  VND_SYMBOL,
} from './format';
export type {
  I18n,
  I18nSnapshot,
  Language,
  Translate,
  TranslationKey,
  TranslationParams,
} from './i18n';
export {
  createI18n,
  i18n,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from './i18n';
export type { Messages } from './types';
