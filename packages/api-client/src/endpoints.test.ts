import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, createMemoryTokenStore, icd10Client } from './index';

// What the contract test (apps/api/src/contracts.test.ts) cannot see: which calls go without the token (the
// sign-in family sends none, even when signed in), the language some of them carry in the query, and what the
// client leaves out of a query. One catch-all route of a real server records each call.
interface Recorded {
  method: string;
  url: string;
  body: unknown;
  authorization: string | undefined;
}
const recorded: Recorded[] = [];
const app = Fastify();
app.all('/api/*', async (req) => {
  recorded.push({
    method: req.method,
    url: req.url.replace(/^\/api/, ''),
    body: req.body ?? null,
    authorization: req.headers.authorization,
  });
  return { data: { echoed: true } };
});
let client: ApiClient;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  client = createApiClient({
    baseURL: `http://127.0.0.1:${port}/api`,
    tokens: createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r' }),
  });
});
afterAll(() => app.close());

const register = {
  clinicName: 'An Bình',
  fullName: 'Nguyễn Văn An',
  email: 'an@example.vn',
  phone: '0912345678',
  password: 'Secret123',
};

type Case = [
  name: string,
  call: () => Promise<unknown>,
  expected: Omit<Recorded, 'authorization'>,
  auth: boolean,
];
const cases: Case[] = [
  [
    'patients.search leaves out the query values not given, so the server’s defaults apply',
    () => client.patients.search({ pageNumber: 2, pageSize: 20, orderBy: undefined }, { keyword: 'an' }),
    { method: 'POST', url: '/clinic-patients/search?pageNumber=2&pageSize=20', body: { keyword: 'an' } },
    true,
  ],
  [
    'auth.registerClinic',
    () => client.auth.registerClinic(register, 'en'),
    { method: 'POST', url: '/auth/register-clinic?lang=en', body: register },
    false,
  ],
  [
    'auth.verifyClinicUser',
    () => client.auth.verifyClinicUser({ email: 'an@example.vn', code: '123456' }),
    { method: 'POST', url: '/auth/verify-clinic-user', body: { email: 'an@example.vn', code: '123456' } },
    false,
  ],
  [
    'auth.resendConfirmation',
    () => client.auth.resendConfirmation({ email: 'an@example.vn' }, 'vi'),
    { method: 'POST', url: '/auth/resend-confirmation?lang=vi', body: { email: 'an@example.vn' } },
    false,
  ],
  [
    'auth.login',
    () => client.auth.login({ username: 'an@example.vn', password: 'Secret123' }),
    { method: 'POST', url: '/auth/login', body: { username: 'an@example.vn', password: 'Secret123' } },
    false,
  ],
  [
    'auth.refreshToken',
    () => client.auth.refreshToken({ refreshToken: 'r' }),
    { method: 'POST', url: '/auth/refresh-token', body: { refreshToken: 'r' } },
    false,
  ],
  ['auth.logout', () => client.auth.logout(), { method: 'POST', url: '/auth/logout', body: null }, true],
  [
    'auth.forgotPassword',
    () => client.auth.forgotPassword({ email: 'an@example.vn' }),
    { method: 'POST', url: '/auth/forgot-password', body: { email: 'an@example.vn' } },
    false,
  ],
  [
    'auth.resetPassword',
    () => client.auth.resetPassword({ email: 'an@example.vn', code: '123456', password: 'Secret123' }, 'en'),
    {
      method: 'POST',
      url: '/auth/reset-password?lang=en',
      body: { email: 'an@example.vn', code: '123456', password: 'Secret123' },
    },
    false,
  ],
  ['health.check', () => client.health.check(), { method: 'GET', url: '/health', body: null }, false],
  [
    'icd10.search sends the keyword and the page',
    () => icd10Client(client).search({ keyword: 'J02', pageSize: 20 }),
    { method: 'GET', url: '/icd10?keyword=J02&pageSize=20', body: null },
    true,
  ],
];

describe('what the client sends beyond the contract', () => {
  it.each(cases)('%s', async (_name, call, expected, auth) => {
    expect(await call()).toEqual({ echoed: true });
    expect(recorded.at(-1)).toEqual({ ...expected, authorization: auth ? 'Bearer a' : undefined });
  });
});
