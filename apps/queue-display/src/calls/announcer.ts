import type { Language } from '@clinic/domain';
import { callPhrase } from '@clinic/i18n/calls';
import type { Call } from './callQueue';

/** The ways the display can make a sound; each rejects when it cannot. Injected, so tests can listen. */
export interface Voices {
  chime: () => Promise<void>;
  /** The server's audio for a call id. */
  fetchAudio: (callId: number, lang: Language) => Promise<Blob>;
  play: (audio: Blob) => Promise<void>;
  /** The browser's speech synthesis; undefined when the browser has none. */
  speak?: ((text: string, lang: Language) => Promise<void>) | undefined;
}

export type Spoken = 'server' | 'browser' | 'chime';

/**
 * One call, out loud: the chime, then the server's voice (fetched while the chime plays); if the server cannot
 * (503 ttsUnavailable, offline, refused to play) the browser's speech with the same phrase; else the chime alone.
 */
export async function announceCall(call: Call, lang: Language, voices: Voices): Promise<Spoken> {
  const audio = voices.fetchAudio(call.id, lang);
  audio.catch(() => undefined); // handled below; no unhandled rejection while the chime plays
  await voices.chime().catch(() => undefined);
  try {
    await voices.play(await audio);
    return 'server';
  } catch {
    // fall through to the browser's voice
  }
  if (voices.speak) {
    try {
      await voices.speak(callPhrase(lang, call.orderNumber, call.room), lang);
      return 'browser';
    } catch {
      // fall through: the chime and the screen alone
    }
  }
  return 'chime';
}
