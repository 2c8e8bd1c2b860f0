// A two-note chime played with Web Audio before each call: no sound file to download or cache.

type AudioContextClass = typeof AudioContext;
let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const Class: AudioContextClass | undefined =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Class) return undefined;
  context ??= new Class();
  return context;
}

/**
 * Browsers keep audio muted until a user gesture: the 'tap to enable sound' overlay calls this from its click,
 * which resumes the audio context and lets speech synthesis speak later.
 */
export function unlockAudio(): void {
  void audioContext()
    ?.resume()
    .catch(() => undefined);
  const synth = globalThis.speechSynthesis;
  if (synth && typeof SpeechSynthesisUtterance !== 'undefined') {
    const silent = new SpeechSynthesisUtterance(' ');
    silent.volume = 0;
    synth.speak(silent);
  }
}

const NOTES = [
  { hz: 659.25, at: 0 }, // E5
  { hz: 523.25, at: 0.38 }, // C5
];
const NOTE_SECONDS = 0.6;

/** Plays the chime; resolves when it has faded (at once when the browser has no Web Audio). */
export function playChime(): Promise<void> {
  const audio = audioContext();
  if (!audio) return Promise.resolve();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime + 0.05;
  for (const note of NOTES) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.hz;
    const t = start + note.at;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.5, t + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + NOTE_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(t);
    oscillator.stop(t + NOTE_SECONDS + 0.05);
  }
  const totalMs = (NOTES.at(-1)?.at ?? 0) * 1000 + NOTE_SECONDS * 1000 + 150;
  return new Promise((resolve) => setTimeout(resolve, totalMs));
}
