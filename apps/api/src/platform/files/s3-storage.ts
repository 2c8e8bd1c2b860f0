import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.js';
import { byteLimit } from './local-storage.js';
import { contentDisposition, type FileStorage } from './storage.js';

type S3Config = NonNullable<Config['s3']>;

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …). Browsers PUT and GET the bytes through presigned URLs, so the
 * API never carries them; the API itself only reads a file's head (magic bytes), its size, and deletes.
 */
/** Connecting, and any silence of a request after (an object of a few MB at most moves well within). */
export const S3_TIMEOUTS = { connectionTimeout: 5_000, requestTimeout: 60_000 };

export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region ?? 'us-east-1',
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: many S3-compatible servers refuse the newer aws-chunked bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever by default: a stalled S3 would hold a request, or a job past its lease.
    requestHandler: S3_TIMEOUTS,
  });
  const Bucket = config.bucket;

  return {
    driver: 's3',
    async put(key, body, options = {}) {
      // PutObject needs the length up front; this path is for server-side writes (seed, tests), which are
      // small, so the bytes are collected (within the limit) rather than adding a multipart uploader.
      const limit = byteLimit(options.maxBytes ?? Number.POSITIVE_INFINITY);
      const chunks: Buffer[] = [];
      const source = body instanceof Uint8Array ? Readable.from([body]) : body;
      for await (const chunk of source.pipe(limit.counter)) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
      return bytes.length;
    },
    async readHead(key, length) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${length - 1}` }),
        );
        return Buffer.from(await res.Body!.transformToByteArray()).subarray(0, length);
      } catch (error) {
        // An empty object has no byte 0: S3 answers 416 to the range, which is "no head", not "no file".
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
          return Buffer.alloc(0);
        if (notFound(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async openRead(key) {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return res.Body as Readable;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    directUploadUrl: (key, expiresIn) =>
      getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn }),
    // The stored (detected) type and the disposition are forced on the answer through the response-*
    // overrides, so what the bucket serves matches what the local driver would send.
    directDownloadUrl: (key, o) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: o.contentType,
          ResponseContentDisposition: contentDisposition(o.fileName, o.inline),
          ResponseCacheControl: 'private, max-age=3600',
        }),
        { expiresIn: o.expiresInSeconds },
      ),
    async close() {
      client.destroy();
    },
  };
}

/**
 * The origin browsers reach the bucket at (presigned PUTs and the downloads redirected there), which the
 * staff app's Content-Security-Policy must allow for images, media and uploads.
 */
export function s3BrowserOrigin(config: S3Config): string {
  if (config.endpoint) return new URL(config.endpoint).origin;
  return `https://${config.bucket}.s3.${config.region ?? 'us-east-1'}.amazonaws.com`;
}
