import { providerContact } from '@clinic/domain';
import { formatDate } from '@clinic/i18n';
import { Notice, useT } from '@clinic/ui';
import * as styles from './plans.css';
import { usePlan } from './usePlan';

/**
 * On every page while the clinic's plan has expired: the data stays readable, saving is refused by the API
 * (clinicPlanExpired, shown translated where a save fails), and this says why before anyone tries.
 */
export function PlanExpiredBanner() {
  const { t } = useT();
  const { expired, endDay } = usePlan();
  if (!expired) return null;
  return (
    <Notice tone="warning" className={styles.banner}>
      {t('plans.expired.banner', {
        date: endDay ? formatDate(endDay) : '',
        phone: providerContact.phone,
        email: providerContact.email,
      })}
    </Notice>
  );
}
