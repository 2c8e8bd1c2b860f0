import { useT } from '@clinic/ui';
import * as styles from '../kiosk.css';
import { Notice } from './Notice';

/** Shown over everything while the API cannot be reached; it goes away by itself when a heartbeat answers. */
export function OfflineScreen() {
  const { t } = useT();
  return (
    <Notice icon="alert" tone="danger" title={t('kiosk.offline.title')} text={t('kiosk.offline.text')}>
      <p className={styles.muted}>{t('kiosk.offline.retrying')}</p>
    </Notice>
  );
}
