import type { Language } from '@clinic/domain';

/** Chrome sometimes never fires `end`: give up waiting after this long, so the next call is not blocked. */
const SPEAK_LIMIT_MS = 15_000;

/** The browser's own voice, when it has one: the fallback when the server cannot speak. */
export function browserSpeech(): ((text: string, lang: Language) => Promise<void>) | undefined {
  const synth = globalThis.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return undefined;
  return (text, lang) =>
    new Promise<void>((resolve, reject) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = lang === 'vi' ? 'vi-VN' : 'en-US';
      const voice = synth.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang));
      if (voice) utterance.voice = voice;
      const timer = setTimeout(resolve, SPEAK_LIMIT_MS);
      utterance.onend = () => {
        clearTimeout(timer);
        resolve();
      };
      utterance.onerror = (event) => {
        clearTimeout(timer);
        reject(new Error(event.error));
      };
      synth.speak(utterance);
    });
}
