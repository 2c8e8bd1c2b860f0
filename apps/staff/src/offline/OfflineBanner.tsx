import { Button, Notice, useT } from '@clinic/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from '../state/auth';
import { BannerNotices, type BannerStatus, NO_OUTBOX } from './BannerNotices';
import * as styles from './offline.css';
import { offlineState } from './state';

// Dexie stays out of the shell's chunk: the outbox part comes with it, after sign-in (the cache module loads it
// then anyway). Until it is there, or if it cannot load, the banner still says offline, with the saved time.
const OutboxNotices = lazy(() => import('./OutboxNotices').catch(() => ({ default: ConnectionNotices })));

function ConnectionNotices({ status }: { status: BannerStatus }) {
  return <BannerNotices status={status} outbox={NO_OUTBOX} />;
}

const browserOnline = {
  subscribe(listener: () => void) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
  get: () => navigator.onLine,
};

/**
 * The shell's connection banner: the offline layer's signals (connection, saved time, sending, reconnected, a
 * reload asked by another tab), the session's own offline start and the browser's status, and the outbox below.
 */
export function OfflineBanner() {
  useSignals();
  const { t } = useT();
  const { isOffline: sessionOffline } = useSnapshot(authState);
  const browser = useSyncExternalStore(browserOnline.subscribe, browserOnline.get);
  const status: BannerStatus = {
    offline: !browser || !offlineState.online.value || sessionOffline,
    savedAt: offlineState.savedAt.value,
    sending: offlineState.sending.value,
    reconnected: offlineState.reconnected.value,
  };
  const db = offlineState.cache.value;

  return (
    <div className={styles.banner} data-testid="offline-banner">
      {offlineState.needsReload.value && (
        <Notice
          action={
            <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
              {t('offline.banner.reloadAction')}
            </Button>
          }
        >
          {t('offline.banner.reload')}
        </Notice>
      )}
      <Suspense fallback={<ConnectionNotices status={status} />}>
        <OutboxNotices db={db} status={status} />
      </Suspense>
    </div>
  );
}
