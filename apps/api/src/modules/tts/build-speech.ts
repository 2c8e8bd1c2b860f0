import path from 'node:path';
import type { Config } from '../../config.js';
import { espeakProvider } from './espeak.js';
import { googleProviderFromCredentials } from './google.js';
import type { SpeechProvider } from './providers.js';
import { createSpeech } from './speech.service.js';
import { createTtsCache } from './tts-cache.js';

/** The providers the configuration allows, best first: Google (credentials set), then espeak-ng (binary on). */
export function configuredSpeechProviders(config: Config): SpeechProvider[] {
  const google = googleProviderFromCredentials(config.googleTts);
  return [...(google ? [google] : []), ...(config.espeakBinary ? [espeakProvider(config.espeakBinary)] : [])];
}

export function buildSpeech(
  config: Config,
  providers: SpeechProvider[] | undefined,
  onError: (provider: string, error: unknown) => void,
) {
  const dir = config.dataDir === ':memory:' ? undefined : path.join(config.dataDir, 'tts-cache');
  return createSpeech(providers ?? configuredSpeechProviders(config), createTtsCache(dir), onError);
}
