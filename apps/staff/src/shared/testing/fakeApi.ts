import { AppError, errorBody, resolveLanguage } from '@clinic/domain';
import { contracts, type Endpoint, isBytesResponse } from '@clinic/domain/contracts';
import { vi } from 'vitest';

// Component tests answer the staff app's calls at the HTTP layer: the app's one API client (app/session.ts)
// sends real requests through `fetch`, and this fake answers them like apps/api does ({ data } bodies, the
// translated error body). Screens are tested with the same hooks and client they run with.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One request as the fake saw it; `params` are the `:name` parts of the matched route. */
export interface FakeRequest {
  method: Method;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

type Handler = (request: FakeRequest) => unknown;

interface Route {
  method: Method;
  pattern: string;
  endpoint: Endpoint;
  match: (path: string) => Record<string, string> | null;
  handler: Handler;
}

function matcher(pattern: string): (path: string) => Record<string, string> | null {
  const parts = pattern.split('/');
  return (path) => {
    const segments = path.split('/');
    if (segments.length !== parts.length) return null;
    const params: Record<string, string> = {};
    for (const [i, part] of parts.entries()) {
      const segment = decodeURIComponent(segments[i] ?? '');
      if (part.startsWith(':')) params[part.slice(1)] = segment;
      else if (part !== segment) return null;
    }
    return params;
  };
}

/** `METHOD /path` with its parameters' names left out: a fake may name `:id` what the contract names `:invoiceId`. */
const shapeOf = (method: string, pattern: string) => `${method} ${pattern.replace(/:[^/]+/g, ':')}`;

const endpoints = new Map<string, Endpoint>(
  Object.values(contracts).flatMap((contract) =>
    Object.values(contract).map((e): [string, Endpoint] => [shapeOf(e.method, e.url), e]),
  ),
);

/**
 * The contract of a route a fake answers: a fake of a call the API does not have would test a screen against an
 * API that does not exist.
 */
function contractOf(method: Method, pattern: string): Endpoint {
  const found = endpoints.get(shapeOf(method, pattern));
  if (!found) throw new Error(`fakeApi: no contract declares ${method} ${pattern}`);
  return found;
}

/** The handler's answer as the API could send it: parsed by the contract's response schema, or the test fails. */
function checked(route: Route, answer: unknown): unknown {
  if (isBytesResponse(route.endpoint.response)) return answer;
  const parsed = route.endpoint.response.safeParse(answer);
  if (parsed.success) return answer;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
  throw new Error(
    `fakeApi: the answer to ${route.method} ${route.pattern} breaks its contract\n${issues.join('\n')}`,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Installs a fake API behind `fetch` for the current test (the staff test config unstubs globals after each
 * test). `on('GET /clinic-patients/:id', ({ params }) => …)` answers a
 * route with the handler's value as `data` (a Response, e.g. a PDF's bytes, is sent as it is); a handler that
 * throws an AppError answers its status and error body. A call no route answers fails the test with the method
 * and path, so nothing is answered by accident; a route no contract declares, or an answer its contract's response
 * schema refuses, fails it too, so a fake cannot drift from what the API answers.
 */
export function fakeApi() {
  const routes: Route[] = [];
  const calls: FakeRequest[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url, 'http://staff.test');
    const path = url.pathname.replace(/^\/api/, '');
    const method = request.method.toUpperCase() as Method;
    const text = await request.text();
    const seen: FakeRequest = {
      method,
      path,
      params: {},
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    calls.push(seen);
    for (const route of [...routes].reverse()) {
      if (route.method !== method) continue;
      const params = route.match(path);
      if (!params) continue;
      seen.params = params;
      try {
        const answer = await route.handler(seen);
        // A route that answers bytes (a PDF) gives its own Response.
        return answer instanceof Response ? answer : json(200, { data: checked(route, answer) });
      } catch (error) {
        if (!AppError.is(error)) throw error;
        const lang = resolveLanguage(null, request.headers.get('accept-language'));
        // A batch's bad rows travel as field errors, as apps/api sends them (platform/errors.ts).
        const fields = error.details?.fields;
        return json(error.status, {
          ...errorBody(error, lang),
          ...(Array.isArray(fields) ? { fields } : {}),
        });
      }
    }
    throw new Error(`fakeApi: no answer for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetch);

  return {
    /** Answers `METHOD /path/:param` (the path below /api); a later `on` for the same route wins. */
    on(route: `${Method} /${string}`, handler: Handler) {
      const [method, pattern] = route.split(' ') as [Method, string];
      routes.push({
        method,
        pattern,
        endpoint: contractOf(method, pattern),
        match: matcher(pattern),
        handler,
      });
      return this;
    },
    /** Every request so far, oldest first. */
    calls,
    /** The requests to one route, e.g. `requests('PUT /clinic-patients/:id')`. */
    requests(route: `${Method} /${string}`): FakeRequest[] {
      const [method, pattern] = route.split(' ') as [Method, string];
      const match = matcher(pattern);
      return calls.filter((call) => call.method === method && match(call.path) !== null);
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
