import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SpeechAudio } from './providers.js';

// The phrases a clinic speaks repeat all day ('Mời số 12 vào phòng khám 3'), and every display of a location asks
// for the same call at the same moment: audio is kept by sha256(provider, text, lang, voice) under
// DATA_DIR/tts-cache, with an in-memory index in front, so each phrase is synthesised (and paid for) once.

const extensionOf: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };
const typeOf: Record<string, string> = { mp3: 'audio/mpeg', wav: 'audio/wav' };
/** Entries held in memory; the disk keeps everything (a year of a clinic's phrases is a few thousand files). */
const MEMORY_ENTRIES = 500;

export interface TtsCache {
  get(key: string): Promise<SpeechAudio | undefined>;
  set(key: string, audio: SpeechAudio): Promise<void>;
}

export function cacheKey(provider: string, text: string, lang: string, voice: string | undefined): string {
  return createHash('sha256')
    .update(JSON.stringify([provider, text, lang, voice ?? '']))
    .digest('hex');
}

/** `dir` undefined keeps the cache in memory only (tests, DATA_DIR ':memory:'). */
export function createTtsCache(dir: string | undefined): TtsCache {
  // Insertion order doubles as recency: a hit is moved to the end, the oldest is dropped first.
  const memory = new Map<string, SpeechAudio>();
  const remember = (key: string, audio: SpeechAudio) => {
    memory.delete(key);
    memory.set(key, audio);
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  };
  return {
    async get(key) {
      const hit = memory.get(key);
      if (hit) {
        remember(key, hit);
        return hit;
      }
      if (!dir) return undefined;
      for (const [ext, contentType] of Object.entries(typeOf)) {
        const audio = await readFile(path.join(dir, `${key}.${ext}`)).catch(() => undefined);
        if (audio) {
          remember(key, { audio, contentType });
          return { audio, contentType };
        }
      }
      return undefined;
    },
    async set(key, audio) {
      remember(key, audio);
      if (!dir) return;
      await mkdir(dir, { recursive: true });
      // Written aside and renamed, so another instance sharing DATA_DIR never reads half a file.
      const file = path.join(dir, `${key}.${extensionOf[audio.contentType] ?? 'bin'}`);
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, audio.audio);
      await rename(temp, file);
    },
  };
}
