import type { Language } from '@clinic/domain';
import type { SpeechProvider, SpeechRequest } from './providers.js';

// Google Cloud Text-to-Speech. The client library is large (gRPC, protobufs): it is imported on the first
// synthesis only, so the API starts fast and a clinic without credentials never loads it.

/** The one request we send, in the library's own shape (a subset of ISynthesizeSpeechRequest). */
export interface GoogleSynthesizeRequest {
  input: { text: string };
  voice: { languageCode: string; name: string };
  audioConfig: { audioEncoding: 'MP3' };
}

/** What we use of `TextToSpeechClient`: tests put a fake behind it. */
export interface GoogleTtsClient {
  synthesizeSpeech(
    request: GoogleSynthesizeRequest,
    options: { timeout: number },
  ): Promise<[{ audioContent?: Uint8Array | string | null }, ...unknown[]]>;
}

/** A call the display waits for: past this, the next provider (espeak-ng) speaks instead. */
export const GOOGLE_TTS_TIMEOUT_MS = 8_000;

/** BCP 47 code and a default voice per language (Standard voices: the cheapest tier, clear enough for a room). */
export const googleVoices: Record<Language, { languageCode: string; name: string }> = {
  vi: { languageCode: 'vi-VN', name: 'vi-VN-Standard-A' },
  en: { languageCode: 'en-US', name: 'en-US-Standard-C' },
};

/** The request for one phrase; a voice of another language (or none) falls back to the language's default. */
export function googleRequest({ text, lang, voice }: SpeechRequest): GoogleSynthesizeRequest {
  const { languageCode, name } = googleVoices[lang];
  const own = voice?.toLowerCase().startsWith(languageCode.toLowerCase()) ? voice : name;
  return { input: { text }, voice: { languageCode, name: own }, audioConfig: { audioEncoding: 'MP3' } };
}

export function googleProvider(client: () => Promise<GoogleTtsClient>): SpeechProvider {
  return {
    name: 'google',
    async synthesize(request) {
      const [response] = await (await client()).synthesizeSpeech(googleRequest(request), {
        timeout: GOOGLE_TTS_TIMEOUT_MS,
      });
      const content = response.audioContent;
      if (!content || content.length === 0) throw new Error('Google TTS answered no audio');
      const audio = typeof content === 'string' ? Buffer.from(content, 'base64') : Buffer.from(content);
      return { audio, contentType: 'audio/mpeg' };
    },
  };
}

export interface GoogleCredentials {
  /** GOOGLE_TTS_CREDENTIALS_JSON: a service-account key as JSON text (containers without a key file). */
  json?: string | undefined;
  /** GOOGLE_APPLICATION_CREDENTIALS: the path the library reads by itself. */
  file?: string | undefined;
}

/** The Google provider when credentials are configured, else undefined (it is not tried at all). */
export function googleProviderFromCredentials(credentials: GoogleCredentials): SpeechProvider | undefined {
  if (!credentials.json && !credentials.file) return undefined;
  let client: Promise<GoogleTtsClient> | undefined;
  const load = async (): Promise<GoogleTtsClient> => {
    const { TextToSpeechClient } = await import('@google-cloud/text-to-speech');
    const options = credentials.json ? { credentials: JSON.parse(credentials.json) } : {};
    return new TextToSpeechClient(options) as unknown as GoogleTtsClient;
  };
  return googleProvider(() => {
    // One client for the process; a failed load is retried on the next request rather than remembered.
    client ??= load().catch((error) => {
      client = undefined;
      throw error;
    });
    return client;
  });
}
