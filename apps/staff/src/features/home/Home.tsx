import { formatDate } from '@clinic/i18n';
import { useAbility } from '@clinic/permissions';
import { Card, Icon, useT } from '@clinic/ui';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Page, pageStyles } from '../../app/shell/Page';
import { useSidebarGroups } from '../../app/shell/Sidebar';
import { authState } from '../../state/auth';
import { clinicState } from '../../state/clinic';
import { useDashboardEvents } from '../dashboard/queries';
import { TodayBlock } from '../dashboard/TodayBlock';
import * as styles from './Home.css';
import { useHomeEvents } from './queries';
import { CashierBlock, DoctorBlock, ReceptionBlock } from './WorkBlocks';
import { workBlocksOf } from './workBlocks';

/**
 * The staff home: each person's work today, by their skills and permissions (workBlocksOf) — arrivals and who
 * waits for reception, the queue and re-examinations due for a doctor, visits to bill and unmatched transfers for
 * a cashier, the dashboard's today for an owner or admin — live, each one click from the screen that acts on it;
 * then the shortcuts.
 */
export default function Home() {
  const { t, lang } = useT();
  const { userData } = useSnapshot(authState);
  const { clinicName, info } = useSnapshot(clinicState);
  const blocks = workBlocksOf(userData, useAbility());
  const shortcuts = useSidebarGroups().flatMap((group) => group.screens);
  useHomeEvents();
  useDashboardEvents();
  const desks = blocks.filter((block) => block !== 'today');
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
        {desks.length > 0 && (
          <div className={styles.blocks}>
            {desks.includes('reception') && <ReceptionBlock />}
            {desks.includes('doctor') && <DoctorBlock />}
            {desks.includes('cashier') && <CashierBlock />}
          </div>
        )}
        {blocks.includes('today') && (
          <TodayBlock query={{}} link={{ href: '/dashboard', label: t('staff.home.openDashboard') }} />
        )}
        {shortcuts.length > 0 && (
          <Card title={t('staff.home.shortcuts')} padding="sm">
            <ul className={styles.shortcuts}>
              {shortcuts.map((s) => (
                <li key={s.path}>
                  <Link href={s.path} className={styles.shortcut}>
                    {t(s.def.titleKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </Page>
  );
}
