import { useT } from '@clinic/ui';
import * as styles from '../board.css';
import type { RecentCall } from '../types';

/** The strip of the last calls, newest first: for whoever looked up a moment too late. */
export function RecentCalls({ calls }: { calls: RecentCall[] }) {
  const { t } = useT();
  return (
    <section className={styles.recent} aria-labelledby="recent-title">
      <h2 id="recent-title" className={styles.recentTitle}>
        {t('display.recent.title')}
      </h2>
      {calls.length === 0 ? (
        <p className={styles.recentEmpty}>{t('display.recent.empty')}</p>
      ) : (
        <ol className={styles.recentList}>
          {calls.map((call, index) => (
            <li key={call.id} className={`${styles.recentItem} ${index === 0 ? styles.recentLatest : ''}`}>
              <span className={styles.recentNumber}>{call.orderNumber}</span>
              <span className={styles.recentRoom}>{t('display.recent.room', { room: call.room })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
