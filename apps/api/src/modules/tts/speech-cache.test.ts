import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { speechCache } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import type { SpeechProvider, SpeechRequest } from './providers.js';
import { evictSpeechCache } from './speech-cache-eviction.job.js';
import { cacheKey, createTtsCache, SPEECH_TOUCH_EVERY_MS, speechStorageKey } from './tts-cache.service.js';

// Two API instances behind a load balancer share the database and the file storage (a folder here, a bucket with
// S3): a phrase one of them paid the provider for is a hit on the other, and the cache stays within its bound by
// evicting the least recently used phrases. The providers below count what they are asked; the storage is real.

const MIN = 60_000;
const AUDIO_BYTES = 1000;

/** A provider that answers 1000 bytes of its own per phrase and remembers every phrase it was asked. */
function countingProvider() {
  const asked: string[] = [];
  const provider: SpeechProvider = {
    name: 'google',
    async synthesize(request: SpeechRequest) {
      asked.push(request.text);
      return { audio: Buffer.alloc(AUDIO_BYTES, request.text), contentType: 'audio/mpeg' };
    },
  };
  return { provider, asked };
}

let s3dir: string;
let s3server: S3rver;
let s3: NonNullable<Config['s3']>;
beforeAll(async () => {
  s3dir = await mkdtemp(path.join(tmpdir(), 's3rver-tts-'));
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: 'clinic-files', configs: [] }],
  });
  const address = await s3server.run();
  s3 = {
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    bucket: 'clinic-files',
    accessKeyId: 'S3RVER', // s3rver's fixed credentials
    secretAccessKey: 'S3RVER',
  };
});
afterAll(async () => {
  await s3server?.close();
  await rm(s3dir, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('the speech cache in %s file storage', (driver) => {
  let now = new Date('2027-02-01T02:00:00Z');
  const clock = () => now;
  const first = countingProvider();
  const second = countingProvider();
  let dataDir: string;
  let a: TestApp;
  let b: TestApp;
  const phrase = (text: string) => ({ text, lang: 'vi' as const });
  const keyOf = (text: string) => cacheKey('google', text, 'vi', undefined);
  const rows = async () =>
    (await a.app.deps.db.select({ key: speechCache.key }).from(speechCache)).map((r) => r.key).sort();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tts-instances-'));
    const storage = driver === 's3' ? { s3 } : { dataDir };
    a = await createTestApp(storage, { clock, speechProviders: [first.provider] });
    b = await createTestApp(
      { ...storage, jwtSecret: a.app.deps.config.jwtSecret },
      { database: a.database, clock, speechProviders: [second.provider] },
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a phrase one instance synthesised is a hit on the other, which asks no provider', async () => {
    const call = phrase('Mời số 12 vào phòng khám 3');
    const spoken = await a.app.deps.speech.synthesize(call);
    expect(first.asked).toEqual([call.text]);
    const again = await b.app.deps.speech.synthesize(call);
    expect(again).toEqual(spoken);
    expect(second.asked).toEqual([]);
    // Kept in the app's file storage under a prefix of its own, with its row.
    expect(a.app.deps.files.driver).toBe(driver);
    expect(await b.app.deps.files.size(speechStorageKey(keyOf(call.text)))).toBe(AUDIO_BYTES);
    expect(await rows()).toEqual([keyOf(call.text)]);
    // A cache of a restarted instance (nothing in memory) has it too; a phrase never spoken is a miss.
    const restarted = createTtsCache(b.app.deps);
    expect(await restarted.get(keyOf(call.text))).toEqual(spoken);
    expect(await restarted.get(keyOf('Mời số 13'))).toBeUndefined();
  });

  it('past its bound, evicts the least recently used phrases with their bytes; the others stay hits', async () => {
    const [one, two, three] = ['Mời số 1', 'Mời số 2', 'Mời số 3'];
    for (const text of [one!, two!, three!]) {
      now = new Date(now.getTime() + MIN);
      await a.app.deps.speech.synthesize(phrase(text));
    }
    // The first phrase is spoken again (from memory) past the touch interval: it becomes the most recent.
    now = new Date(now.getTime() + SPEECH_TOUCH_EVERY_MS + MIN);
    await a.app.deps.speech.synthesize(phrase(one!));
    expect(first.asked.slice(-3)).toEqual([one, two, three]);

    // Room for two: the phrase of the first test and the second phrase, the least recently used, go.
    expect(await evictSpeechCache(a.app.deps, { maxBytes: 2 * AUDIO_BYTES + 500, maxEntries: 100 })).toBe(2);
    expect(await rows()).toEqual([keyOf(one!), keyOf(three!)].sort());
    expect(await a.app.deps.files.size(speechStorageKey(keyOf(two!)))).toBeNull();
    expect(await a.app.deps.files.size(speechStorageKey(keyOf('Mời số 12 vào phòng khám 3')))).toBeNull();

    // The other instance (nothing of these in its memory) pays for the evicted phrase again, not for the kept one.
    await b.app.deps.speech.synthesize(phrase(one!));
    now = new Date(now.getTime() + MIN);
    await b.app.deps.speech.synthesize(phrase(two!));
    expect(second.asked).toEqual([two]);
    expect(await rows()).toEqual([keyOf(one!), keyOf(two!), keyOf(three!)].sort());

    // An entry count bounds it as well: one entry left, the one used last.
    expect(await evictSpeechCache(a.app.deps, { maxBytes: 10 * AUDIO_BYTES, maxEntries: 1 })).toBe(2);
    expect(await rows()).toEqual([keyOf(two!)]);
    // Within the default bound nothing more goes.
    expect(await evictSpeechCache(a.app.deps)).toBe(0);
  });
});
