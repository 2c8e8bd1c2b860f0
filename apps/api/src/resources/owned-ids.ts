import { AppError, type ErrorKey } from '@clinic/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../platform/tx.js';

/**
 * Ids a client sends for related rows (a doctor's specialties, a group's doctors, a user's groups) must all be
 * rows of the caller's clinic; otherwise the whole write is refused with that table's not-found error. Returns
 * the ids without repeats.
 */
export async function assertOwnedIds(
  tx: Tx,
  table: PgTable & { id: PgColumn; clinicId: PgColumn },
  ids: number[],
  notFound: ErrorKey,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await tx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.clinicId, tx.actor.clinicId), inArray(table.id, unique)));
  if (found.length !== unique.length) throw new AppError(notFound);
  return unique;
}
