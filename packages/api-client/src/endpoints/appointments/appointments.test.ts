import type { AddressInfo } from 'node:net';
import { AppointmentFeature, type QueueCallPayload, ScreenId } from '@clinic/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient, createMemoryTokenStore } from '../../index';

// A real server that records each /clinic-appointments call: the queue's call sends screen 11's id with the
// feature its buttons use, given or not. (Paths and bodies are the contract's: apps/api's contract test.)
interface Seen {
  method: string;
  url: string;
  body: unknown;
  screenId: string | undefined;
  featureId: string | undefined;
}
const seen: Seen[] = [];
const called: QueueCallPayload = {
  id: 31,
  appointmentId: 7,
  doctorId: 3,
  locationId: 2,
  orderNumber: 12,
  room: 'Phòng 3',
  calledAt: '2026-07-06T02:15:00.000Z',
};
const app = Fastify();
app.all('/api/clinic-appointments*', async (req) => {
  seen.push({
    method: req.method,
    url: req.url.replace(/^\/api/, ''),
    body: req.body ?? null,
    screenId: req.headers['x-screen-id'] as string | undefined,
    featureId: req.headers['x-feature-id'] as string | undefined,
  });
  return { data: req.url.endsWith('/call') ? called : { answered: req.url } };
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

const examination = { screenId: ScreenId.TodayExaminations, featureId: AppointmentFeature.Examination };

describe('appointments endpoints', () => {
  it('the receptionist calls patient 7 to the room as screen 11, feature 104, and reads the call back', async () => {
    seen.length = 0;
    const answer = await client.appointments.call(7, examination);

    // The `data` envelope is unwrapped: the call the display will show and speak.
    expect(answer).toEqual(called);
    expect(seen).toEqual([
      { method: 'POST', url: '/clinic-appointments/7/call', body: null, screenId: '11', featureId: '104' },
    ]);
  });

  it('a call sends screen 11 and feature 104 even when the caller gives no ids', async () => {
    seen.length = 0;
    await client.appointments.call(8);
    expect(seen).toEqual([
      { method: 'POST', url: '/clinic-appointments/8/call', body: null, screenId: '11', featureId: '104' },
    ]);
  });
});
