import type { TranslationKey } from '@clinic/i18n';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { type ContractField, contractFields } from './contractFields';
import type { NamedRow, ResourceDescription, ResourceField } from './types';

/** What a description may change of a derived field: any property of a field, its kind too. */
type FieldOverride = ResourceField extends infer F
  ? F extends ResourceField
    ? Partial<Omit<F, 'name'>>
    : never
  : never;

interface ContractFormOptions<Item, Input> {
  /** Dictionary node of the labels: field `phone` is labelled `<labels>.phone`. */
  labels: string;
  /** Fields drawn first, in this order; the others follow in the contract's order. */
  order?: readonly (keyof Input & string)[];
  /** Where a field differs from what its schema says (a phone, a long text, a select, a custom section). */
  fields?: { readonly [K in keyof Input]?: FieldOverride };
  /** Fields the form holds but draws no input for: a custom section draws them, or they are kept as loaded. */
  hide?: readonly (keyof Input & string)[];
  /** A new row's values where they are not the schema's default or the empty value of its type. */
  start?: Partial<Input>;
  /** Fields read from a loaded row otherwise than by their own name. */
  fromRow?: { readonly [K in keyof Input]?: (item: Item) => Input[K] };
}

type ContractForm<Item extends NamedRow, Input extends FieldValues> = Pick<
  ResourceDescription<Item, Input>,
  'schema' | 'fields' | 'toInput' | 'emptyInput'
>;

/** A new row's value: the schema's default, null where none is needed, else the empty value of its type. */
function emptyValue(field: ContractField): unknown {
  if (field.defaultValue) return field.defaultValue.value;
  if (field.optional) return null;
  if (field.type === 'string') return '';
  if (field.type === 'boolean') return false;
  if (field.type === 'array') return [];
  return null;
}

/** The input a field's type asks for; an array or an object has none, so a description must say how to draw it. */
function derivedField(field: ContractField, labels: string): Partial<ResourceField> {
  const labelKey = `${labels}.${field.name}` as TranslationKey;
  const required = field.optional ? {} : { required: true };
  switch (field.type) {
    case 'string':
      return { labelKey, kind: field.email ? 'email' : 'text', ...required };
    case 'number':
      return {
        labelKey,
        kind: 'number',
        ...required,
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
      };
    case 'boolean':
      return { labelKey, kind: 'switch' };
    default:
      return { labelKey };
  }
}

/** What a derived field keeps under an override of another kind: a section draws itself, a select has no bounds. */
function kept(
  derived: Partial<ResourceField>,
  kind: ResourceField['kind'] | undefined,
): Partial<ResourceField> {
  if (kind === undefined || kind === derived.kind) return derived;
  if (kind === 'custom') return {};
  const { labelKey, required } = derived as { labelKey?: TranslationKey; required?: boolean };
  return { labelKey, ...(required ? { required } : {}) } as Partial<ResourceField>;
}

/**
 * A resource's form from its body's schema: a field for each of the body's fields (label by convention, kind,
 * required and a number's bounds from its schema), the values of a new row, and a loaded row's values, so a
 * field added to the contract needs only its labels here.
 */
export function contractForm<Item extends NamedRow, Input extends FieldValues>(
  schema: z.ZodType<Input, FieldValues>,
  options: ContractFormOptions<Item, Input>,
): ContractForm<Item, Input> {
  const all = contractFields(schema);
  const emptyInput = {
    ...Object.fromEntries(all.map((field) => [field.name, emptyValue(field)])),
    ...options.start,
  } as Input;

  const overrides: Partial<Record<string, FieldOverride>> = options.fields ?? {};
  const hidden = new Set<string>(options.hide);
  const order: readonly string[] = options.order ?? [];
  const rank = (field: ContractField) => {
    const at = order.indexOf(field.name);
    return at === -1 ? order.length : at;
  };
  const fields = all
    .filter((field) => !hidden.has(field.name))
    .sort((a, b) => rank(a) - rank(b))
    .map((field) => {
      const derived = derivedField(field, options.labels);
      const override = overrides[field.name];
      const drawn = { name: field.name, ...kept(derived, override?.kind), ...override };
      if (!drawn.kind)
        throw new Error(`Resource form field ${field.name} (${field.type}) needs a kind or a section`);
      return drawn as ResourceField;
    });

  const readers: Partial<Record<string, (item: Item) => unknown>> = options.fromRow ?? {};
  const toInput = (item: Item) =>
    Object.fromEntries(
      all.map(({ name }) => {
        const read = readers[name];
        if (read) return [name, read(item)];
        const value = (item as Record<string, unknown>)[name];
        if (value === undefined) return [name, emptyInput[name]];
        return [name, Array.isArray(value) ? [...value] : value];
      }),
    ) as Input;

  return { schema, fields, toInput, emptyInput };
}
