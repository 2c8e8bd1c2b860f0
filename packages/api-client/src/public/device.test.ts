import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { type DeviceApi, deviceApi, pairDevice } from './device';

// A real server that records each device call: the kiosk must pair without a token, then send its device
// token and language on every call, and see a revoked token as ApiError 401. That each call's method and path
// are a server route's is apps/api's contract test.
interface Seen {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
  language: string | undefined;
}
const seen: Seen[] = [];
const app = Fastify();
const record = (req: {
  method: string;
  url: string;
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
}) =>
  seen.push({
    method: req.method,
    url: req.url.replace(/^\/api/, ''),
    body: req.body ?? null,
    authorization: req.headers.authorization as string | undefined,
    language: req.headers['accept-language'] as string | undefined,
  });
app.post('/api/devices/pair', async (req, reply) => {
  record(req);
  if ((req.body as { code: string }).code !== '123456') {
    return reply.status(400).send({ code: 1068, message: 'Mã ghép nối không đúng hoặc đã hết hạn' });
  }
  return { data: { token: 'dev_abc', device: { id: 7, kind: 1, name: 'Ki-ốt sảnh' } } };
});
app.all('/api/*', async (req, reply) => {
  record(req);
  if (req.headers.authorization === 'Bearer dev_revoked') {
    return reply.status(401).send({ code: 'unauthorized', message: 'Phiên không hợp lệ' });
  }
  return { data: { answered: req.url } };
});

let baseURL: string;
let token: string | undefined = 'dev_abc';
let api: DeviceApi;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  api = deviceApi({ baseURL, getToken: () => token, getLanguage: () => 'vi' });
});
afterAll(() => app.close());

describe('the device client', () => {
  it('pairs with the code alone, without a token, and answers the device token', async () => {
    const paired = await pairDevice('123456', { baseURL, getLanguage: () => 'en' });
    expect(paired.token).toBe('dev_abc');
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/devices/pair',
      body: { code: '123456' },
      authorization: undefined,
      language: 'en',
    });
  });

  it('refuses a wrong code with the server’s code and text', async () => {
    const error = await pairDevice('000000', { baseURL, getLanguage: () => 'vi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 1068 });
  });

  it('sends the device token and language with every call, the key as the body', async () => {
    await expect(api.me()).resolves.toEqual({ answered: '/api/device/me' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', authorization: 'Bearer dev_abc', body: null });
    await api.checkIn({ code: 'LH0001', phone: '0912345678' });
    expect(seen.at(-1)).toMatchObject({
      body: { code: 'LH0001', phone: '0912345678' },
      authorization: 'Bearer dev_abc',
      language: 'vi',
    });
  });

  it('reads the token on every call: a revoked one answers 401', async () => {
    token = 'dev_revoked';
    await expect(api.me()).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    token = 'dev_abc';
  });

  it('answers status 0 when the API cannot be reached', async () => {
    const offline = deviceApi({
      baseURL: 'http://127.0.0.1:9/api',
      getToken: () => 'dev_abc',
      getLanguage: () => 'vi',
    });
    await expect(offline.me()).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});
