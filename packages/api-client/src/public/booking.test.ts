import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { type PublicBookingApi, publicBookingApi } from './booking';

// A real server that records each public call: the client must fill the contract's path with the slug escaped,
// send the page's language, unwrap `{ data }`, and turn a refusal into an ApiError carrying the server's fields.
// That each call's method and path are a server route's is apps/api's contract test.
interface Seen {
  method: string;
  url: string;
  body: unknown;
  language: string | undefined;
}
const seen: Seen[] = [];
const app = Fastify();
app.all('/api/public/*', async (req, reply) => {
  seen.push({
    method: req.method,
    url: req.url.replace(/^\/api/, ''),
    body: req.body ?? null,
    language: req.headers['accept-language'],
  });
  if (req.url.endsWith('/bookings')) {
    return reply.status(400).send({
      code: 'PSYS_4001',
      message: 'Dữ liệu không hợp lệ',
      fields: [{ path: 'phone', messageId: 'formError.phone', text: 'Số điện thoại không hợp lệ' }],
    });
  }
  return { data: { answered: req.url } };
});
let baseURL: string;
let language = 'vi';
let api: PublicBookingApi;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  api = publicBookingApi('phong kham/an-tam', { baseURL, getLanguage: () => language });
});
afterAll(() => app.close());

describe('the public booking client', () => {
  it('reads the profile and doctors by GET with the slug escaped and the filters in the query', async () => {
    await expect(api.profile()).resolves.toEqual({ answered: '/api/public/clinics/phong%20kham%2Fan-tam' });
    await api.doctors({ specialtyId: 2, locationId: undefined });
    expect(seen.at(-1)).toEqual({
      method: 'GET',
      url: '/public/clinics/phong%20kham%2Fan-tam/doctors?specialtyId=2',
      body: null,
      language: 'vi',
    });
  });

  it('sends a body as JSON, in the language of the moment', async () => {
    language = 'en';
    await api.cancel({ code: 'LH0001', phone: '0912345678', reason: 'Bận' });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/public/clinics/phong%20kham%2Fan-tam/bookings/cancel',
      body: { code: 'LH0001', phone: '0912345678', reason: 'Bận' },
      language: 'en',
    });
    language = 'vi';
  });

  it('rejects a refusal as an ApiError with the status, the code and the field texts', async () => {
    const error = await api
      .book({
        specialtyId: 2,
        locationId: 1,
        date: '2026-11-23',
        time: '08:00',
        fullName: 'Trần Thị Bích',
        phone: '12',
        gender: 0,
        yearOfBirth: 1990,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'PSYS_4001', message: 'Dữ liệu không hợp lệ' });
    expect((error as ApiError).body).toMatchObject({
      fields: [{ path: 'phone', text: 'Số điện thoại không hợp lệ' }],
    });
  });

  it('answers status 0 when no server answers', async () => {
    const offline = publicBookingApi('x', { baseURL: 'http://127.0.0.1:9/api', getLanguage: () => 'vi' });
    await expect(offline.profile()).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('builds the calendar link with the phone in the query', () => {
    expect(api.calendarUrl({ code: 'LH 1', phone: '0912 345 678' })).toBe(
      `${baseURL}/public/clinics/phong%20kham%2Fan-tam/bookings/LH%201.ics?phone=0912+345+678`,
    );
  });
});
