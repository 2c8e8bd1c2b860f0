import { formatTime } from '@clinic/i18n';
import { Button, Notice, useT } from '@clinic/ui';
import { useState, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from '../state/auth';
import * as styles from './offline.css';
import { discardConflict } from './runner';
import { type OutboxView, offlineState } from './state';

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
 * The shell's connection banner: offline with the time of the last saved data, what waits to be sent, "connected
 * again" while the outbox goes out, and the writes the server refused on replay with their content, so nothing
 * made offline is lost without the user knowing.
 */
export function OfflineBanner() {
  const { t } = useT();
  const state = useSnapshot(offlineState);
  const { isOffline: sessionOffline } = useSnapshot(authState);
  const online = useSyncExternalStore(browserOnline.subscribe, browserOnline.get);
  const offline = !online || !state.online || sessionOffline;
  const count = state.pending.length;

  return (
    <div className={styles.banner} data-testid="offline-banner">
      {state.needsReload && (
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
      {offline && (
        <Notice>
          <strong>
            {state.savedAt
              ? t('offline.banner.offline', { time: formatTime(state.savedAt) })
              : t('offline.banner.offlineNothingSaved')}
          </strong>
          {count > 0 && <PendingList items={state.pending} label={t('offline.banner.pending', { count })} />}
        </Notice>
      )}
      {!offline && (state.reconnected || state.sending || count > 0) && (
        <Notice tone="info">
          {state.reconnected && <strong>{t('offline.banner.reconnected')} </strong>}
          {count > 0 && (
            <PendingList
              items={state.pending}
              label={
                state.sending
                  ? t('offline.banner.sending', { count })
                  : t('offline.banner.pending', { count })
              }
            />
          )}
        </Notice>
      )}
      {state.conflicts.length > 0 && (
        <Notice>
          <strong>{t('offline.conflicts.title')}</strong>
          <p>{t('offline.conflicts.intro')}</p>
          {state.conflicts.map((item) => (
            <Conflict key={item.seq} item={item} />
          ))}
        </Notice>
      )}
    </div>
  );
}

function Conflict({ item }: { item: OutboxView }) {
  const { t } = useT();
  const what = t(`offline.what.${item.what}`);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(item.content).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className={styles.conflict} data-testid="offline-conflict">
      <span>
        {t('offline.conflicts.item', { what, time: formatTime(item.createdAt), error: item.error ?? '' })}
      </span>
      <pre className={styles.content}>{item.content}</pre>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {copied ? t('offline.conflicts.copied') : t('offline.conflicts.copy')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void discardConflict(item.seq)}>
          {t('offline.conflicts.discard')}
        </Button>
      </div>
    </div>
  );
}

function PendingList({ items, label }: { items: readonly OutboxView[]; label: string }) {
  const { t } = useT();
  return (
    <>
      <span> {label}</span>
      <ul className={styles.list} data-testid="offline-pending">
        {items.map((item) => (
          <li key={item.seq}>
            {t('offline.pendingItem', {
              what: t(`offline.what.${item.what}`),
              time: formatTime(item.createdAt),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
