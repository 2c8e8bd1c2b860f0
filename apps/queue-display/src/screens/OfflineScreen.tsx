import { Icon, useT } from '@clinic/ui';
import * as styles from '../display.css';

/** Shown instead of the board while the API cannot be reached; it goes away by itself when a read succeeds. */
export function OfflineScreen() {
  const { t } = useT();
  return (
    <section className={styles.notice} role="alert">
      <Icon name="alert" size="xl" />
      <h1 className={styles.noticeTitle}>{t('display.offline.title')}</h1>
      <p className={styles.noticeText}>{t('display.offline.text')}</p>
    </section>
  );
}
