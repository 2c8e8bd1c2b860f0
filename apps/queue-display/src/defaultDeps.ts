import type { Language } from '@clinic/domain';
import { playChime, unlockAudio } from './calls/chime';
import { browserSpeech } from './calls/speech';
import { fetchCallAudio, playAudio } from './calls/tts';
import { displayApi } from './device/api';
import { readToken } from './device/storage';
import type { DisplayDeps } from './session/DisplaySession';

/** The real API, socket and speakers; tests pass their own. */
export const defaultDeps: DisplayDeps = {
  api: displayApi,
  connect: (handlers) =>
    import('./device/socket').then(({ connectDisplaySocket }) => connectDisplaySocket(readToken, handlers)),
  voices: {
    chime: playChime,
    fetchAudio: (callId: number, lang: Language) => fetchCallAudio(callId, lang, readToken()),
    play: playAudio,
    speak: browserSpeech(),
  },
  unlock: unlockAudio,
};
