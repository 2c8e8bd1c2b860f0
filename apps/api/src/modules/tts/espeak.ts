import { spawn } from 'node:child_process';
import type { Language } from '@clinic/domain';
import type { SpeechProvider } from './providers.js';

// espeak-ng: a local, free, offline voice (robotic, but it reads Vietnamese numbers right). The text goes in on
// stdin, never as an argument, so no text can pass for an option; only known voice names reach the command line.

const voices: Record<Language, readonly string[]> = {
  vi: ['vi', 'vi-vn-x-central', 'vi-vn-x-south'],
  en: ['en', 'en-us', 'en-gb'],
};
const TIMEOUT_MS = 10_000;

/**
 * Writing to a pipe, espeak-ng cannot seek back to fill in the WAV sizes and leaves 0x7fffffff-ish placeholders;
 * some players stop early or refuse such a file, so the RIFF and data chunk sizes are set from the real length.
 */
export function fixWavSizes(wav: Buffer): Buffer {
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF') return wav;
  wav.writeUInt32LE(wav.length - 8, 4);
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    if (id === 'data') {
      wav.writeUInt32LE(wav.length - offset - 8, offset + 4);
      break;
    }
    offset += 8 + wav.readUInt32LE(offset + 4);
  }
  return wav;
}

/**
 * The provider is tried without probing first: a machine without the binary fails the first spawn (ENOENT), and
 * from then on the provider steps aside at once instead of spawning on every request.
 */
export function espeakProvider(binary = 'espeak-ng'): SpeechProvider {
  let missing = false;
  return {
    name: 'espeak-ng',
    synthesize({ text, lang, voice }) {
      if (missing) return Promise.reject(new Error(`${binary} is not installed`));
      const chosen = voice && voices[lang].includes(voice.toLowerCase()) ? voice.toLowerCase() : lang;
      return new Promise((resolve, reject) => {
        const child = spawn(binary, ['-v', chosen, '--stdout'], { stdio: ['pipe', 'pipe', 'ignore'] });
        const chunks: Buffer[] = [];
        const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.on('error', (error: NodeJS.ErrnoException) => {
          clearTimeout(timer);
          if (error.code === 'ENOENT') missing = true;
          reject(error);
        });
        child.on('close', (code) => {
          clearTimeout(timer);
          const audio = Buffer.concat(chunks);
          if (code !== 0 || audio.length <= 44) reject(new Error(`espeak-ng exited with ${code}`));
          else resolve({ audio: fixWavSizes(audio), contentType: 'audio/wav' });
        });
        child.stdin.on('error', () => {}); // a dead child is reported by 'close'
        child.stdin.end(text);
      });
    },
  };
}
