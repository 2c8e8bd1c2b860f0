import { AppError } from '@clinic/domain';
import type { SpeechAudio, SpeechProvider, SpeechRequest } from './providers.js';
import { cacheKey, type TtsCache } from './tts-cache.service.js';

export interface Speech {
  /** The configured providers, in the order they are tried (empty: every request is 503). */
  readonly providers: readonly SpeechProvider[];
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
}

/**
 * Tries the providers in order: a cached phrase of a provider answers at once; a provider that fails (quota,
 * network, bad credentials) passes to the next one; none left is 503 ttsUnavailable.
 */
export function createSpeech(
  providers: readonly SpeechProvider[],
  cache: TtsCache,
  onError: (provider: string, error: unknown) => void = () => {},
): Speech {
  // Every display of a location asks for the same call together: one synthesis serves them all.
  const inFlight = new Map<string, Promise<SpeechAudio>>();

  async function viaProvider(provider: SpeechProvider, request: SpeechRequest): Promise<SpeechAudio> {
    const key = cacheKey(provider.name, request.text, request.lang, request.voice);
    // A cache that cannot be read (storage or database down) is a miss, not a failure of the provider.
    const cached = await cache.get(key).catch((error: unknown) => {
      onError(`${provider.name} cache`, error);
      return undefined;
    });
    if (cached) return cached;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = provider
        .synthesize(request)
        .then(async (audio) => {
          // Paid for already: a storage that failed to keep it costs the next call a synthesis, not this one.
          await cache.set(key, audio).catch((error: unknown) => onError(`${provider.name} cache`, error));
          return audio;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    providers,
    async synthesize(request) {
      for (const provider of providers) {
        try {
          return await viaProvider(provider, request);
        } catch (error) {
          onError(provider.name, error);
        }
      }
      throw new AppError('ttsUnavailable');
    },
  };
}
