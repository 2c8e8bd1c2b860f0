import type { AddressInfo } from 'node:net';
import { AppError, errorBody, errors, FileKind } from '@clinic/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveUploadUrl } from './endpoints/files/files';
import { ApiError, createApiClient, createMemoryTokenStore } from './index';

/**
 * A real server speaking the files flow of apps/api: request-upload-file answers a link (the API's own
 * '/api/…' one, or an absolute "bucket" URL), the link takes raw bytes without auth, upload-done confirms.
 */
const app = Fastify();
app.removeAllContentTypeParsers();
app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
  done(null, JSON.parse(body as string)),
);
app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
const state = {
  answerWith: 'api' as 'api' | 'bucket' | 'too-large',
  puts: [] as { path: string; bytes: Buffer; authorization: string | undefined; type: string | undefined }[],
  requests: [] as string[],
};
let origin = '';
app.addHook('onRequest', async (req) => {
  state.requests.push(`${req.method} ${req.url.split('?')[0]}`);
});
app.post<{ Body: { name: string; size: number; kind: number } }>(
  '/api/files/request-upload-file',
  async () => ({
    data: {
      physicalFileId: 7,
      uploadUrl:
        state.answerWith === 'bucket'
          ? `${origin}/bucket/1/2026-01/abc?X-Amz-Signature=x`
          : '/api/files/upload/u.7.1.sig',
    },
  }),
);
const receive = async (req: {
  url: string;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
}) => {
  state.puts.push({
    path: req.url,
    bytes: req.body as Buffer,
    authorization: req.headers.authorization as string | undefined,
    type: req.headers['content-type'] as string | undefined,
  });
};
app.put('/api/files/upload/:token', async (req, reply) => {
  await receive(req);
  if (state.answerWith === 'too-large')
    return reply.status(413).send(errorBody(new AppError('fileTooLarge', { params: { max: '2 MB' } }), 'en'));
  return { data: { received: true } };
});
app.put('/bucket/*', async (req) => {
  await receive(req);
  return '';
});
app.put('/api/files/7/upload-done', async (req) => ({
  data: {
    physicalFileId: 7,
    fileUrl: '/api/files/download/d.7',
    contentType: 'image/png',
    size: 4,
    name: 'a.png',
    auth: req.headers.authorization,
  },
}));

let baseURL = '';
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  baseURL = `${origin}/api`;
});
afterAll(() => app.close());
beforeEach(() => {
  state.puts.length = 0;
  state.requests.length = 0;
  state.answerWith = 'api';
});

const client = () =>
  createApiClient({ baseURL, tokens: createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' }) });
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });

describe('api.files.upload', () => {
  it('requests a link, PUTs the bytes there without the session token, confirms, and remembers the URL', async () => {
    const api = client();
    const progress: number[] = [];
    const uploaded = await api.files.upload(photo(), FileKind.Avatar, {
      onProgress: (f) => progress.push(f),
    });
    expect(uploaded).toMatchObject({ physicalFileId: 7, fileUrl: '/api/files/download/d.7' });
    expect(state.puts).toEqual([
      {
        path: '/api/files/upload/u.7.1.sig',
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
        authorization: undefined,
        type: 'image/png',
      },
    ]);
    expect(progress).toEqual([0, 1]);
    // The URL is already known: no get-urls request goes out for it.
    expect(await api.resolveFileUrl(7)).toBe('/api/files/download/d.7');
    expect(state.requests).toEqual([
      'POST /api/files/request-upload-file',
      'PUT /api/files/upload/u.7.1.sig',
      'PUT /api/files/7/upload-done',
    ]);
  });

  it('PUTs to an absolute (S3 presigned) link as it is', async () => {
    state.answerWith = 'bucket';
    await client().files.upload(photo(), FileKind.PropertyImage);
    expect(state.puts.map((p) => p.path)).toEqual(['/bucket/1/2026-01/abc?X-Amz-Signature=x']);
  });

  it('rejects with the server’s error when the bytes are refused, and does not confirm', async () => {
    state.answerWith = 'too-large';
    const error = await client()
      .files.upload(photo(), FileKind.Avatar)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: errors.fileTooLarge.code,
      message: 'The file is larger than allowed (2 MB)',
    });
    expect(state.requests).not.toContain('PUT /api/files/7/upload-done');
  });
});

describe('resolveUploadUrl', () => {
  it('keeps absolute links and puts the API’s own links under the client’s base URL', () => {
    const s3 = 'https://bucket.s3.amazonaws.com/1/x?X-Amz-Signature=y';
    expect(resolveUploadUrl(s3, '/api')).toBe(s3);
    expect(resolveUploadUrl('/api/files/upload/t', '/api')).toBe('/api/files/upload/t');
    expect(resolveUploadUrl('/api/files/upload/t', 'http://127.0.0.1:3000/api/')).toBe(
      'http://127.0.0.1:3000/api/files/upload/t',
    );
    expect(resolveUploadUrl('/api/files/upload/t', 'https://host/clinic/api')).toBe(
      'https://host/clinic/api/files/upload/t',
    );
  });
});
