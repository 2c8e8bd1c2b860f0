import fc from 'fast-check';
import type { z } from 'zod';

// Inputs for a route's zod schemas, made by walking the schema itself (zod 4's `_zod.def`), and the hostile
// values an outsider sends in their place. Valid-ish values get a request past the shape to the code behind it;
// a mutation puts one hostile value at one place in it. Ids are small, so they name rows of the fuzzed clinic.

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Values an attacker types in place of any field. */
export const HOSTILE: readonly unknown[] = [
  2_147_483_648,
  2 ** 53,
  1e308,
  -1,
  0,
  1.5,
  'x\u0000y',
  'a\u001b[31m',
  '\ud800',
  'x'.repeat(10_000),
  'abc',
  '',
  ' ',
  '2026-02-30',
  '8156-01-01',
  '0000-00-00',
  '2026-12-01T25:61:00Z',
  '0x10',
  '1e3',
  true,
  null,
  [],
  {},
  Array.from({ length: 10_000 }, () => 1),
];

/** Path segments an attacker puts where an id or a token goes. */
export const HOSTILE_SEGMENTS = [
  '0x10',
  '1e3',
  '%207',
  '2147483648',
  '99999999999999999999',
  '-1',
  '%00',
  'abc',
  '0',
];

const DAYS = ['2026-12-01', '2026-11-15', '2027-01-10', '2025-06-30'];
const isIdKey = (key: string | undefined) => key !== undefined && /(^id$|Id$|Ids$)/.test(key);
const isDayKey = (key: string | undefined) =>
  key !== undefined && /(^date$|^from$|^to$|Date$|^birthday$)/.test(key);

interface Check {
  _zod: {
    def: {
      check: string;
      value?: unknown;
      maximum?: unknown;
      inclusive?: boolean;
      pattern?: RegExp;
      format?: string;
    };
  };
}
const checksOf = (def: Def) => ((def.checks as Check[] | undefined) ?? []).map((check) => check._zod.def);

function numberArb(def: Def, key: string | undefined): fc.Arbitrary<number> {
  if (isIdKey(key)) return fc.integer({ min: 1, max: 40 });
  let min = -1_000;
  let max = 1_000_000;
  let whole = false;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Number(check.value) + (check.inclusive ? 0 : 1);
    if (check.check === 'less_than') max = Number(check.value) - (check.inclusive ? 0 : 1);
    if (check.check === 'number_format') whole = true;
  }
  if (min > max) max = min;
  return whole || max - min > 1
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31)) })
    : fc.constant(min);
}

function stringArb(def: Def, key: string | undefined): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const regex = checks.find((check) => check.check === 'string_format' && check.format === 'regex')?.pattern;
  const format = checks.find((check) => check.check === 'string_format')?.format;
  if (format === 'email') return fc.constantFrom('a@example.com', 'le.van.b@example.vn');
  if (format === 'datetime') return fc.constantFrom('2026-12-01T08:00:00.000Z', '2026-12-01T09:30:00+07:00');
  if (format === 'date' || isDayKey(key)) return fc.constantFrom(...DAYS);
  if (regex) return fc.stringMatching(regex).filter((text) => text.length < 300);
  if (key === 'phone' || key?.endsWith('Phone')) return fc.constantFrom('0912345678', '0987654321');
  let maxLength = 40;
  for (const check of checks)
    if (check.check === 'max_length')
      maxLength = Math.max(1, Math.min(maxLength, Number(check.maximum) || maxLength));
  return fc.oneof(
    fc.constantFrom('Nguyễn Văn A', 'Khám', 'Paracetamol', 'BS-1'),
    fc.string({ minLength: 1, maxLength }),
  );
}

/** A value the schema might take (not always: a refinement can still refuse it, as a user's typo would be). */
export function arbitraryOf(schema: unknown, key?: string, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(undefined);
  const inner = (next: unknown) => arbitraryOf(next, key, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([name, field]) => [name, arbitraryOf(field, name, depth + 1)]),
      );
      const required = Object.keys(shape).filter(
        (name) => !['optional', 'default'].includes(defOf(shape[name]).type),
      );
      return fc.record(fields, { requiredKeys: required });
    }
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'string':
      return stringArb(def, key);
    case 'number':
      return numberArb(def, key);
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 1000n });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    case 'array':
      return fc.array(inner(def.element), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'record':
      return fc.dictionary(fc.constantFrom('1', '2', 'a'), arbitraryOf(def.valueType, undefined, depth + 1), {
        maxKeys: 2,
      });
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every place of a value a mutation can hit: [] is the value itself. */
function placesOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => placesOf(item, [...at, i]))];
  if (value !== null && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([name, item]) => placesOf(item, [...at, name]))];
  return here;
}

/** `value` with the place `path` replaced (undefined: the field left out). */
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const next = replaced(copy[head], rest, by);
  if (next === undefined && !Array.isArray(copy)) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** A value of the schema with one hostile value put at one of its places (or a field left out). */
export function mutatedOf(schema: unknown): fc.Arbitrary<unknown> {
  return fc
    .tuple(arbitraryOf(schema), fc.nat(), fc.constantFrom(...HOSTILE, undefined))
    .map(([value, pick, by]) => {
      const places = placesOf(value);
      return replaced(value, places[pick % places.length]!, by);
    });
}

/** Valid-ish or mutated, three to one. */
export const inputOf = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> =>
  schema
    ? fc.oneof({ arbitrary: arbitraryOf(schema), weight: 3 }, { arbitrary: mutatedOf(schema), weight: 1 })
    : fc.constant(undefined);
