import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signUpClinic, type TestApp } from '../testing/harness.js';
import { defineRoute } from './route.js';

// A 500 is a bug to find from its log line: the line says which request (id), which route, whose call (clinic,
// user) and what failed (the error's class, code and where in our code), never the personal values the request
// carried, although the database's error quotes them (its message, `detail`, the statement's parameters) and the
// address had them in its query string.

const patient = { fullName: 'Nguyễn Thị Bí Mật', phone: '0912345678' };

/** Two careless routes that fail in the database with a patient's values in hand. */
const failingRoutes = () => [
  defineRoute({
    method: 'POST',
    url: '/probe/patients/broken',
    summary: 'Inserts a patient without a gender: a not-null violation whose detail is the failing row',
    tags: [],
    access: {},
    body: z.object({ fullName: z.string(), phone: z.string() }),
    response: z.object({}),
    handler: async ({ auth, body, transaction }) => {
      await transaction((tx) =>
        tx.db.execute(sql`insert into clinic_patients (clinic_id, code, full_name, phone, gender, nationality)
          values (${auth.clinicId}, 'BN-LOG', ${body.fullName}, ${body.phone}, null, 192)`),
      );
      return {};
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/probe/patients/by-age',
    summary: 'Casts the keyword to a number: the database’s own message quotes it',
    tags: [],
    access: {},
    query: z.object({ keyword: z.string() }),
    response: z.object({}),
    handler: async ({ query, transaction }) => {
      await transaction((tx) => tx.db.execute(sql`select ${query.keyword}::int as age`));
      return {};
    },
  }),
];

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpClinic>>;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    { extraRoutes: failingRoutes, logStream: { write: (line: string) => void lines.push(line) } },
  );
  owner = await signUpClinic(t.app, 'Nhatky');
}, 60_000);
afterAll(async () => t.close());

/** The request id a 500 answers: random, in the body and in the text the user reads out. */
function quotedRequestId(body: { requestId?: unknown; message: string }) {
  expect(body.requestId).toMatch(/^[0-9a-f]{12}$/);
  expect(body.message).toContain(String(body.requestId));
  return String(body.requestId);
}

/** What the log holds of one request, by its id. */
const logOf = (reqId: string) => lines.filter((line) => JSON.parse(line).reqId === reqId);
const personal = [patient.fullName, patient.phone, 'Bí Mật', '345678', encodeURIComponent(patient.fullName)];

describe('the log line of a 500', () => {
  it('names the request, route, caller and failure, without the patient’s values the database quoted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/patients/broken',
      headers: owner.headers,
      payload: patient,
    });
    expect(res.statusCode).toBe(500);
    const reqId = quotedRequestId(res.json());
    const logged = logOf(reqId);
    const failure = logged.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(failure, logged.join('\n')).toMatchObject({
      reqId,
      method: 'POST',
      route: '/api/probe/patients/broken',
      clinicId: owner.user.clinicId,
      userId: owner.user.id,
      err: { code: '23502', column: 'gender', table: 'clinic_patients' },
    });
    // Where it failed: the frames of the stack, not its first line (which repeats the message and its values).
    expect(failure.err.type).toBe('DrizzleQueryError');
    const frames = (failure.err.stack as string).split('\n');
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame).toMatch(/^at /);
    for (const value of personal) expect(logged.join('\n')).not.toContain(value);
  });

  it('keeps query strings out of every line of the request, and the quoted keyword out of the error', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/probe/patients/by-age?keyword=${encodeURIComponent(patient.fullName)}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(500);
    const reqId = quotedRequestId(res.json());
    const logged = logOf(reqId);
    expect(logged.length).toBeGreaterThanOrEqual(3);
    const failure = logged.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(failure).toMatchObject({ route: '/api/probe/patients/by-age', err: { code: '22P02' } });
    expect(logged.join('\n')).toContain('/api/probe/patients/by-age');
    for (const value of [...personal, 'keyword=']) expect(logged.join('\n')).not.toContain(value);
  });

  it('logs a request by its route with its ids filled in, a signed file token left out', async () => {
    const token = 'c2lnbmVkLWZpbGUtdG9rZW4tc2VjcmV0';
    /** The url of the request's `incoming request` line, from the lines it added. */
    const loggedUrl = async (url: string) => {
      const from = lines.length;
      await t.app.inject({ method: 'GET', url, headers: owner.headers });
      return lines
        .slice(from)
        .map((line) => JSON.parse(line))
        .find((entry) => entry.msg === 'incoming request')?.req.url;
    };
    expect(await loggedUrl(`/api/files/download/${token}?name=x`)).toBe('/api/files/download/:token');
    expect(await loggedUrl('/api/invoices/4242?lang=en')).toBe('/api/invoices/4242');
    expect(lines.join('\n')).not.toContain(token);
  });
});
