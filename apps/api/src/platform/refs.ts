import { AppError, type ErrorKey, type RefKind, type RefMeta, refRegistry } from '@clinic/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import {
  appointments,
  bankTransfers,
  clinicPatients,
  doctors,
  forms,
  invoices,
  locations,
  medicineLots,
  medicines,
  packages,
  physicalFiles,
  prescriptionTemplates,
  properties,
  purchasedPackageItems,
  queueCalls,
  roles,
  serviceOrders,
  services,
  specialties,
  stockSheets,
  suppliers,
  userGroups,
  users,
} from '../db/schema/index.js';
import { visibleDoctorsFilter } from '../modules/groups/scope.js';
import type { AuthContext } from './auth-context.js';

/** The tenant table each kind of reference points into, and what a missing (or foreign) id answers. */
export const refTargets: Record<
  RefKind,
  { table: PgTable & { id: PgColumn; clinicId: PgColumn }; notFound: ErrorKey }
> = {
  appointment: { table: appointments, notFound: 'appointmentNotFound' },
  bankTransfer: { table: bankTransfers, notFound: 'bankTransferNotFound' },
  call: { table: queueCalls, notFound: 'appointmentNotFound' },
  doctor: { table: doctors, notFound: 'doctorNotFound' },
  file: { table: physicalFiles, notFound: 'fileNotFound' },
  form: { table: forms, notFound: 'formNotFound' },
  group: { table: userGroups, notFound: 'groupNotFound' },
  invoice: { table: invoices, notFound: 'invoiceNotFound' },
  location: { table: locations, notFound: 'locationNotFound' },
  medicine: { table: medicines, notFound: 'medicineNotFound' },
  medicineLot: { table: medicineLots, notFound: 'lotNotFound' },
  package: { table: packages, notFound: 'packageNotFound' },
  patient: { table: clinicPatients, notFound: 'patientNotFound' },
  property: { table: properties, notFound: 'propertyNotFound' },
  prescriptionTemplate: { table: prescriptionTemplates, notFound: 'templateNotFound' },
  purchasedPackageItem: { table: purchasedPackageItems, notFound: 'purchasedPackageNotFound' },
  role: { table: roles, notFound: 'roleNotFound' },
  service: { table: services, notFound: 'serviceNotFound' },
  serviceOrder: { table: serviceOrders, notFound: 'orderNotFound' },
  specialty: { table: specialties, notFound: 'specialtyNotFound' },
  stockSheet: { table: stockSheets, notFound: 'stockSheetNotFound' },
  supplier: { table: suppliers, notFound: 'supplierNotFound' },
  user: { table: users, notFound: 'userNotFound' },
};

type Node = z.core.$ZodType;
const defOf = (node: Node) => node._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/**
 * The schemas a value passes through unchanged on its way to `node`'s children: wrappers (optional, default…)
 * and the useful side of a pipe (a preprocess feeds its `out`; a `.transform()` reshapes, so its `in` holds the
 * declared fields).
 */
function innerSchemas(node: Node): { schema: Node; key?: string | number | '*' }[] {
  const def = defOf(node);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return [{ schema: def.innerType as Node }];
    case 'pipe': {
      const out = def.out as Node;
      return [{ schema: defOf(out).type === 'transform' ? (def.in as Node) : out }];
    }
    case 'union':
      return (def.options as Node[]).map((schema) => ({ schema }));
    case 'intersection':
      return [{ schema: def.left as Node }, { schema: def.right as Node }];
    case 'object':
      return Object.entries(def.shape as Record<string, Node>).map(([key, schema]) => ({ schema, key }));
    case 'array':
      return [{ schema: def.element as Node, key: '*' }];
    case 'record':
      return [{ schema: def.valueType as Node, key: '*' }];
    default:
      return [];
  }
}

/** Every field of a schema with its path (`doctorIds.*`), for the checks below and the route-table tests. */
export function schemaFields(schema: Node, visit: (node: Node, path: string[]) => void, path: string[] = []) {
  // One schema may sit in many fields (a shared `id`): only its ancestors are skipped, against cycles.
  const ancestors = new Set<Node>();
  const walk = (node: Node, at: string[]) => {
    if (ancestors.has(node)) return;
    ancestors.add(node);
    visit(node, at);
    for (const inner of innerSchemas(node))
      walk(inner.schema, inner.key === undefined ? at : [...at, String(inner.key)]);
    ancestors.delete(node);
  };
  walk(schema, path);
}

/** The reference fields a schema declares, with where they sit: what the route-table tests walk. */
export function refFields(schema: Node | undefined): { path: string[]; meta: RefMeta }[] {
  const found: { path: string[]; meta: RefMeta }[] = [];
  if (schema) {
    schemaFields(schema, (node, path) => {
      const meta = refRegistry.get(node);
      if (meta) found.push({ path, meta });
    });
  }
  return found;
}

/** A group of ids to check with one statement: one kind, with or without the caller's group scope. */
interface Wanted {
  meta: RefMeta;
  ids: Set<number>;
}

/** Follows the schema and the parsed value together, gathering the ids found at reference fields. */
function gatherIds(node: Node, value: unknown, wanted: Map<string, Wanted>) {
  if (value === undefined || value === null) return;
  const meta = refRegistry.get(node);
  if (meta) {
    if (typeof value === 'number') {
      const key = `${meta.kind}${meta.withinGroups ? '+groups' : ''}`;
      const entry = wanted.get(key) ?? { meta, ids: new Set<number>() };
      entry.ids.add(value);
      wanted.set(key, entry);
    }
    return;
  }
  for (const inner of innerSchemas(node)) {
    if (inner.key === undefined) gatherIds(inner.schema, value, wanted);
    else if (inner.key === '*' && typeof value === 'object') {
      for (const item of Object.values(value as object)) gatherIds(inner.schema, item, wanted);
    } else if (typeof value === 'object') {
      gatherIds(inner.schema, (value as Record<string, unknown>)[inner.key], wanted);
    }
  }
}

/**
 * One statement per kind (`id = ANY(...)`), in the order the fields are declared, so the first field that
 * fails answers as the service used to. The doctor scope adds the group rule of modules/groups/scope.ts.
 */
async function assertRefs(db: Db, clinicId: number, auth: AuthContext | null, wanted: Map<string, Wanted>) {
  for (const { meta, ids } of wanted.values()) {
    const { table, notFound } = refTargets[meta.kind];
    const scope =
      meta.withinGroups && auth && meta.kind === 'doctor' ? await visibleDoctorsFilter(db, auth) : undefined;
    const list = [...ids];
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.clinicId, clinicId), sql`${table.id} = ANY(${sql.param(list)}::int[])`, scope));
    if (rows.length !== list.length) throw new AppError(notFound);
  }
}

/**
 * The route's reference check, run after schema validation (a preHandler): every id its body and query declare
 * with `ref()` must be a row of the caller's clinic (and groups, where declared). Public routes have no caller
 * clinic: they name the clinic in the path and check by themselves.
 */
export function referenceCheck(db: Db, schemas: { body?: unknown; query?: unknown }) {
  const parts = (['body', 'query'] as const).filter((part) => refFields(schemas[part] as Node).length > 0);
  return async (req: FastifyRequest) => {
    if (parts.length === 0) return;
    const clinicId = req.auth?.clinicId ?? req.device?.clinicId;
    if (clinicId === undefined) return;
    const wanted = new Map<string, Wanted>();
    for (const part of parts) gatherIds(schemas[part] as Node, req[part], wanted);
    if (wanted.size) await assertRefs(db, clinicId, req.auth, wanted);
  };
}
