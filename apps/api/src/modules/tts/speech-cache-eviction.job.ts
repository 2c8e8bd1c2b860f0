import { MB } from '@clinic/domain';
import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { speechCache } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { speechStorageKey } from './tts-cache.service.js';

/**
 * The speech cache's bound across all instances: a busy clinic's year of calls is a few thousand phrases of tens
 * of kilobytes, so the bound is rarely reached, but free text and many voices can never fill the storage.
 */
export const SPEECH_CACHE_LIMITS = { maxBytes: 200 * MB, maxEntries: 20_000 } as const;
export type SpeechCacheLimits = { maxBytes: number; maxEntries: number };

/** Entries evicted per statement: one run stays short, and it loops until the cache is within its bound. */
const EVICT_BATCH = 500;

/**
 * Evicts the least recently used phrases until the rest fits the bound (the job `speech-cache.evict`, hourly):
 * bytes first, then the row, and only if nobody used it since it was picked. A phrase written again meanwhile
 * keeps its row (its bytes may be gone: a read of it is a miss that writes them again), and bytes never outlive
 * their row. Answers how many rows went.
 */
export async function evictSpeechCache(
  deps: Pick<AppDeps, 'db' | 'files'>,
  limits: SpeechCacheLimits = SPEECH_CACHE_LIMITS,
): Promise<number> {
  const { db, files } = deps;
  // Newest first: the running total and rank of each row say what the newer ones already take.
  const newestFirst = sql`order by ${speechCache.lastUsedAt} desc, ${speechCache.key} desc`;
  const ranked = db.$with('ranked').as(
    db
      .select({
        key: speechCache.key,
        lastUsedAt: speechCache.lastUsedAt,
        keptBytes: sql<number>`sum(${speechCache.bytes}) over (${newestFirst})`.as('kept_bytes'),
        rank: sql<number>`row_number() over (${newestFirst})`.as('rank'),
      })
      .from(speechCache),
  );
  let evicted = 0;
  for (;;) {
    const over = await db
      .with(ranked)
      .select({ key: ranked.key, lastUsedAt: ranked.lastUsedAt })
      .from(ranked)
      .where(or(gt(ranked.keptBytes, limits.maxBytes), gt(ranked.rank, limits.maxEntries)))
      .orderBy(ranked.lastUsedAt, desc(ranked.key))
      .limit(EVICT_BATCH);
    let batchEvicted = 0;
    for (const entry of over) {
      await files.delete(speechStorageKey(entry.key));
      const gone = await db
        .delete(speechCache)
        .where(and(eq(speechCache.key, entry.key), lte(speechCache.lastUsedAt, entry.lastUsedAt)))
        .returning({ key: speechCache.key });
      batchEvicted += gone.length;
    }
    evicted += batchEvicted;
    // A batch that was all used meanwhile ends the run: the next one starts from a fresh ranking.
    if (over.length < EVICT_BATCH || !batchEvicted) return evicted;
  }
}
