import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { compiledSerializer, responseSerializerCompiler, serializableSchema } from './response-serializer.js';

const compile = (schema: z.ZodType, checked = false) =>
  responseSerializerCompiler(checked)({ schema, method: 'GET', url: '/test' });

const person = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  avatar: z.object({ id: z.number(), url: z.string() }).nullable(),
  note: z.string().optional(),
});

describe('the compiled response serializer', () => {
  it('writes only what the schema declares, at every depth', () => {
    const write = compile(
      z.object({
        data: z.object({
          pageData: z.array(person),
          byKind: z.record(z.string(), z.object({ count: z.number() })),
          owner: z.union([
            z.object({ kind: z.literal('user'), userId: z.number() }),
            z.object({ kind: z.literal('device'), deviceId: z.number() }),
          ]),
        }),
      }),
    );
    const leaky = {
      id: 1,
      name: 'Trần Thị Bích',
      email: null,
      avatar: { id: 5, url: '/a.png', storageKey: 'clinic-2/secret' },
      passwordHash: '$argon2id$…',
    };
    const out = JSON.parse(
      write({
        data: {
          pageData: [leaky],
          byKind: { a: { count: 2, secret: 'x' } },
          owner: { kind: 'device', deviceId: 3, tokenHash: 'x' },
          extra: true,
        },
        debug: 'stack',
      }),
    );
    expect(out).toEqual({
      data: {
        pageData: [{ id: 1, name: 'Trần Thị Bích', email: null, avatar: { id: 5, url: '/a.png' } }],
        byKind: { a: { count: 2 } },
        owner: { kind: 'device', deviceId: 3 },
      },
    });
  });

  it('never writes a property that must be absent', () => {
    const write = compile(z.object({ n: z.number(), chart: z.undefined().optional() }));
    expect(write({ n: 1, chart: [1, 2] })).toBe('{"n":1}');
  });

  it('refuses an answer missing what the schema requires, as zod does', () => {
    expect(() => compile(person)({ id: 1, email: null, avatar: null })).toThrow();
  });

  it('leaves a schema that reshapes its values to zod', () => {
    expect(serializableSchema(z.object({ at: z.date() }))).toBeUndefined();
    expect(serializableSchema(z.object({ name: z.string().trim() }))).toBeUndefined();
    expect(serializableSchema(z.string().transform((s) => s.length))).toBeUndefined();
    expect(compile(z.object({ name: z.string().trim() }))({ name: ' An ' })).toBe('{"name":"An"}');
  });

  it('checked, refuses an answer the compiled serializer writes otherwise than zod', () => {
    // An integer that is not one: zod refuses it, fast-json-stringify would round it.
    const write = compile(z.object({ n: z.number().int() }), true);
    expect(write({ n: 2 })).toBe('{"n":2}');
    expect(() => write({ n: 2.5 })).toThrow();
  });
});

describe('every route of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('answers JSON through a compiled serializer, not a zod parse per answer', () => {
    // Each status's schema as the route registered it (the { data } envelope, the error body), compiled as its
    // first answer compiles it: a schema the compiler cannot take would fail in production at that answer.
    const byZod = t.app.routeTable.flatMap((r) =>
      Object.entries(
        ((r.schema as { response?: object } | undefined)?.response ?? {}) as Record<string, z.ZodType>,
      )
        .filter(([, schema]) => !compiledSerializer(schema, r.method, r.url))
        .map(([status]) => `${r.method} ${r.url} ${status}`),
    );
    expect(byZod).toEqual([]);
  });
});
