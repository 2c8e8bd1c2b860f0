import { clientCalls } from '@clinic/api-client/calls';
import { contracts, type Endpoint, isBytesResponse } from '@clinic/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from './app.js';
import { createTestApp, type TestApp } from './testing/harness.js';

// One contract for client and server (docs/conventions.md#contracts): every call the api-client makes has a
// server route with the same method and path, declared with the very schemas of the contract the client is
// typed from; and every contract is served.

const key = (method: string, url: string) => `${method} ${url}`;

describe('contracts', () => {
  let t: TestApp;
  let routes: Map<string, RegisteredRoute>;
  const declared = new Map<string, Endpoint>();
  for (const contract of Object.values(contracts)) {
    for (const endpoint of Object.values(contract))
      declared.set(key(endpoint.method, endpoint.url), endpoint);
  }

  beforeAll(async () => {
    t = await createTestApp();
    routes = new Map(
      t.app.routeTable.map((route) => [key(route.method, route.url.replace(/^\/api/, '')), route]),
    );
  });
  afterAll(async () => t.close());

  it('serves every client call from a route declared with its contract’s schemas', () => {
    const calls = Object.entries(clientCalls).flatMap(([area, group]) =>
      Object.entries(group).map(([name, call]) => ({ name: `${area}.${name}`, ...call })),
    );
    expect(calls.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const call of calls) {
      const contract = declared.get(key(call.method, call.url));
      const route = routes.get(key(call.method, call.url));
      if (!contract) problems.push(`${call.name}: no contract for ${call.method} ${call.url}`);
      else if (!route) problems.push(`${call.name}: no server route ${call.method} ${call.url}`);
      else {
        for (const part of ['params', 'query', 'body', 'response'] as const) {
          if (route.schemas?.[part] !== contract[part]) {
            problems.push(`${call.name}: the route's ${part} schema is not the contract's`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('serves every contract', () => {
    const missing = [...declared.keys()].filter((endpoint) => !routes.has(endpoint));
    expect(missing).toEqual([]);
  });

  it('declares every route of the API by a contract, with the contract’s very schemas', () => {
    // HEAD answers are Fastify's own beside each GET; /docs is the OpenAPI viewer.
    const served = t.app.routeTable.filter(
      (route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'),
    );
    const problems: string[] = [];
    for (const route of served) {
      const name = key(route.method, route.url.replace(/^\/api/, ''));
      const contract = declared.get(name);
      if (!contract) problems.push(`${name}: no contract`);
      else
        for (const part of ['params', 'query', 'body', 'response'] as const)
          if (route.schemas?.[part] !== contract[part])
            problems.push(`${name}: its ${part} is not the contract’s`);
    }
    expect(served.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('has no response schema of unknown shape where the route answers JSON', () => {
    const unknownShapes = t.app.routeTable
      .filter((route) => route.schemas && isUnknown(route.schemas.response))
      .map((route) => key(route.method, route.url));
    expect(unknownShapes).toEqual([]);
  });
});

/** z.unknown() or z.any(), unless it is bytesResponse(…): a file, not JSON. */
function isUnknown(schema: unknown): boolean {
  const type = (schema as { def?: { type?: string } } | undefined)?.def?.type;
  return (type === 'unknown' || type === 'any') && !isBytesResponse(schema);
}
