import type { AddressInfo } from 'node:net';
import { AppError, type ErrorKey, errorBody, resolveLanguage } from '@clinic/domain';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/** What the fake API saw of one request. */
export interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  screenId: string | undefined;
  featureId: string | undefined;
  language: string | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real HTTP server on loopback that answers like apps/api does ({ data } bodies, the error body, rotating
 * refresh tokens), small enough to steer each test's story: expire the access tokens, refuse a refresh, fail a
 * file batch.
 */
export async function startFakeApi() {
  const app = Fastify();
  const state = {
    validAccess: new Set(['access-1']),
    refreshToken: 'refresh-1',
    issued: 1,
    refreshCalls: 0,
    refreshDelayMs: 40,
    /** An HTTP status the refresh endpoint answers with instead of working. */
    refreshFailsWith: undefined as number | undefined,
    seen: [] as Seen[],
    fileBatches: [] as { ids: number[]; at: number }[],
    failFileBatchesWith: undefined as number | undefined,
    activityLogCount: 250,
  };

  const fail = (req: FastifyRequest, reply: FastifyReply, key: ErrorKey, params?: Record<string, number>) => {
    const error = new AppError(key, params ? { params } : {});
    const lang = resolveLanguage(null, req.headers['accept-language']);
    return reply.status(error.status).send(errorBody(error, lang));
  };
  const authorized = (req: FastifyRequest) => {
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    return token !== undefined && state.validAccess.has(token);
  };

  app.addHook('onRequest', async (req) => {
    state.seen.push({
      method: req.method,
      path: req.url.split('?')[0] ?? req.url,
      authorization: req.headers.authorization,
      screenId: req.headers['x-screen-id'] as string | undefined,
      featureId: req.headers['x-feature-id'] as string | undefined,
      language: req.headers['accept-language'],
    });
  });

  app.get('/api/users/me', async (req, reply) => {
    if (!authorized(req)) return fail(req, reply, 'unauthorized');
    return { data: { id: 1, fullName: 'Nguyễn Văn An', token: req.headers.authorization } };
  });
  app.get('/api/slow-me', async (req, reply) => {
    await sleep(250);
    if (!authorized(req)) return fail(req, reply, 'unauthorized');
    return { data: { id: 1 } };
  });
  app.get('/api/always-401', async (req, reply) => fail(req, reply, 'unauthorized'));
  app.get('/api/forbidden', async (req, reply) => fail(req, reply, 'noPermission'));
  app.get('/api/too-many', async (req, reply) => fail(req, reply, 'tooManyAttempts', { seconds: 42 }));
  app.get('/api/bare-403', async (_req, reply) => reply.status(403).send());
  app.get('/api/boom', async (_req, reply) => reply.status(500).send({ message: 'boom' }));
  app.get('/api/proxy-down', async (_req, reply) =>
    reply.status(502).type('text/html').send('<html><body>Bad gateway</body></html>'),
  );

  app.post<{ Body: { username: string; password: string } }>('/api/auth/login', async (req, reply) => {
    if (req.body.password !== 'Secret123') return fail(req, reply, 'loginFailed');
    return { data: { accessToken: 'access-1', refreshToken: 'refresh-1', user: { id: 1 } } };
  });
  app.post<{ Body: { refreshToken?: string } }>('/api/auth/refresh-token', async (req, reply) => {
    state.refreshCalls++;
    await sleep(state.refreshDelayMs);
    if (state.refreshFailsWith) return reply.status(state.refreshFailsWith).send({ message: 'unavailable' });
    if (req.body.refreshToken !== state.refreshToken) return fail(req, reply, 'tokenError');
    state.issued++;
    const pair = { accessToken: `access-${state.issued}`, refreshToken: `refresh-${state.issued}` };
    state.validAccess.add(pair.accessToken);
    state.refreshToken = pair.refreshToken;
    return { data: pair };
  });

  app.post<{ Querystring: { pageSize?: string; pageNumber?: string }; Body: Record<string, unknown> }>(
    '/api/reports/activity-logs',
    async (req) => {
      const pageSize = Number(req.query.pageSize ?? 50);
      const pageNumber = Number(req.query.pageNumber ?? 1);
      const first = (pageNumber - 1) * pageSize;
      const count = Math.max(0, Math.min(pageSize, state.activityLogCount - first));
      const pageData = Array.from({ length: count }, (_, i) => ({ id: first + i + 1, filter: req.body }));
      return { data: { pageData, paging: { totalItem: state.activityLogCount, pageSize, pageNumber } } };
    },
  );

  app.post<{ Body: { physicalFileIds: number[] } }>('/api/files/get-urls', async (req, reply) => {
    state.fileBatches.push({ ids: req.body.physicalFileIds, at: Date.now() });
    if (state.failFileBatchesWith) return fail(req, reply, 'fileNotFound');
    return {
      data: req.body.physicalFileIds
        .filter((id) => id !== 404)
        .map((id) => ({ physicalFileId: id, fileUrl: `https://files.example/${id}.png` })),
    };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    state,
    baseURL: `http://127.0.0.1:${port}/api`,
    /** The server stops accepting every access token issued so far (they "expire"). */
    expireAccessTokens: () => state.validAccess.clear(),
    requestsTo: (path: string) => state.seen.filter((s) => s.path === `/api${path}`),
    close: () => app.close(),
  };
}
export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
