import { errors, ScreenId } from '@clinic/domain';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createApiClient,
  createLocalStorageTokenStore,
  createMemoryStorage,
  createMemoryTokenStore,
  errorDisplayText,
  type SessionTokens,
} from './index';
import { type FakeApi, startFakeApi } from './test-support/fake-api';

// Every test talks to a real Fastify server on loopback (test-support/fake-api.ts), never to a mocked fetch.
let api: FakeApi;
beforeEach(async () => {
  await api?.close();
  api = await startFakeApi();
});
afterAll(() => api?.close());

const signedIn = () => createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'refresh-1' });

describe('headers', () => {
  it('sends the bearer token, x-screen-id and x-feature-id 0 by default, and the user’s language', async () => {
    const client = createApiClient({ baseURL: api.baseURL, tokens: signedIn(), getLanguage: () => 'en' });
    await client.users.me();
    expect(api.requestsTo('/users/me').at(-1)).toMatchObject({
      authorization: 'Bearer access-1',
      screenId: '0',
      featureId: '0',
      language: 'en',
    });
  });

  it('lets one call name its screen and feature', async () => {
    const client = createApiClient({ baseURL: api.baseURL, tokens: signedIn() });
    await client.users.me({ screenId: ScreenId.Appointments, featureId: 103 });
    expect(api.requestsTo('/users/me').at(-1)).toMatchObject({
      screenId: '10',
      featureId: '103',
      language: 'vi',
    });
  });

  it('sends no token to the no-auth endpoints, even when signed in', async () => {
    const client = createApiClient({ baseURL: api.baseURL, tokens: signedIn() });
    await client.auth.login({ username: 'an@example.vn', password: 'Secret123' });
    expect(api.requestsTo('/auth/login').at(-1)?.authorization).toBeUndefined();
  });
});

describe('token refresh on 401', () => {
  it('three calls that meet an expired token share ONE refresh, then all succeed with the new token', async () => {
    const tokens = signedIn();
    const refreshed = vi.fn();
    const expired = vi.fn();
    const client = createApiClient({
      baseURL: api.baseURL,
      tokens,
      onTokensRefreshed: refreshed,
      onSessionExpired: expired,
    });
    api.expireAccessTokens();

    const answers = await Promise.all([client.users.me(), client.users.me(), client.users.me()]);

    expect(api.state.refreshCalls).toBe(1);
    expect(answers).toEqual(Array(3).fill({ id: 1, fullName: 'Nguyễn Văn An', token: 'Bearer access-2' }));
    expect(tokens.get()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(refreshed).toHaveBeenCalledOnce();
    expect(expired).not.toHaveBeenCalled();
    const calls = api.requestsTo('/users/me').map((s) => s.authorization);
    expect(calls.filter((a) => a === 'Bearer access-1')).toHaveLength(3);
    expect(calls.filter((a) => a === 'Bearer access-2')).toHaveLength(3);
  });

  it('a 401 arriving after another caller’s refresh retries with the new token instead of refreshing again', async () => {
    const client = createApiClient({ baseURL: api.baseURL, tokens: signedIn() });
    api.expireAccessTokens();
    // The slow call leaves with access-1 and hears its 401 long after the fast call's refresh is over.
    const [slow] = await Promise.all([client.request('/slow-me'), client.users.me()]);
    expect(slow).toEqual({ id: 1 });
    expect(api.state.refreshCalls).toBe(1);
  });

  it('two tabs sharing the stored session spend the refresh token once (Web Locks)', async () => {
    // A minimal LockManager: callbacks of one name run one after another, as in the browser.
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request: (_name: string, callback: () => Promise<unknown>) => {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    vi.stubGlobal('navigator', { locks });
    try {
      const storage = createMemoryStorage();
      const shared = () => createLocalStorageTokenStore({ storage, syncAcrossTabs: false });
      shared().set({ accessToken: 'access-1', refreshToken: 'refresh-1' });
      const tabA = createApiClient({ baseURL: api.baseURL, tokens: shared() });
      const tabB = createApiClient({ baseURL: api.baseURL, tokens: shared() });
      api.expireAccessTokens();

      const answers = await Promise.all([
        tabA.request<{ token: string }>('/users/me'),
        tabB.request<{ token: string }>('/users/me'),
      ]);

      expect(answers.map((a) => a.token)).toEqual(['Bearer access-2', 'Bearer access-2']);
      expect(api.state.refreshCalls).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('retries only once: a second 401 is the caller’s answer', async () => {
    const expired = vi.fn();
    const client = createApiClient({ baseURL: api.baseURL, tokens: signedIn(), onSessionExpired: expired });
    const error = await client.request('/always-401').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(api.requestsTo('/always-401')).toHaveLength(2);
    expect(api.state.refreshCalls).toBe(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('a refused refresh clears the tokens, calls onSessionExpired once, and every caller is told the session expired', async () => {
    const tokens = createMemoryTokenStore({ accessToken: 'access-1', refreshToken: 'stolen-and-spent' });
    const heard: (SessionTokens | undefined)[] = [];
    tokens.subscribe((t) => heard.push(t));
    const expired = vi.fn();
    const client = createApiClient({
      baseURL: api.baseURL,
      tokens,
      getLanguage: () => 'en',
      onSessionExpired: expired,
    });
    api.expireAccessTokens();

    const results = await Promise.allSettled([client.users.me(), client.users.me(), client.users.me()]);

    expect(api.state.refreshCalls).toBe(1);
    expect(expired).toHaveBeenCalledOnce();
    expect(tokens.get()).toBeUndefined();
    expect(heard).toEqual([undefined]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(errorDisplayText(reason, 'en')).toBe('Session expired');
      expect(errorDisplayText(reason, 'vi')).toBe(errors.unauthorized.vi);
    }
    expect(expired.mock.calls[0]?.[0]).toBe((results[0] as PromiseRejectedResult).reason);
  });

  it('with no refresh token stored, a 401 ends the session without asking the server', async () => {
    const expired = vi.fn();
    const client = createApiClient({ baseURL: api.baseURL, onSessionExpired: expired });
    await expect(client.users.me()).rejects.toBeInstanceOf(ApiError);
    expect(api.state.refreshCalls).toBe(0);
    expect(expired).toHaveBeenCalledOnce();
  });

  it('a refresh that gets no verdict (server unavailable) keeps the session for the next attempt', async () => {
    const tokens = signedIn();
    const expired = vi.fn();
    const client = createApiClient({ baseURL: api.baseURL, tokens, onSessionExpired: expired });
    api.expireAccessTokens();
    api.state.refreshFailsWith = 503;
    const error = await client.users.me().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect(tokens.get()?.refreshToken).toBe('refresh-1');
    expect(expired).not.toHaveBeenCalled();

    api.state.refreshFailsWith = undefined;
    expect(await client.users.me()).toMatchObject({ token: 'Bearer access-2' });
  });

  it('a wrong password at sign-in is a plain error, never a refresh', async () => {
    const expired = vi.fn();
    const client = createApiClient({ baseURL: api.baseURL, onSessionExpired: expired });
    const error = await client.auth.login({ username: 'an', password: 'nope' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: errors.loginFailed.code });
    expect(api.state.refreshCalls).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('rejects with ApiError: status, body, code and the messages map', async () => {
    const client = createApiClient({ baseURL: api.baseURL, getLanguage: () => 'en' });
    const error = await client.auth.login({ username: 'an', password: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 1001,
      message: errors.loginFailed.en,
      messages: { '1001': errors.loginFailed.en },
      body: { code: 1001, message: errors.loginFailed.en },
    });
  });

  it('shows the catalogue text for the code in the reader’s language', async () => {
    const client = createApiClient({ baseURL: api.baseURL, getLanguage: () => 'en' });
    const error = await client.auth.login({ username: 'an', password: 'nope' }).catch((e: unknown) => e);
    expect(errorDisplayText(error, 'vi')).toBe(errors.loginFailed.vi);
    const forbidden = await client.request('/forbidden').catch((e: unknown) => e);
    expect(errorDisplayText(forbidden, 'en')).toBe('You do not have permission for this method');
  });

  it('keeps the server’s filled-in text when the catalogue text has placeholders', async () => {
    const client = createApiClient({ baseURL: api.baseURL, getLanguage: () => 'en' });
    const error = await client.request('/too-many').catch((e: unknown) => e);
    expect(errorDisplayText(error, 'en')).toBe('Too many attempts. Please try again in 42 seconds.');
  });

  it('falls back to the message, then to the unknown-error text with the technical detail', async () => {
    const client = createApiClient({ baseURL: api.baseURL });
    expect(errorDisplayText(await client.request('/boom').catch((e: unknown) => e), 'en')).toBe('boom');
    const proxy = await client.request('/proxy-down').catch((e: unknown) => e);
    expect(proxy).toMatchObject({ status: 502 });
    expect(errorDisplayText(proxy, 'en')).toBe(
      'Unknown error, please contact technical supporter (502 Bad Gateway)',
    );
    const bare403 = await client.request('/bare-403').catch((e: unknown) => e);
    expect(errorDisplayText(bare403, 'en')).toBe('You do not have permission for this method');
    expect(errorDisplayText(new ApiError(500, undefined, ''), 'en')).toBe(
      'Unknown error, please contact technical supporter ()',
    );
    expect(errorDisplayText(new Error('plain'), 'en')).toBe('plain');
  });

  it('a call that gets no response at all is an ApiError with status 0', async () => {
    const port = new URL(api.baseURL).port;
    await api.close();
    const client = createApiClient({ baseURL: `http://127.0.0.1:${port}/api` });
    const error = await client.request('/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
    expect(errorDisplayText(error, 'en')).toMatch(
      /^Unknown error, please contact technical supporter \(.+\)$/,
    );
  });

  it('an aborted call rejects with the abort, not an ApiError', async () => {
    const client = createApiClient({ baseURL: api.baseURL, tokens: signedIn() });
    const controller = new AbortController();
    const pending = client.request('/slow-me', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
