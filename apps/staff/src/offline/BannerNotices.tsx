import { formatTime } from '@clinic/i18n';
import { Button, Notice, useT } from '@clinic/ui';
import { useState } from 'react';
import * as styles from './offline.css';
import { discardConflict } from './runner';
import type { OutboxView } from './state';

/** What the banner says about the connection (signals, the session and the browser; OfflineBanner.tsx). */
export interface BannerStatus {
  offline: boolean;
  savedAt: number | null;
  sending: boolean;
  reconnected: boolean;
}

/** What the outbox table holds (a live query, OutboxNotices.tsx). */
export interface BannerOutbox {
  pending: readonly OutboxView[];
  conflicts: readonly OutboxView[];
}

export const NO_OUTBOX: BannerOutbox = { pending: [], conflicts: [] };

/**
 * Offline with the time of the last saved data, what waits to be sent, "connected again" while the outbox goes
 * out, and the writes the server refused on replay with their content, so nothing made offline is lost without the
 * user knowing.
 */
export function BannerNotices({ status, outbox }: { status: BannerStatus; outbox: BannerOutbox }) {
  const { t } = useT();
  const { offline, savedAt, sending, reconnected } = status;
  const count = outbox.pending.length;
  return (
    <>
      {offline && (
        <Notice>
          <strong>
            {savedAt
              ? t('offline.banner.offline', { time: formatTime(savedAt) })
              : t('offline.banner.offlineNothingSaved')}
          </strong>
          {count > 0 && <PendingList items={outbox.pending} label={t('offline.banner.pending', { count })} />}
        </Notice>
      )}
      {!offline && (reconnected || sending || count > 0) && (
        <Notice tone="info">
          {reconnected && <strong>{t('offline.banner.reconnected')} </strong>}
          {count > 0 && (
            <PendingList
              items={outbox.pending}
              label={
                sending ? t('offline.banner.sending', { count }) : t('offline.banner.pending', { count })
              }
            />
          )}
        </Notice>
      )}
      {outbox.conflicts.length > 0 && (
        <Notice>
          <strong>{t('offline.conflicts.title')}</strong>
          <p>{t('offline.conflicts.intro')}</p>
          {outbox.conflicts.map((item) => (
            <Conflict key={item.seq} item={item} />
          ))}
        </Notice>
      )}
    </>
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
