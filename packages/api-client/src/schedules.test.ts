import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, createMemoryTokenStore } from './index';

// A real server that records each /schedules call: the typed client must use the contract's paths (delete is a
// POST, the affected appointments a GET with the range in the query) and send screen 9's id.
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
// Dr. 3 at location 2, every 2 weeks on Monday and Wednesday evenings, 10 times.
const schedule = {
  doctorId: 3,
  locationId: 2,
  start: '2026-07-06T11:00:00.000Z',
  end: '2026-07-06T14:00:00.000Z',
  repeatType: 4 as const,
  recurrence: { interval: 2, frequency: 2 as const, daysOfWeek: [0, 2], end: '2' as const, count: 10 },
};

describe('schedules endpoints', () => {
  it('the week view searches occurrences with its filters in the body', async () => {
    await client.schedules.search(
      {
        doctorIds: [3, 4],
        locationIds: [2],
        from: '2026-07-05T17:00:00.000Z',
        to: '2026-07-12T17:00:00.000Z',
      },
      screen,
    );
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/schedules/search',
      body: {
        doctorIds: [3, 4],
        locationIds: [2],
        from: '2026-07-05T17:00:00.000Z',
        to: '2026-07-12T17:00:00.000Z',
      },
      screenId: '9',
    });
  });

  it('create, get, edit one occurrence and delete this and the following use their own paths', async () => {
    seen.length = 0;
    await client.schedules.create(schedule, screen);
    await client.schedules.get(41, screen);
    const edit = {
      ...schedule,
      mode: 3 as const,
      scope: 1 as const,
      occurrenceStart: '2026-07-08T11:00:00.000Z',
    };
    await client.schedules.update(41, edit, screen);
    await client.schedules.remove(41, { scope: 2, occurrenceStart: '2026-07-20T11:00:00.000Z' }, screen);
    expect(seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/schedules', schedule],
      ['GET', '/schedules/41', null],
      ['PUT', '/schedules/41', edit],
      ['POST', '/schedules/41/delete', { scope: 2, occurrenceStart: '2026-07-20T11:00:00.000Z' }],
    ]);
    expect(new Set(seen.map((s) => s.screenId))).toEqual(new Set(['9']));
  });

  it('deleting a single schedule posts an empty body', async () => {
    await client.schedules.remove(42, undefined, screen);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/schedules/42/delete', body: {} });
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
