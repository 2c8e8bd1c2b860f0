import { OfflineScreen as DeviceOfflineScreen } from '@clinic/device';
import { useT } from '@clinic/ui';
import * as styles from '../kiosk.css';

/** Sends the patient to reception while the API cannot be reached; it goes away when a heartbeat answers. */
export function OfflineScreen() {
  const { t } = useT();
  return (
    <DeviceOfflineScreen title={t('kiosk.offline.title')} text={t('kiosk.offline.text')}>
      <p className={styles.muted}>{t('kiosk.offline.retrying')}</p>
    </DeviceOfflineScreen>
  );
}
