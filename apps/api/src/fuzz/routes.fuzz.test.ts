import { isBytesResponse } from '@clinic/domain/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RegisteredRoute } from '../app.js';
import { createTestApp, fillClinic, pairDevice, signUpClinic, type TestApp } from '../testing/harness.js';
import { HOSTILE_SEGMENTS, inputOf } from './arbitraries.js';

// Every route of the route table, thrown at with inputs made from its own schemas: valid-ish ones that reach the
// code behind the shape, and ones with a hostile value at one place (a number past the column, NUL, a day that
// does not exist, 10,000 characters, a missing field). Whatever comes: never a 5xx, every 2xx is what the route's
// response schema declares, every 4xx carries a code the client can act on. Seeded (FUZZ_SEED) and bounded
// (FUZZ_RUNS per route; more under PostgreSQL, where `pnpm test:pg` runs it too).

const SEED = Number(process.env.FUZZ_SEED ?? 20261202);
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_PG_URL ? 40 : 16));

/** Routes that cannot be fuzzed as the signed-in owner without ending the run itself. */
const SKIPPED: Record<string, string> = {
  'POST /api/auth/logout': 'ends the session the run signs in with',
  'PUT /api/users/change-password': 'changes the password the run signs in with',
  'POST /api/clinics/change-owner': 'hands the clinic to another user',
  'PUT /api/files/upload/:token': 'raw bytes, not a schema (the files tests cover it)',
  'POST /api/print/convert-to-pdf': 'a LibreOffice conversion per request (the print tests cover it)',
  'POST /api/print/templates/:kind/preview':
    'a LibreOffice conversion per request (the print tests cover it)',
};

let t: TestApp;
let owner: Record<string, string>;
let device: Record<string, string>;
let slug = '';
/** reqId → what the log said of an unhandled error. */
const failures = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logStream: {
        write: (line: string) => {
          const entry = JSON.parse(line);
          if (entry.msg === 'unhandled error')
            failures.set(
              entry.reqId,
              `${entry.err?.type}: ${entry.err?.code ?? ''} ${entry.err?.message ?? ''}`,
            );
        },
      },
    },
  );
  const signedUp = await signUpClinic(t.app, 'Fuzz');
  owner = signedUp.headers;
  const filled = await fillClinic(t.app, owner, 'Fuzz');
  device = (await pairDevice(t.app, filled.device.pairingCode)).headers;
  slug = (await t.app.inject({ method: 'GET', url: '/api/clinics/info', headers: owner })).json().data.slug;
}, 120_000);
afterAll(() => t?.close());

interface Sent {
  route: string;
  status: number;
  problem: string;
  input: string;
}

/** Text as a URL carries it; half a surrogate pair goes as the bytes an attacker would send (invalid UTF-8). */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/\p{Cs}/gu, ''))}%ED%A0%80`;
  }
}

function pathOf(url: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'slug') return slug;
    const value = values[name];
    // A hostile segment goes as it is (an attacker encodes it himself); any other value as text.
    if (typeof value === 'string' && HOSTILE_SEGMENTS.includes(value)) return value;
    return encoded(String(value ?? 1));
  });
}

function queryOf(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      pairs.push(`${encoded(name)}=${encoded(text)}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Whose headers: a device's for the device routes, no one's for public ones, the owner's for the rest. */
function headersFor(route: RegisteredRoute): Record<string, string> {
  const access = route.clinic?.access as { auth?: string } | undefined;
  if (access?.auth === 'device') return device;
  if (access?.auth === 'public') return {};
  return owner;
}

const paramsArb = (schema: z.ZodType | undefined) =>
  fc.oneof(
    { arbitrary: inputOf(schema), weight: 4 },
    {
      arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS).map((segment) => ({ id: segment, token: segment })),
      weight: 1,
    },
  );

describe('every route, fuzzed', () => {
  it('never answers 5xx, answers 2xx as declared and 4xx with a code', async () => {
    const routes = t.app.routeTable
      .filter((route) => route.schemas && route.method !== 'HEAD' && !SKIPPED[`${route.method} ${route.url}`])
      // Deletes last: what they remove, the other routes' valid inputs still name.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    const problems: Sent[] = [];
    /** How the answers fell: '2xx', and each 4xx code. */
    const answers = new Map<string, number>();
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const { params, query, body, response } = route.schemas!;
      const samples = fc.sample(
        fc.record({
          params: paramsArb(params as z.ZodType | undefined),
          query: inputOf(query as z.ZodType | undefined),
          body: inputOf(body as z.ZodType | undefined),
        }),
        { numRuns: RUNS, seed: SEED + index },
      );
      for (const sample of samples) {
        sent += 1;
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: pathOf(route.url, sample.params) + queryOf(sample.query),
          headers: { ...headersFor(route), 'idempotency-key': `fuzz-${sent}` },
          ...(route.method === 'GET' || sample.body === undefined ? {} : { payload: sample.body as object }),
        });
        const input = JSON.stringify(sample).slice(0, 300);
        const answer =
          res.statusCode < 300
            ? '2xx'
            : `${res.statusCode} ${String(res.headers['content-type']).includes('json') ? res.json().code : ''}`;
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
        const name = `${route.method} ${route.url}`;
        if (res.statusCode >= 500) {
          const requestId = String(res.headers['content-type']).includes('json')
            ? res.json().requestId
            : undefined;
          problems.push({
            route: name,
            status: res.statusCode,
            problem: failures.get(requestId) ?? res.body.slice(0, 200),
            input,
          });
        } else if (res.statusCode >= 400) {
          if (typeof res.json().code === 'undefined')
            problems.push({ route: name, status: res.statusCode, problem: 'a 4xx without a code', input });
        } else if (res.statusCode < 300 && response && !isBytesResponse(response)) {
          const parsed = (response as z.ZodType).safeParse(res.json().data);
          if (!parsed.success)
            problems.push({
              route: name,
              status: res.statusCode,
              problem: `2xx unlike its schema: ${parsed.error.issues
                .map((i) => `${i.path.join('.')} ${i.code}`)
                .slice(0, 3)
                .join(', ')}`,
              input,
            });
        }
      }
    }
    // One line per route and kind of problem, with its first input: the list to fix.
    const groups = new Map<string, Sent & { count: number }>();
    for (const problem of problems) {
      const key = `${problem.status} ${problem.route} ${problem.problem.slice(0, 80)}`;
      const group = groups.get(key);
      if (group) group.count += 1;
      else groups.set(key, { ...problem, count: 1 });
    }
    const report = [...groups.values()].map(
      (g) => `${g.status} ×${g.count} ${g.route}: ${g.problem}\n    ${g.input}`,
    );
    const fives = problems.filter((p) => p.status >= 500).length;
    const spread = [...answers].sort((a, b) => b[1] - a[1]).map(([answer, n]) => `${answer}: ${n}`);
    console.info(
      `fuzz: seed ${SEED}, ${routes.length} routes, ${sent} requests, ${fives} answered 5xx, ${problems.length} problems; ${spread.join(', ')}`,
    );
    expect(report, `seed ${SEED}: ${report.join('\n')}`).toEqual([]);
  }, 900_000);
});
