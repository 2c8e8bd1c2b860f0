import { createHash } from 'node:crypto';
import { AppError } from '@clinic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index.js';
import type { Tx } from './tx.js';

/**
 * Runs a money- or stock-changing `work` once per `Idempotency-Key` (docs/conventions.md#money). Call it first
 * thing inside the call's transaction:
 * - a new key is written with the request's hash, the work runs, and its answer is stored beside the key, all in
 *   the transaction: a call that fails leaves no key, so the client may send it again;
 * - a key already committed answers its stored answer and writes nothing more;
 * - a key another transaction is using right now makes this insert wait for that one to commit (the primary
 *   key's lock), then answers what it stored: a double click sent twice at once still saves once;
 * - the same key with another call or another body is refused (idempotencyKeyReused), never answered.
 */
export async function idempotent<T>(
  tx: Tx,
  call: { key: string; scope: string; request: unknown },
  work: () => Promise<T>,
): Promise<T> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify(call.request ?? null))
    .digest('hex');
  const clinicId = tx.actor.clinicId;
  const claimed = await tx.db
    .insert(idempotencyKeys)
    .values({
      clinicId,
      key: call.key,
      scope: call.scope,
      requestHash,
      userId: tx.actor.userId,
      createdAt: tx.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.clinicId, clinicId), eq(idempotencyKeys.key, call.key));
  if (!claimed.length) {
    const [first] = await tx.db.select().from(idempotencyKeys).where(where);
    if (!first || first.scope !== call.scope || first.requestHash !== requestHash || first.response === null)
      throw new AppError('idempotencyKeyReused');
    return first.response as T;
  }
  const answer = await work();
  await tx.db
    .update(idempotencyKeys)
    .set({ response: sql`${JSON.stringify(answer)}::jsonb` })
    .where(where);
  return answer;
}

/**
 * For a route declared `idempotent: 'optional'`: once per key when the call sent one, else `work` as it is. A
 * replayed offline write (the staff outbox) then answers the first send's result, even when the visit has
 * moved on since (finished), instead of writing again or refusing what was already saved.
 */
export function idempotentIfKeyed<T>(
  tx: Tx,
  call: { key: string | undefined; scope: string; request: unknown },
  work: () => Promise<T>,
): Promise<T> {
  const { key } = call;
  return key ? idempotent(tx, { ...call, key }, work) : work();
}
