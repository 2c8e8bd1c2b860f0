import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { staffLogin } from './staff-login';

// A real server standing in for POST /api/auth/login: the sign-in screen's only call.
const app = Fastify();
const languages: (string | undefined)[] = [];
app.post('/api/auth/login', async (req, reply) => {
  languages.push(req.headers['accept-language']);
  const { username, password } = req.body as { username: string; password: string };
  if (password !== 'Demo@2026')
    return reply.status(400).send({ code: 1001, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
  return { data: { accessToken: 'a1', refreshToken: 'r1', user: { id: 3, email: username } } };
});

let baseURL: string;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
});
afterAll(() => app.close());

describe('staffLogin', () => {
  it('answers the tokens and the user, and fails with the server text as an ApiError', async () => {
    const result = await staffLogin(
      { username: 'demo@clinicos.vn', password: 'Demo@2026' },
      { baseURL, getLanguage: () => 'en' },
    );
    expect(result).toEqual({
      accessToken: 'a1',
      refreshToken: 'r1',
      user: { id: 3, email: 'demo@clinicos.vn' },
    });
    expect(languages).toEqual(['en']);

    const wrong = await staffLogin(
      { username: 'demo@clinicos.vn', password: 'x' },
      { baseURL, getLanguage: () => 'vi' },
    ).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({
      status: 400,
      code: 1001,
      message: 'Tên đăng nhập hoặc mật khẩu không đúng',
    });
  });

  it('reports no answer as status 0', async () => {
    const error = await staffLogin(
      { username: 'a', password: 'b' },
      { baseURL: 'http://127.0.0.1:9/api', getLanguage: () => 'vi' },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
  });
});
