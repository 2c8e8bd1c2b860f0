import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, FileTooLargeError } from './storage.js';

/** Counts bytes going through and fails the pipeline as soon as there are more than `maxBytes`. */
export function byteLimit(maxBytes: number) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return { counter, bytes: () => seen };
}

/**
 * Files under `<dataDir>/files/<key>`. Bytes are streamed to a `.part` file and renamed into place, so a
 * reader never sees half a file and a refused or broken upload leaves nothing under its key.
 */
export async function createLocalStorage(dataDir: string): Promise<FileStorage> {
  const temporary = dataDir === ':memory:';
  const root = temporary ? await mkdtemp(path.join(tmpdir(), 'clinic-files-')) : path.join(dataDir, 'files');
  await mkdir(root, { recursive: true });
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys come from the API, but a path must never escape the root whatever a future caller passes.
    if (!file.startsWith(root + path.sep)) throw new Error(`bad storage key ${key}`);
    return file;
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    driver: 'local',
    async put(key, body, options = {}) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const part = `${file}.${randomBytes(6).toString('hex')}.part`;
      const limit = byteLimit(options.maxBytes ?? Number.POSITIVE_INFINITY);
      const source = body instanceof Uint8Array ? Readable.from([body]) : body;
      try {
        await pipeline(source, limit.counter, createWriteStream(part));
        await rename(part, file);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
      return limit.bytes();
    },
    async readHead(key, length) {
      let handle: Awaited<ReturnType<typeof open>> | undefined;
      try {
        handle = await open(fileOf(key), 'r');
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, 0);
        return buffer.subarray(0, bytesRead);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      } finally {
        await handle?.close();
      }
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async openRead(key) {
      return createReadStream(fileOf(key));
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    directUploadUrl: async () => null,
    directDownloadUrl: async () => null,
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}
