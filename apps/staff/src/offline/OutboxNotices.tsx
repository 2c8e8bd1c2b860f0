import { useLiveQuery } from 'dexie-react-hooks';
import { BannerNotices, type BannerStatus, NO_OUTBOX } from './BannerNotices';
import { readOutbox } from './cache';
import type { OfflineDb } from './db';

/**
 * The banner's notices with the outbox read live from its table: a write queued, sent, refused or discarded (in
 * this tab or another on the same device) re-renders them, with no list kept by hand beside the table. Loaded
 * lazily with Dexie (OfflineBanner.tsx), which the cache module brings anyway after sign-in.
 */
export default function OutboxNotices({ db, status }: { db: OfflineDb | undefined; status: BannerStatus }) {
  // A database closed under the query (signed out, or another tab's newer version) reads as an empty outbox.
  const outbox = useLiveQuery(
    () => (db ? readOutbox(db).catch(() => NO_OUTBOX) : NO_OUTBOX),
    [db],
    NO_OUTBOX,
  );
  return <BannerNotices status={status} outbox={outbox} />;
}
