import { ApiStatus, AppHeader, Card, LanguageSwitch, useDocumentTitle, useT } from '@clinic/ui';
import * as styles from './App.css';

/** The public booking site's landing page, phone first. */
export default function App() {
  const { t } = useT();
  useDocumentTitle(`${t('app.booking.title')} — ${t('common.product.name')}`);
  return (
    <div className={styles.page}>
      <AppHeader
        name={t('common.product.fullName')}
        shortName={t('common.product.name')}
        appTitle={t('app.booking.title')}
        actions={<LanguageSwitch />}
      />
      <main className={styles.main}>
        <Card
          className={styles.card}
          headingLevel="h1"
          title={t('app.booking.welcome')}
          footer={<ApiStatus />}
        >
          <p className={styles.lead}>{t('app.booking.description')}</p>
          <ol className={styles.steps} aria-label={t('app.booking.stepsLabel')}>
            <li className={styles.step}>{t('app.booking.steps.specialty')}</li>
            <li className={styles.step}>{t('app.booking.steps.slot')}</li>
            <li className={styles.step}>{t('app.booking.steps.confirm')}</li>
          </ol>
          <p className={styles.hint}>{t('app.booking.hint')}</p>
        </Card>
      </main>
    </div>
  );
}
