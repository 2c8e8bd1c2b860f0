import { z } from 'zod';
import { recordId, textToId } from './validation';

// Ids a client sends in a body or a query are declared as references to one kind of record, so the API checks
// them all in one place (apps/api/src/platform/refs.ts): each must be a row of the caller's clinic, else the
// kind's not-found error, exactly like a missing row. Client and server share the declaration.

/** The kinds of record a body or query id may point to; the API maps each to its table and not-found error. */
export const refKinds = [
  'appointment',
  /** A reported bank transfer. */
  'bankTransfer',
  /** A queue call (its sentence is spoken); a missing one answers as a missing appointment. */
  'call',
  'doctor',
  'file',
  'form',
  'group',
  /** An invoice (screen 23). */
  'invoice',
  'location',
  /** A medicine of the library (screen 15). */
  'medicine',
  /** A lot of a medicine. */
  'medicineLot',
  /** A service package (screen 19). */
  'package',
  'patient',
  'property',
  /** A prescription template (screen 25). */
  'prescriptionTemplate',
  /** A line of a package a patient bought (screen 22), used by an ordered service. */
  'purchasedPackageItem',
  'role',
  /** A catalog service (screen 18). */
  'service',
  /** A service ordered for a visit (a card of the service-order board). */
  'serviceOrder',
  'specialty',
  /** A saved stock sheet (screen 27). */
  'stockSheet',
  /** A supplier (screen 28). */
  'supplier',
  'user',
] as const;
export type RefKind = (typeof refKinds)[number];

export interface RefMeta {
  kind: RefKind;
  /**
   * The caller's groups must also reach the record (docs/architecture.md#tenancy: groups restrict doctors): outside
   * them it answers like a missing one. Set where the rule applies today (booking, schedules), not on settings screens.
   * Only doctors have a group rule (modules/groups/scope.ts); on other kinds it changes nothing.
   */
  withinGroups?: boolean;
}

/** Which schemas are references, and to what: read by the API's reference check and its tests. */
export const refRegistry = z.registry<RefMeta>();

/**
 * Ids that only narrow a search (a list's doctor filter): another clinic's id matches nothing rather than 404,
 * as searches always did. Declared so that every `…Id` field says what it is (a test walks the route schemas).
 */
export const filterIdRegistry = z.registry<{ kind: RefKind | null }>();

/** The shape of an id where a field declares no messages of its own. */
const plainId = () => recordId();

interface RefOptions<S extends z.ZodType> {
  withinGroups?: boolean;
  /** The field's own number schema when its messages differ (a form's "required"); copied, never shared. */
  base?: S;
}

/**
 * A field's own id schema, copied and held to the id column's range when it is a number (recordId): every
 * reference and filter id is refused past MAX_RECORD_ID, whatever messages its field declares.
 */
const bounded = (base: z.ZodType): z.ZodType => (base instanceof z.ZodNumber ? recordId(base) : base.clone());

const metaOf = (kind: RefKind, options: RefOptions<z.ZodType>): RefMeta =>
  options.withinGroups ? { kind, withinGroups: true } : { kind };

/**
 * A reference to a record of `kind` in the caller's clinic. End the chain here (`.optional()`, `.nullable()`
 * and arrays around it are fine): a method called on it makes a new schema that is no longer registered.
 */
export function ref<S extends z.ZodType = z.ZodNumber>(kind: RefKind, options: RefOptions<S> = {}): S {
  const schema = (options.base ? bounded(options.base) : plainId()) as S;
  refRegistry.add(schema, metaOf(kind, options));
  return schema;
}

/** `ref` for a query string, where the id arrives as text. */
export function queryRef(kind: RefKind, options: RefOptions<z.ZodType<number>> = {}) {
  const schema = z.preprocess(textToId, options.base ? bounded(options.base) : plainId());
  refRegistry.add(schema, metaOf(kind, options));
  return schema;
}

/**
 * An id that filters a search: checked by nothing, since a search only ever reads the caller's clinic. No kind
 * when the record's kind travels beside it (an activity log's entity).
 */
export function filterId<S extends z.ZodType = z.ZodNumber>(kind?: RefKind, base?: S): S {
  const schema = (base ? bounded(base) : plainId()) as S;
  filterIdRegistry.add(schema, { kind: kind ?? null });
  return schema;
}
