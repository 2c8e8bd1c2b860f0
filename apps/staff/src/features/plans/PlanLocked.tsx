import { type Plan, providerContact, type ScreenDef } from '@clinic/domain';
import { Button, EmptyState, useT } from '@clinic/ui';
import { Link } from 'wouter';
import { Page } from '../../app/shell/Page';
import * as styles from './plans.css';
import { planNameKey, usePlan } from './usePlan';

/**
 * What a screen of a feature the clinic's plan lacks shows instead of itself (the sidebar keeps it, with a lock):
 * what is missing and whom to call to upgrade. The API refuses the screen's calls anyway (planFeatureMissing).
 */
export function PlanLocked({ screen }: { screen: ScreenDef }) {
  const { t } = useT();
  const { plan } = usePlan();
  const key = plan === undefined ? undefined : planNameKey[plan as Plan];
  const planName = key ? t(key) : '';
  return (
    <Page title={t(screen.titleKey)}>
      <EmptyState
        icon="lock"
        title={t('plans.locked.title')}
        description={
          <>
            {t('plans.locked.text', { screen: t(screen.titleKey), plan: planName })}
            <span className={styles.contact}>
              <strong>{t('plans.locked.contact')}</strong>
              <span>
                {t('plans.locked.phone')}:{' '}
                <a href={`tel:${providerContact.phone.replace(/\s/g, '')}`}>{providerContact.phone}</a>
              </span>
              <span>
                {t('plans.locked.email')}:{' '}
                <a href={`mailto:${providerContact.email}`}>{providerContact.email}</a>
              </span>
            </span>
          </>
        }
        action={
          <Link href="/">
            <Button variant="secondary">{t('plans.locked.back')}</Button>
          </Link>
        }
      />
    </Page>
  );
}
