import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

/**
 * Zod types whose encode may answer another value than the one given (a transform, a pipe, a caught value), or
 * that JSON Schema cannot describe: a response holding one keeps zod's own serializer.
 */
const RESHAPING = new Set([
  'transform',
  'pipe',
  'catch',
  'custom',
  'prefault',
  'date',
  'bigint',
  'map',
  'set',
  'promise',
  'symbol',
  'void',
  'nan',
  'file',
  'success',
]);

interface ZodInternals {
  _zod: { def: { type: string; checks?: { _zod: { def: { check: string } } }[] } };
}

/** Whether a schema node changes what it is given: a reshaping type, or a check that rewrites (trim, lower-case). */
function reshapes(schema: unknown): boolean {
  const { def } = (schema as ZodInternals)._zod;
  return RESHAPING.has(def.type) || (def.checks ?? []).some((c) => c._zod.def.check === 'overwrite');
}

/**
 * The JSON Schema fast-json-stringify compiles, from the zod schema, or undefined when the schema reshapes its
 * values (zod's serializer then stays). The input side: what zod's encode answers. Objects lose
 * `additionalProperties: false`: the compiled serializer writes the declared properties only either way, and a
 * union's branch is then chosen as zod chooses it, by the declared properties, not refused for the undeclared ones.
 * `anyOf: [X, null]` becomes X with `nullable`, which the serializer writes without validating X first.
 */
export function serializableSchema(schema: z.ZodType): JsonSchema | undefined {
  let reshaping = false;
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: (ctx) => {
      if (reshapes(ctx.zodSchema)) reshaping = true;
      // A property that must be absent (z.undefined()): left out of the compiled schema, so never written.
      if ((ctx.zodSchema as unknown as ZodInternals)._zod.def.type === 'undefined')
        ctx.jsonSchema[ABSENT] = true;
    },
  }) as JsonSchema;
  return reshaping ? undefined : simplified(json);
}

const ABSENT = 'x-absent';

function simplified(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(simplified) as unknown as JsonSchema;
  if (node === null || typeof node !== 'object') return node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    // Names of properties are data, not schemas: `properties: { anyOf: … }` is a property called anyOf.
    out[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as JsonSchema)
              .filter(([, v]) => !(v as JsonSchema)[ABSENT])
              .map(([k, v]) => [k, simplified(v)]),
          )
        : simplified(value);
  }
  const options = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(options) && options.length === 2 && Object.keys(out).length === 1) {
    const nullAt = options.findIndex((o) => o.type === 'null' && Object.keys(o).length === 1);
    const other = options[1 - nullAt];
    if (nullAt !== -1 && other && !other.anyOf && !other.oneOf && !other.$ref && !other.nullable)
      return { ...other, nullable: true };
  }
  return out;
}

/** Zod's answer: the schema's encode of the data, as JSON (what fastify-type-provider-zod's serializer writes). */
function zodSerializer(schema: z.ZodType, method: string, url: string): Serialize {
  return (data) => {
    const result = z.safeEncode(schema, data as never);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/** fast-json-stringify's function compiled from the schema; undefined where zod's must stay. */
export function compiledSerializer(schema: z.ZodType, method: string, url: string): Serialize | undefined {
  const json = serializableSchema(schema);
  if (!json) return undefined;
  const write = fastJson(json as never);
  return (data) => {
    try {
      return write(data);
    } catch (error) {
      throw new ResponseSerializationError(method, url, { cause: error as z.ZodError });
    }
  };
}

/**
 * Fastify's serializer compiler for the routes' zod response schemas. Production writes each answer with a
 * serializer compiled once from its schema (fast-json-stringify): only the declared properties, in the schema's
 * order, without a zod parse per answer. `checked` (the self checks, on under the tests) also encodes the answer
 * with zod and refuses any difference, so every answer the test suites see proves the compiled serializer writes
 * exactly what the schema allows.
 */
export function responseSerializerCompiler(checked: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }): Serialize => {
    // Compiled on the route's first answer: compiling all of them (a few ms each) would delay every start.
    let serialize: Serialize | undefined;
    return (data) => {
      serialize ??= serializerOf(schema as z.ZodType, method, url, checked);
      return serialize(data);
    };
  };
}

function serializerOf(schema: z.ZodType, method: string, url: string, checked: boolean): Serialize {
  const byZod = zodSerializer(schema, method, url);
  const compiled = compiledSerializer(schema, method, url);
  if (!compiled) return byZod;
  if (!checked) return compiled;
  return (data) => {
    const expected = byZod(data);
    const written = compiled(data);
    if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
      throw new Error(
        `${method} ${url}: the compiled serializer wrote ${written.slice(0, 2000)}, zod ${expected.slice(0, 2000)}`,
      );
    return expected;
  };
}
