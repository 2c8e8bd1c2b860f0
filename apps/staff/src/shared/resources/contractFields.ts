import type { z } from 'zod';

// What a form needs to know of each field of a contract's body, read from the body's zod schema through
// `_zod.def`, the part of zod 4 meant for libraries that walk schemas. A set-up form is derived from this, so a
// field added to a contract shows in its form with no second list to keep.

interface SchemaDef {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  defaultValue?: unknown;
  checks?: readonly Schema[];
  shape?: Record<string, Schema>;
  // A check's own def: its kind, a format's name, a bound, a refinement's params.
  check?: string;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
  params?: { min?: unknown; max?: unknown };
}
interface Schema {
  _zod: { def: SchemaDef };
}

/** One field of a body, as its schema takes it from a form. */
export interface ContractField {
  name: string;
  /** The value's zod type under its wrappers: 'string', 'number', 'boolean', 'array'… */
  type: string;
  /** Takes null or may be left out: the form does not mark it required. */
  optional: boolean;
  /** A text whose format is an e-mail address. */
  email: boolean;
  /** A number's bounds, where the schema holds them (`.min`/`.max`, or a range refinement's params). */
  min?: number;
  max?: number;
  /** The schema's `.default(…)`, when it has one. */
  defaultValue?: { value: unknown };
}

const defOf = (schema: Schema) => schema._zod.def;

/**
 * The schema a form's value meets: a preprocess (a pipe from a transform) is read by what it hands on, any other
 * pipe (a check or a transform after the value) by what it takes.
 */
function taken(def: SchemaDef): Schema | undefined {
  if (def.type !== 'pipe' || !def.in || !def.out) return undefined;
  return defOf(def.in).type === 'transform' ? def.out : def.in;
}

/** The object a body's schema checks, under a form's preprocess and the body's own refinements and transforms. */
function contractShape(schema: z.ZodType): Record<string, Schema> {
  let def = defOf(schema as unknown as Schema);
  for (let next = taken(def); next; next = taken(def)) def = defOf(next);
  if (def.type !== 'object' || !def.shape)
    throw new Error(`A resource form needs an object schema, not ${def.type}`);
  return def.shape;
}

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function bounds(checks: readonly Schema[]): Pick<ContractField, 'min' | 'max'> {
  const found: Pick<ContractField, 'min' | 'max'> = {};
  for (const check of checks.map(defOf)) {
    if (check.check === 'greater_than' && check.inclusive) found.min = finite(check.value);
    if (check.check === 'less_than' && check.inclusive) found.max = finite(check.value);
    if (check.check === 'custom') {
      found.min ??= finite(check.params?.min);
      found.max ??= finite(check.params?.max);
    }
  }
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined));
}

/** One field of a body: its type under defaults, nullables, optionals and preprocesses, and what they say. */
function contractField(name: string, schema: Schema): ContractField {
  let def = defOf(schema);
  let optional = false;
  let defaultValue: ContractField['defaultValue'];
  for (;;) {
    if (def.type === 'default' && def.innerType) {
      defaultValue ??= { value: def.defaultValue };
      def = defOf(def.innerType);
    } else if ((def.type === 'nullable' || def.type === 'optional') && def.innerType) {
      optional = true;
      def = defOf(def.innerType);
    } else {
      const next = taken(def);
      if (!next) break;
      def = defOf(next);
    }
  }
  const checks = def.checks ?? [];
  return {
    name,
    type: def.type,
    optional,
    email: [def, ...checks.map(defOf)].some((check) => check.format === 'email'),
    ...(def.type === 'number' ? bounds(checks) : {}),
    ...(defaultValue ? { defaultValue } : {}),
  };
}

/** Every field of a body, in the contract's order. */
export const contractFields = (schema: z.ZodType): ContractField[] =>
  Object.entries(contractShape(schema)).map(([name, field]) => contractField(name, field));
