import { AppError, type FileKind } from '@clinic/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { physicalFiles } from '../../db/schema/index.js';
import type { Tx } from '../tx.js';

/**
 * File ids a client puts on a record (an avatar, a property's images) must be files of the caller's clinic, of
 * the expected kind, whose upload finished (upload-done). Another clinic's id answers 'file not found', like a
 * missing one; a pending upload answers 'file not ready'. `contentTypes`, when given, narrows the accepted
 * detected types (a Video property takes only videos). Returns the ids without repeats, in the given order.
 */
export async function assertReadyFiles(
  tx: Tx,
  ids: readonly number[],
  kind: FileKind,
  contentTypes?: readonly string[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await tx.db
    .select({
      id: physicalFiles.id,
      kind: physicalFiles.kind,
      readyAt: physicalFiles.readyAt,
      type: physicalFiles.contentType,
    })
    .from(physicalFiles)
    .where(and(eq(physicalFiles.clinicId, tx.actor.clinicId), inArray(physicalFiles.id, unique)));
  if (rows.length !== unique.length || rows.some((r) => r.kind !== kind)) throw new AppError('fileNotFound');
  if (rows.some((r) => r.readyAt === null)) throw new AppError('fileNotReady');
  if (contentTypes && rows.some((r) => !contentTypes.includes(r.type))) throw new AppError('invalidFileType');
  return unique;
}
