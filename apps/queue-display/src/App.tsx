import { formatLongDate, formatTime } from '@clinic/i18n';
import { ApiStatus, AppHeader, LanguageSwitch, useDocumentTitle, useT } from '@clinic/ui';
import * as styles from './App.css';
import { useNow } from './useNow';

function Clock() {
  const { lang } = useT();
  const now = useNow();
  return (
    <div className={styles.clock}>
      <time className={styles.time} dateTime={now.toISOString()}>
        {formatTime(now)}
      </time>
      <span className={styles.date}>{formatLongDate(now, lang)}</span>
    </div>
  );
}

/** The waiting-room TV: the number being served, large enough to read across the room. */
export default function App() {
  const { t } = useT();
  useDocumentTitle(`${t('app.display.title')} — ${t('common.product.name')}`);
  return (
    <div className={styles.page}>
      <AppHeader
        size="tv"
        name={t('common.product.fullName')}
        shortName={t('common.product.name')}
        appTitle={t('app.display.title')}
        actions={<Clock />}
      />
      <main className={styles.main}>
        <section className={styles.serving} aria-live="polite" aria-label={t('app.display.nowServing')}>
          <span className={styles.servingLabel}>{t('app.display.nowServing')}</span>
          <span className={`${styles.number} ${styles.numberEmpty}`} aria-hidden="true">
            – – –
          </span>
          <span className={styles.servingNote}>{t('app.display.noCall')}</span>
        </section>
        <section className={styles.info}>
          <h1 className={styles.welcome}>{t('app.display.welcome')}</h1>
          <p className={styles.description}>{t('app.display.description')}</p>
        </section>
      </main>
      <footer className={styles.footer}>
        <ApiStatus />
        <LanguageSwitch />
      </footer>
    </div>
  );
}
