import { formatDate } from '@clinic/i18n';
import { Card, EmptyState, Icon, useT } from '@clinic/ui';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Page, pageStyles } from '../../app/shell/Page';
import { useSidebarGroups } from '../../app/shell/Sidebar';
import { authState } from '../../state/auth';
import { clinicState } from '../../state/clinic';
import * as styles from './Home.css';

export default function Home() {
  const { t, lang } = useT();
  const { userData } = useSnapshot(authState);
  const { clinicName, info } = useSnapshot(clinicState);
  const shortcuts = useSidebarGroups().flatMap((group) => group.screens);
  return (
    <Page
      title={t('staff.home.greeting', { name: userData?.fullName ?? '' })}
      text={t('staff.home.text', { clinic: clinicName })}
    >
      <div className={pageStyles.stack}>
        {info?.plan === 1 && info.planExpiresAt && (
          <p className={styles.trial}>
            <Icon name="info" size="sm" />{' '}
            {t('staff.home.trial', { date: formatDate(info.planExpiresAt, lang) })}
          </p>
        )}
        <Card title={t('staff.home.shortcuts')}>
          {shortcuts.length > 0 && (
            <ul className={styles.shortcuts}>
              {shortcuts.map((s) => (
                <li key={s.path}>
                  <Link href={s.path} className={styles.shortcut}>
                    {t(s.def.titleKey)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <EmptyState icon="calendar" title={t('staff.home.comingSoon')} />
        </Card>
      </div>
    </Page>
  );
}
