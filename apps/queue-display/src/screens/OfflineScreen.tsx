import { OfflineScreen as DeviceOfflineScreen } from '@clinic/device';
import { useT } from '@clinic/ui';
import * as styles from '../display.css';

/** Shown instead of the board while the API cannot be reached; it goes away by itself when a read succeeds. */
export function OfflineScreen() {
  const { t } = useT();
  return (
    <DeviceOfflineScreen
      className={styles.offline}
      title={t('display.offline.title')}
      text={t('display.offline.text')}
    />
  );
}
