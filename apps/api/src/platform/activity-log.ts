import type { ActivityAction, ActivityEntityType } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import { runPrepared } from '../db/prepared.js';
import { activityLogs } from '../db/schema/index.js';
import type { Tx } from './tx.js';

const logged = {
  clinicId: sql.placeholder('clinicId'),
  userId: sql.placeholder('userId'),
  entityType: sql.placeholder('entityType'),
  entityId: sql.placeholder('entityId'),
  action: sql.placeholder('action'),
  details: sql.placeholder('details'),
};

/**
 * Writes the activity-log row for a change, inside the transaction that makes the change: one statement of every
 * write, so it runs by name, built once.
 */
export async function record(
  tx: Tx,
  entityType: ActivityEntityType,
  entityId: number | null,
  action: ActivityAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  await runPrepared(tx.db, 'activity_log_insert', (db) => db.insert(activityLogs).values(logged), {
    clinicId: tx.actor.clinicId,
    userId: tx.actor.userId,
    entityType,
    entityId,
    action,
    details,
  });
}

/** `details.changes` of an update: each changed field's value before and after. */
export type FieldChanges = Record<string, [unknown, unknown]>;

/** Longest text kept of one value: the log says what changed, it is not a copy of the record. */
export const CHANGE_VALUE_MAX = 200;

/**
 * Bookkeeping and secrets never show in the log: ids of the row itself, timestamps the write sets, hashes,
 * passwords, tokens and keys, and the folded search columns the database derives.
 */
const hidden =
  /^(id|clinicId|createdAt|updatedAt|deletedAt|version)$|hash|password|secret|token|apiKey|folded|search/i;

/** One comparable, storable form of a column value: instants as ISO text, long text cut, structures as JSON. */
function storable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string')
    return value.length > CHANGE_VALUE_MAX ? `${value.slice(0, CHANGE_VALUE_MAX)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = JSON.stringify(value);
  return text.length > CHANGE_VALUE_MAX ? `${text.slice(0, CHANGE_VALUE_MAX)}…` : value;
}

/** Equal as stored: numeric columns read back as text ('12.5') while the input holds a number. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if ((typeof a === 'number' && typeof b === 'string') || (typeof a === 'string' && typeof b === 'number'))
    return Number(a) === Number(b);
  if (typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

/**
 * The fields of `after` (the values an update sets) whose value differs from the row `before` it: what the log
 * shows as before/after. Fields `after` does not set are left out, and so are the hidden ones; `ignore` names
 * more (a column the write derives).
 */
export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = [],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, next] of Object.entries(after)) {
    if (next === undefined || hidden.test(field) || ignore.includes(field)) continue;
    const was = storable(before[field]);
    const now = storable(next);
    if (!same(was, now)) changes[field] = [was, now];
  }
  return changes;
}

/** `{ changes }` when something changed, nothing otherwise: spread into an update's details. */
export function withChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = [],
): { changes?: FieldChanges } {
  const changes = changesOf(before, after, ignore);
  return Object.keys(changes).length > 0 ? { changes } : {};
}
