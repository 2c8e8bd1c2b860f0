// The endpoints under load and their targets: each endpoint's req/s divided by the bare Fastify hello's, or, where
// the floor (the fewest statements on a bare Fastify) answers the same, by the floor's, measured in the same run.
import { DEMO_OWNER } from '../../apps/api/src/db/seed/demo.js';

export interface Endpoint {
  /** Short key for --only. */
  key: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /**
   * Minimum ratio of its req/s to hello's, or, for an endpoint with a floor, to its floor's (`of: 'floor'`):
   * what the API adds must leave this share of what the fewest statements reach.
   */
  target: { of: 'hello' | 'floor'; ratio: number };
  /** At most this many times the floor's p99 (PostgreSQL, with a floor). */
  p99OfFloor?: number;
  /** An absolute latency goal of the issue, shown but not judged: it holds on an idle machine only. */
  idleP99Ms?: number;
  signedIn: boolean;
  /**
   * The same answer from apps/api/src/testing/floor-server.ts: the fewest statements on a bare Fastify, on the
   * API's PostgreSQL database (PostgreSQL runs only). `what` says which statements, for the printed table.
   */
  floor?: { method: 'GET' | 'POST'; path: string; what: string };
}

const ofHello = (ratio: number) => ({ of: 'hello' as const, ratio });
const ofFloor = (ratio: number) => ({ of: 'floor' as const, ratio });

/** What the endpoints need from the seeded server: a token and a patient to read. */
export interface Session {
  headers: Record<string, string>;
  patientId: number;
}

async function call(url: string, init: RequestInit & { json?: unknown }) {
  const res = await fetch(url, {
    ...init,
    ...(init.json === undefined
      ? {}
      : {
          body: JSON.stringify(init.json),
          headers: { ...init.headers, 'content-type': 'application/json' },
        }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text}`);
  return JSON.parse(text).data;
}

/** Signs in as the demo owner over HTTP, as the staff app does, and picks a patient of the demo clinic. */
export async function signIn(baseUrl: string): Promise<Session> {
  const login = await call(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    json: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  const headers = { authorization: `Bearer ${login.accessToken}` };
  const page = await call(`${baseUrl}/api/clinic-patients/search?pageSize=1`, {
    method: 'POST',
    headers,
    json: {},
  });
  return { headers, patientId: page.pageData[0].id };
}

/** A new patient as the reception form sends it; the API accepts the same person twice (duplicates are flagged, not refused). */
const newPatient = {
  fullName: 'Nguyễn Thị Benchmark',
  gender: 0,
  phone: '0912345678',
  birthday: '1990-05-04',
  address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
};

export function endpoints(session: Session): Endpoint[] {
  return [
    {
      key: 'health',
      label: 'GET /api/health',
      method: 'GET',
      path: '/api/health',
      target: ofHello(0.5),
      signedIn: false,
    },
    {
      key: 'me',
      label: 'GET /api/users/me',
      method: 'GET',
      path: '/api/users/me',
      target: ofHello(0.3),
      signedIn: true,
    },
    {
      key: 'read',
      label: 'GET /api/clinic-patients/{id}',
      method: 'GET',
      path: `/api/clinic-patients/${session.patientId}`,
      target: ofFloor(0.6),
      p99OfFloor: 2,
      idleP99Ms: 20,
      signedIn: true,
      floor: { method: 'GET', path: `/read/${session.patientId}`, what: 'the record by key' },
    },
    {
      key: 'search',
      label: 'POST /api/clinic-patients/search (50)',
      method: 'POST',
      path: '/api/clinic-patients/search?pageSize=50&pageNumber=1',
      body: {},
      target: ofFloor(0.8),
      signedIn: true,
      floor: { method: 'POST', path: '/search', what: '50 rows, no count' },
    },
    {
      key: 'locations',
      label: 'GET /api/locations',
      method: 'GET',
      path: '/api/locations',
      target: ofHello(0.08),
      signedIn: true,
      floor: { method: 'GET', path: '/locations', what: 'one page' },
    },
    {
      key: 'create',
      label: 'POST /api/clinic-patients',
      method: 'POST',
      path: '/api/clinic-patients',
      body: newPatient,
      target: ofFloor(0.5),
      p99OfFloor: 2,
      idleP99Ms: 40,
      signedIn: true,
      floor: { method: 'POST', path: '/create', what: 'BEGIN, 2 inserts, COMMIT' },
    },
  ];
}
