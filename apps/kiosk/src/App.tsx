import { ApiStatus, AppHeader, Card, LanguageSwitch, useDocumentTitle, useT } from '@clinic/ui';
import * as styles from './App.css';

/** The kiosk's welcome screen: how self check-in works, in the patient's language. */
export default function App() {
  const { t } = useT();
  useDocumentTitle(`${t('app.kiosk.title')} — ${t('common.product.name')}`);
  return (
    <div className={styles.page}>
      <AppHeader
        name={t('common.product.fullName')}
        shortName={t('common.product.name')}
        appTitle={t('app.kiosk.title')}
        actions={<LanguageSwitch size="lg" />}
      />
      <main className={styles.main}>
        <Card className={styles.card} padding="lg" footer={<ApiStatus />}>
          <div className={styles.content}>
            <div className={styles.intro}>
              <h1 className={styles.welcome}>{t('app.kiosk.welcome')}</h1>
              <p className={styles.lead}>{t('app.kiosk.description')}</p>
            </div>
            <ol className={styles.steps} aria-label={t('app.kiosk.stepsLabel')}>
              <li className={styles.step}>{t('app.kiosk.steps.open')}</li>
              <li className={styles.step}>{t('app.kiosk.steps.scan')}</li>
              <li className={styles.step}>{t('app.kiosk.steps.ticket')}</li>
            </ol>
            <p className={styles.hint}>{t('app.kiosk.hint')}</p>
          </div>
        </Card>
      </main>
    </div>
  );
}
