import type { Config } from '../../config.js';
import { espeakProvider } from './espeak.js';
import { googleProviderFromCredentials } from './google.js';
import type { SpeechProvider } from './providers.js';
import { createSpeech } from './speech.service.js';
import { createTtsCache, type TtsCacheDeps } from './tts-cache.service.js';

/** The providers the configuration allows, best first: Google (credentials set), then espeak-ng (binary on). */
export function configuredSpeechProviders(config: Config): SpeechProvider[] {
  const google = googleProviderFromCredentials(config.googleTts);
  return [...(google ? [google] : []), ...(config.espeakBinary ? [espeakProvider(config.espeakBinary)] : [])];
}

/** The speech of the app, its cache in the app's own database and file storage (shared by every instance). */
export function buildSpeech(
  config: Config,
  cache: TtsCacheDeps,
  providers: SpeechProvider[] | undefined,
  onError: (provider: string, error: unknown) => void,
) {
  return createSpeech(providers ?? configuredSpeechProviders(config), createTtsCache(cache), onError);
}
