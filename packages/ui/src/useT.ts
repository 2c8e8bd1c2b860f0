import { i18n as defaultI18n, type I18n, type I18nSnapshot, type Language } from '@clinic/i18n';
import { useSyncExternalStore } from 'react';

export interface UseT extends I18nSnapshot {
  setLanguage: (lang: Language) => void;
}

/**
 * The current language and its `t`, re-rendering the component when the language changes.
 * (Lives in @clinic/ui because @clinic/i18n does not depend on React; the store itself is i18n's.)
 */
export function useT(instance: I18n = defaultI18n): UseT {
  const snapshot = useSyncExternalStore(instance.subscribe, instance.getSnapshot, instance.getSnapshot);
  return { lang: snapshot.lang, t: snapshot.t, setLanguage: instance.setLanguage };
}
