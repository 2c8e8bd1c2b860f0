import { type FormOwnerKind, formOwnerKindKey } from '@clinic/domain';
import viBuiltIn from './locales/vi/builtIn';

// Built-in names (the fixed properties, the default forms: docs/product.md#lists-and-data) are stored as Vietnamese text, like a clinic's
// own names, so nothing about them changes in the database. They are shown in the user's language at render
// time, recognised by their fixed key: a built-in property by its internal name, a default form by its record
// type while it still has its built-in name. A name the clinic typed is shown as typed. Kept out of the main
// entry so the API can read the stored names without loading rosetta.

/** The names the API writes for a new clinic and migration 0005 wrote for existing ones. */
export const storedBuiltInNames = viBuiltIn;

export type BuiltInPropertyKey = keyof typeof viBuiltIn.property;
type BuiltInFormKey = keyof typeof viBuiltIn.form;

/** Any `t` of @clinic/i18n fits; named narrowly so the API can import this file without the DOM-bound i18n.ts. */
type Translate = (key: `builtIn.property.${BuiltInPropertyKey}` | `builtIn.form.${BuiltInFormKey}`) => string;

const isBuiltInPropertyKey = (name: string): name is BuiltInPropertyKey =>
  Object.hasOwn(viBuiltIn.property, name);

/**
 * The name to show for a property. A fixed property cannot be renamed, so its internal name decides; any other
 * property with a built-in internal name is translated only while its name is still the built-in one.
 */
export function propertyName(
  property: { name: string; internalName: string; fixed: boolean },
  t: Translate,
): string {
  const key = property.internalName;
  if (!isBuiltInPropertyKey(key)) return property.name;
  if (!property.fixed && property.name.trim() !== viBuiltIn.property[key]) return property.name;
  return t(`builtIn.property.${key}`);
}

/** A name the clinic typed (not a built-in one): it exists only in the language the clinic wrote it in. */
export function isClinicNamedProperty(property: {
  name: string;
  internalName: string;
  fixed: boolean;
}): boolean {
  const key = property.internalName;
  if (!isBuiltInPropertyKey(key)) return true;
  return !property.fixed && property.name.trim() !== viBuiltIn.property[key];
}

/** The name to show for a form: a default form not renamed by the clinic is shown in the user's language. */
export function formName(form: { name: string; entityType: number }, t: Translate): string {
  const kind = formOwnerKindKey[form.entityType as FormOwnerKind] as
    | (typeof formOwnerKindKey)[FormOwnerKind]
    | undefined;
  if (kind === undefined || form.name.trim() !== viBuiltIn.form[kind]) return form.name;
  return t(`builtIn.form.${kind}`);
}
