import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errors } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, errorDisplayText } from './index';

// A real HTTP server on loopback answering like the API does, so the client is exercised over the wire.
let server: Server;
let baseURL = '';
const seen: Record<string, string | undefined>[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({
      authorization: req.headers.authorization,
      screen: req.headers['x-screen-id'] as string,
      lang: req.headers['accept-language'],
    });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/ok') return res.end(JSON.stringify({ data: { status: 'ok' } }));
    if (req.url === '/api/login') {
      res.statusCode = 400;
      const value = errors.loginFailed.en;
      return res.end(JSON.stringify({ code: 1001, message: value, messages: [{ code: '1001', value }] }));
    }
    res.statusCode = 500;
    return res.end(JSON.stringify({ message: 'boom' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('api client', () => {
  it('unwraps data and sends the token, screen id default and language', async () => {
    const call = createApiClient({ baseURL, getToken: () => 'abc', getLanguage: () => 'en' });
    expect(await call('/ok')).toEqual({ status: 'ok' });
    expect(seen.at(-1)).toEqual({ authorization: 'Bearer abc', screen: '0', lang: 'en' });
  });

  it('rejects failures as ApiError with status, code and the messages map, shown in the user’s language', async () => {
    const call = createApiClient({ baseURL });
    const error = await call('/login', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 1001, messages: { '1001': errors.loginFailed.en } });
    expect(errorDisplayText(error, 'vi')).toBe(errors.loginFailed.vi);
    const unknown = await call('/nope').catch((e: unknown) => e);
    expect(errorDisplayText(unknown, 'en')).toBe('boom');
    expect(errorDisplayText(new ApiError(502, undefined, ''), 'en')).toBe(
      'Unknown error, please contact technical supporter ()',
    );
  });
});
