import { ApiStatus, AppHeader, Badge, Card, LanguageSwitch, useDocumentTitle, useT } from '@clinic/ui';
import * as styles from './App.css';

/** The staff app's home until the screens arrive: what the app is, the language, whether the API answers. */
export default function App() {
  const { t } = useT();
  useDocumentTitle(t('common.product.fullName'));
  const modules = [
    t('app.staff.modules.appointments'),
    t('app.staff.modules.checkIn'),
    t('app.staff.modules.examinations'),
    t('app.staff.modules.billing'),
    t('app.staff.modules.stock'),
    t('app.staff.modules.reports'),
  ];
  return (
    <div className={styles.page}>
      <AppHeader
        name={t('common.product.fullName')}
        shortName={t('common.product.name')}
        appTitle={t('app.staff.title')}
        actions={<LanguageSwitch />}
      />
      <main className={styles.main}>
        <Card
          className={styles.card}
          headingLevel="h1"
          title={t('app.staff.welcome')}
          subtitle={t('common.product.tagline')}
          footer={<ApiStatus />}
        >
          <p className={styles.lead}>{t('app.staff.description')}</p>
          <ul className={styles.modules} aria-label={t('app.staff.modulesLabel')}>
            {modules.map((name) => (
              <li key={name}>
                <Badge tone="primary">{name}</Badge>
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{t('app.staff.hint')}</p>
        </Card>
      </main>
    </div>
  );
}
