import type { Language } from '@clinic/domain';

/** A sentence never takes this long: a stuck audio element must not hold the call queue forever. */
const PLAY_LIMIT_MS = 20_000;

/**
 * The server's voice for a call: POST /api/google-cloud/tts with the call id (a display may not send free text)
 * and the device token. The answer is the audio bytes themselves (mp3 or wav), not a JSON envelope.
 */
export async function fetchCallAudio(
  callId: number,
  lang: Language,
  token: string | undefined,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<Blob> {
  const response = await fetchImpl('/api/google-cloud/tts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ callId, lang }),
  });
  if (!response.ok) throw new Error(`TTS answered ${response.status}`);
  return response.blob();
}

/** Plays audio bytes through an <audio> element; rejects when the browser refuses (no gesture yet, bad data). */
export function playAudio(blob: Blob): Promise<void> {
  const url = URL.createObjectURL(blob);
  const audio = new Audio(url);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(done, PLAY_LIMIT_MS);
    function done() {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve();
    }
    audio.onended = done;
    audio.onerror = () => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      reject(new Error('audio error'));
    };
    audio.play().catch((error: unknown) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      reject(error);
    });
  });
}
