import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { speechCache } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import type { FileStorage } from '../../platform/files/storage.js';
import type { SpeechAudio } from './providers.js';

// The phrases a clinic speaks repeat all day ('Mời số 12 vào phòng khám 3'), and every display of a location asks
// for the same call at the same moment: audio is kept by sha256(provider, text, lang, voice) in the app's file
// storage (S3 when configured, so every instance shares it), its row in `speech_cache`, with a small in-memory
// front, so each phrase is synthesised (and paid for) once. The bound is kept by evictSpeechCache (a job).

/** Entries held in memory by each instance; the storage keeps up to the bound of speech-cache-eviction.job.ts. */
const MEMORY_ENTRIES = 500;
/**
 * A phrase served from memory moves its row's last use at most this often: a display's every call is not a
 * write, and recency this coarse is plenty for an hourly eviction.
 */
export const SPEECH_TOUCH_EVERY_MS = 10 * 60_000;

export interface TtsCache {
  get(key: string): Promise<SpeechAudio | undefined>;
  set(key: string, audio: SpeechAudio): Promise<void>;
}

export interface TtsCacheDeps {
  db: Db;
  files: FileStorage;
  clock: Clock;
}

export function cacheKey(provider: string, text: string, lang: string, voice: string | undefined): string {
  return createHash('sha256')
    .update(JSON.stringify([provider, text, lang, voice ?? '']))
    .digest('hex');
}

/** The storage key of a phrase: a prefix of its own, apart from uploads (which start with a clinic id). */
export const speechStorageKey = (key: string) => `tts-cache/${key}`;

export function createTtsCache({ db, files, clock }: TtsCacheDeps): TtsCache {
  // Insertion order doubles as recency: a hit is moved to the end, the oldest is dropped first.
  const memory = new Map<string, { audio: SpeechAudio; touchedAt: number }>();
  const remember = (key: string, audio: SpeechAudio, touchedAt: number) => {
    memory.delete(key);
    memory.set(key, { audio, touchedAt });
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  };
  const touch = (key: string, now: Date) =>
    db
      .update(speechCache)
      .set({ lastUsedAt: now })
      .where(eq(speechCache.key, key))
      .returning({ contentType: speechCache.contentType, bytes: speechCache.bytes });

  return {
    async get(key) {
      const now = clock();
      const hit = memory.get(key);
      if (hit) {
        const due = now.getTime() - hit.touchedAt >= SPEECH_TOUCH_EVERY_MS;
        if (due) await touch(key, now);
        remember(key, hit.audio, due ? now.getTime() : hit.touchedAt);
        return hit.audio;
      }
      const [row] = await touch(key, now);
      if (!row) return undefined;
      // A row whose bytes are gone (evicted meanwhile) is a miss: the next set() writes both again.
      const audio = await files.readHead(speechStorageKey(key), row.bytes);
      if (!audio || audio.length !== row.bytes) return undefined;
      const found = { audio, contentType: row.contentType };
      remember(key, found, now.getTime());
      return found;
    },
    async set(key, audio) {
      // Nothing to keep (and no byte range to read back).
      if (!audio.audio.length) return;
      const now = clock();
      remember(key, audio, now.getTime());
      // Bytes before the row: a row never names bytes that were not written.
      await files.put(speechStorageKey(key), audio.audio);
      const entry = { contentType: audio.contentType, bytes: audio.audio.length, lastUsedAt: now };
      await db
        .insert(speechCache)
        .values({ key, ...entry, createdAt: now })
        .onConflictDoUpdate({ target: speechCache.key, set: entry });
    },
  };
}
