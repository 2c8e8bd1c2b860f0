import type { Language } from '@clinic/domain';

// Text-to-speech behind one interface: the waiting-room display asks the server to speak a call, and the
// server picks the first provider that is configured and working — Google Cloud when credentials are set, else the
// local espeak-ng — so a clinic with neither still gets a clear 503 and the display falls back to the browser.

export interface SpeechRequest {
  text: string;
  lang: Language;
  /** A provider-specific voice name; the provider's default voice for `lang` when absent or not its own. */
  voice?: string | undefined;
}

export interface SpeechAudio {
  audio: Buffer;
  /** 'audio/mpeg' (Google) or 'audio/wav' (espeak-ng). */
  contentType: string;
}

export interface SpeechProvider {
  /** Part of the cache key: the same words from another provider are other bytes. */
  readonly name: string;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
}
