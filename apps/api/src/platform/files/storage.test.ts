import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { errors, FileKind, MB } from '@clinic/domain';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, padTo, pngBytes } from '../../testing/file-fixtures.js';
import { createTestApp, signUpClinic, type TestApp } from '../../testing/harness.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import { type FileStorage, FileTooLargeError } from './storage.js';

/**
 * Both drivers keep the same promises, checked against a real S3 server (s3rver, in-process on loopback)
 * rather than a mock: presigned URLs are only worth anything if a server accepts their signatures.
 */
let s3dir: string;
let s3server: S3rver;
let s3: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string };
beforeAll(async () => {
  s3dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: 'clinic-files', configs: [] }],
  });
  const address = await s3server.run();
  s3 = {
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    bucket: 'clinic-files',
    accessKeyId: 'S3RVER', // s3rver's fixed credentials; it checks the signatures made with them
    secretAccessKey: 'S3RVER',
  };
});
afterAll(async () => {
  await s3server?.close();
  await rm(s3dir, { recursive: true, force: true });
});

const drivers: [string, () => Promise<FileStorage>][] = [
  ['local', () => createLocalStorage(':memory:')],
  ['s3', async () => createS3Storage(s3)],
];

describe.each(drivers)('the %s storage driver', (_name, open) => {
  it('stores bytes from a stream, reads their head and size, streams them back, and deletes them', async () => {
    const storage = await open();
    const bytes = padTo(pngBytes(), 5000);
    expect(await storage.put('1/2026-01/a', Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]))).toBe(
      5000,
    );
    expect(await storage.size('1/2026-01/a')).toBe(5000);
    expect((await storage.readHead('1/2026-01/a', 8))?.equals(bytes.subarray(0, 8))).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.openRead('1/2026-01/a')) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await storage.delete('1/2026-01/a');
    expect(await storage.size('1/2026-01/a')).toBeNull();
    expect(await storage.readHead('1/2026-01/a', 8)).toBeNull();
    await storage.delete('1/2026-01/a'); // twice is fine: cleanup may race upload-done's refusal
    await storage.close();
  });

  it('refuses more bytes than allowed and leaves nothing under the key', async () => {
    const storage = await open();
    await expect(storage.put('1/2026-01/big', Buffer.alloc(2000), { maxBytes: 1000 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await storage.size('1/2026-01/big')).toBeNull();
    await storage.close();
  });
});

describe('uploads straight to S3 (S3_* configured)', () => {
  let t: TestApp;
  let clinic: Awaited<ReturnType<typeof signUpClinic>>;
  beforeAll(async () => {
    t = await createTestApp({ s3 });
    clinic = await signUpClinic(t.app, 'S3');
  });
  afterAll(async () => t.close());

  async function upload(kind: FileKind, name: string, bytes: Buffer, declaredSize = bytes.length) {
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/files/request-upload-file',
      headers: clinic.headers,
      payload: { kind, name, size: declaredSize, contentType: '' },
    });
    expect(req.statusCode, req.body).toBe(200);
    const { physicalFileId, uploadUrl } = req.json().data;
    // The browser PUTs to the bucket itself, with a presigned URL valid 15 minutes.
    const url = new URL(uploadUrl);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    const put = await fetch(url, { method: 'PUT', body: bytes });
    expect(put.status).toBe(200);
    return {
      physicalFileId: physicalFileId as number,
      done: await t.app.inject({
        method: 'PUT',
        url: `/api/files/${physicalFileId}/upload-done`,
        headers: clinic.headers,
      }),
    };
  }

  it('checks the bytes in the bucket at upload-done and redirects downloads to a presigned GET', async () => {
    const { physicalFileId, done } = await upload(FileKind.Avatar, 'chan-dung.jpg', pngBytes());
    expect(done.json().data).toMatchObject({ physicalFileId, contentType: 'image/png' });
    const download = await t.app.inject({ method: 'GET', url: done.json().data.fileUrl });
    expect(download.statusCode).toBe(302);
    const fromBucket = await fetch(download.headers.location as string);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-type')).toBe('image/png');
    expect(fromBucket.headers.get('content-disposition')).toMatch(/^inline; filename="chan-dung.jpg"/);
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(pngBytes())).toBe(true);
  });

  it('refuses a 3 MB avatar declared as 100 KB once its bytes are in the bucket, and deletes them', async () => {
    const { physicalFileId, done } = await upload(
      FileKind.Avatar,
      'a.jpg',
      padTo(jpegBytes(), 3 * MB),
      100_000,
    );
    expect(done.json()).toMatchObject({
      code: errors.fileTooLarge.code,
      message: expect.stringContaining('2 MB'),
    });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${physicalFileId}/upload-done`,
      headers: clinic.headers,
    });
    expect(again.json().code).toBe(errors.fileNotFound.code);
  });
});
