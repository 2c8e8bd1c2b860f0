import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, createMemoryTokenStore } from './index';

// A real server that records each /schedules call. Methods, paths and schemas are the contract's
// (apps/api/src/contracts.test.ts); what is left here is the client's own: the empty body of a single
// schedule's delete, the range of the affected appointments in the query string, screen 9's id.
interface Seen {
  method: string;
  url: string;
  body: unknown;
  screenId: string | undefined;
}
const seen: Seen[] = [];
const app = Fastify();
app.all('/api/schedules*', async (req) => {
  seen.push({
    method: req.method,
    url: req.url.replace(/^\/api/, ''),
    body: req.body ?? null,
    screenId: req.headers['x-screen-id'] as string | undefined,
  });
  return { data: { answered: req.url } };
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

const screen = { screenId: 9 };

describe('schedules endpoints', () => {
  it('deleting a single schedule posts an empty body', async () => {
    await client.schedules.remove(42, undefined, screen);
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/schedules/42/delete', body: {}, screenId: '9' });
  });

  it('the appointments an edit would invalidate are asked with the range in the query', async () => {
    await client.schedules.appointments(
      41,
      { occurrenceStart: '2026-07-08T11:00:00.000Z', occurrenceEnd: '2026-07-08T14:00:00.000Z' },
      screen,
    );
    const one = seen.at(-1)!;
    expect(one.method).toBe('GET');
    const url = new URL(one.url, 'http://x');
    expect(url.pathname).toBe('/schedules/41/get-appointments');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      occurrenceStart: '2026-07-08T11:00:00.000Z',
      occurrenceEnd: '2026-07-08T14:00:00.000Z',
    });

    // "This and following": no end, the server reads to the end of the series.
    await client.schedules.appointments(41, { occurrenceStart: '2026-07-20T11:00:00.000Z' }, screen);
    expect(new URL(seen.at(-1)!.url, 'http://x').searchParams.has('occurrenceEnd')).toBe(false);
  });
});
