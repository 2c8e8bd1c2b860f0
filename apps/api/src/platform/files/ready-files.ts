import { AppError, type FileKind } from '@clinic/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { physicalFiles } from '../../db/schema/index.js';
import type { Tx } from '../tx.js';
import type { FileOwner, FileOwnerKind } from './owners.js';

/**
 * File ids a client puts on a record (an avatar, a property's images) must be files of the caller's clinic, of
 * the expected kind, whose upload finished (upload-done), and the caller's to attach there: an upload of theirs
 * attached to nothing yet, or a file `owner` already holds (a form saved again sends its images again). `'new'`:
 * the record is being created, so only the caller's own unattached uploads qualify. Anything else — another
 * clinic's file, another user's upload, a file of another record — answers 'file not found', like a missing one,
 * so an id tells nothing of what it names; a pending upload answers 'file not ready'. `contentTypes`, when given,
 * narrows the accepted detected types (a Video property takes only videos). The rows stay locked to the end of
 * the transaction, so two records cannot both claim one upload. Returns the ids without repeats, in given order.
 */
export async function assertReadyFiles(
  tx: Tx,
  ids: readonly number[],
  kind: FileKind,
  owner: FileOwner | 'new',
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
      ownerKind: physicalFiles.ownerKind,
      ownerId: physicalFiles.ownerId,
      createdBy: physicalFiles.createdBy,
    })
    .from(physicalFiles)
    .where(and(eq(physicalFiles.clinicId, tx.actor.clinicId), inArray(physicalFiles.id, unique)))
    // No key columns change: the foreign keys pointing at these rows (their KEY SHARE locks) never wait on it.
    .for('no key update');
  const userId = tx.actor.userId;
  const claimable = (r: (typeof rows)[number]) =>
    r.ownerKind === null
      ? userId !== null && r.createdBy === userId
      : owner !== 'new' && r.ownerKind === owner.kind && r.ownerId === owner.id;
  if (rows.length !== unique.length || rows.some((r) => r.kind !== kind || !claimable(r)))
    throw new AppError('fileNotFound');
  if (rows.some((r) => r.readyAt === null)) throw new AppError('fileNotReady');
  if (contentTypes && rows.some((r) => !contentTypes.includes(r.type))) throw new AppError('invalidFileType');
  return unique;
}

/**
 * Records `owner` on the files not attached yet, in the caller's transaction: from then on they are readable by
 * whoever may read the owner. Call it once the owner exists, after assertReadyFiles checked the ids.
 */
export async function attachFiles(tx: Tx, ids: readonly number[], owner: FileOwner): Promise<void> {
  if (ids.length === 0) return;
  await tx.db
    .update(physicalFiles)
    .set({ ownerKind: owner.kind, ownerId: owner.id })
    .where(
      and(
        eq(physicalFiles.clinicId, tx.actor.clinicId),
        inArray(physicalFiles.id, [...ids]),
        isNull(physicalFiles.ownerKind),
      ),
    );
}

/** assertReadyFiles and attachFiles at once, for an owner that exists already (its id is known). */
export async function attachReadyFiles(
  tx: Tx,
  ids: readonly number[],
  kind: FileKind,
  owner: FileOwner,
  contentTypes?: readonly string[],
): Promise<number[]> {
  const checked = await assertReadyFiles(tx, ids, kind, owner, contentTypes);
  await attachFiles(tx, checked, owner);
  return checked;
}

/**
 * Hands every file of one owner to another of the same kinds (a patient record merged into another), in the
 * caller's transaction: the files follow the rows that moved, and the gone owner keeps none.
 */
export async function moveFiles(
  tx: Tx,
  kinds: readonly FileOwnerKind[],
  fromId: number,
  toId: number,
): Promise<void> {
  await tx.db
    .update(physicalFiles)
    .set({ ownerId: toId })
    .where(
      and(
        eq(physicalFiles.clinicId, tx.actor.clinicId),
        inArray(physicalFiles.ownerKind, [...kinds]),
        eq(physicalFiles.ownerId, fromId),
      ),
    );
}
