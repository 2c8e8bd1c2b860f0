import { i18n as defaultI18n, type I18n, LANGUAGES } from '@clinic/i18n';
import { useT } from '../../useT';
import { visuallyHidden } from '../../utils.css';
import * as styles from './LanguageSwitch.css';

export interface LanguageSwitchProps {
  size?: keyof typeof styles.size;
  className?: string;
  /** The i18n instance to drive; the app-wide singleton by default. */
  i18n?: I18n;
}

/** Two toggle buttons, VI and EN; the choice is persisted by @clinic/i18n (localStorage 'lang'). */
export function LanguageSwitch({ size = 'md', className, i18n = defaultI18n }: LanguageSwitchProps) {
  const { lang, t, setLanguage } = useT(i18n);
  return (
    <fieldset className={[styles.root, className].filter(Boolean).join(' ')}>
      <legend className={visuallyHidden}>{t('common.language.label')}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={`${styles.option} ${styles.size[size]}`}
          aria-pressed={option === lang}
          aria-label={t(`common.language.${option}`)}
          title={t(`common.language.${option}`)}
          onClick={() => setLanguage(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
