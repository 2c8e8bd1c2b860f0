import type { FileKind } from '@clinic/domain';
import type { FileUploader } from './uploads';

// An in-memory FileUploader for the stories only (the apps build theirs on the API client): uploads take a
// second or two with visible progress and keep the picked file as an object URL.

/** A coloured square with a word, as a data URL: stands in for a stored photo. */
export function sampleImage(label: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${colour}"/><text x="60" y="66" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface StoryUploaderOptions {
  /** Files already stored: id → URL. */
  stored?: Record<number, string>;
  /** Milliseconds an upload takes. */
  duration?: number;
  /** Every upload fails with this (translated) message. */
  failWith?: string;
}

export function createStoryUploader({
  stored = {},
  duration = 1500,
  failWith,
}: StoryUploaderOptions = {}): FileUploader {
  const urls = new Map<number, string>(Object.entries(stored).map(([id, url]) => [Number(id), url]));
  let nextId = 1000;
  return {
    upload(file: File, _kind: FileKind, onProgress?: (fraction: number) => void) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const timer = setInterval(() => {
          const fraction = Math.min(1, (Date.now() - started) / duration);
          onProgress?.(fraction);
          if (fraction < 1) return;
          clearInterval(timer);
          if (failWith) return reject(new Error(failWith));
          nextId += 1;
          const fileUrl = URL.createObjectURL(file);
          urls.set(nextId, fileUrl);
          resolve({ physicalFileId: nextId, fileUrl });
        }, 100);
      });
    },
    resolveUrl: async (id) => urls.get(id),
  };
}
