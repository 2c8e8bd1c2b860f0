import type { FileKind } from '@clinic/domain';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { FileUploader } from './uploads';

// A FileUploader for component tests whose uploads finish when the test says so (the real one, on the API
// client, is tested end to end).

interface Call {
  file: File;
  kind: FileKind;
  progress: (fraction: number) => void;
  finish: () => Promise<void>;
  fail: (message: string) => Promise<void>;
}

export function testUploader(stored: Record<number, string> = {}) {
  const calls: Call[] = [];
  let nextId = 900;
  const upload = vi.fn(
    (file: File, kind: FileKind, onProgress?: (fraction: number) => void) =>
      new Promise<{ physicalFileId: number; fileUrl: string }>((resolve, reject) => {
        calls.push({
          file,
          kind,
          progress: (fraction) => act(() => onProgress?.(fraction)),
          finish: async () => {
            nextId += 1;
            const fileUrl = `/files/${nextId}/${file.name}`;
            stored[nextId] = fileUrl;
            await act(async () => resolve({ physicalFileId: nextId, fileUrl }));
          },
          fail: async (message) => {
            await act(async () => reject(new Error(message)));
          },
        });
      }),
  );
  const resolveUrl = vi.fn(async (id: number) => stored[id]);
  const uploader: FileUploader = { upload, resolveUrl };
  return { uploader, calls, upload, resolveUrl };
}

/** A file of the given name, type and (claimed) size, without allocating the bytes. */
export function fakeFile(name: string, type: string, size = 200_000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
