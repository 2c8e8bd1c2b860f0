import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { AppError } from '@clinic/domain';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index.js';
import type { Tx } from './tx.js';

/**
 * Runs a money- or stock-changing `work` once per `Idempotency-Key` (docs/conventions.md#money). Routes do not call
 * it: a route declared `idempotent` gets it from its `transaction` (handleRoute below). It runs first thing inside
 * the call's transaction:
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
 * How a route is answered once per act of its client (platform/route.ts `idempotent`):
 * - `true`: the call must carry an `Idempotency-Key`; its transaction claims the key first;
 * - `'optional'`: likewise when the call carries one, else it runs as usual (the staff outbox's replayed saves);
 * - `{ by }`: the call is made once by a key of its own, named here (the bank's transfer id), not by a header.
 */
export type Idempotence = true | 'optional' | { by: string };

/** What the checks below know of the route call being handled. */
interface Handling {
  route: string;
  idempotent: Idempotence | undefined;
  /** Whether this call's transaction claimed its Idempotency-Key. */
  claimed: boolean;
  /** The handler has answered: work it left behind (a job it woke) is no longer the route call's. */
  done: boolean;
}
const handling = new AsyncLocalStorage<Handling>();

/** Opens one transaction as the caller: `inTransaction` with the route's deps and actor. */
export type Transaction = <R>(work: (tx: Tx) => Promise<R>) => Promise<R>;

/**
 * Runs a route's handler with its `transaction`: on a route declared `idempotent` with a key, the transaction
 * claims the key before the handler's work, so the handler cannot forget to (and may open only one). A handler of
 * such a route that wrote without it is a bug, answered as one (500) by the check after it.
 */
export async function handleRoute<T>(
  call: {
    route: string;
    idempotent: Idempotence | undefined;
    key: string | undefined;
    request: unknown;
    /**
     * Whether `assertOnce` watches this call (the self checks, config.ts): the call context it needs is an
     * AsyncLocalStorage, which on Node 20 puts a hook on every promise of the process while one is in use.
     */
    watched: boolean;
  },
  open: Transaction | undefined,
  handler: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  const state: Handling = { route: call.route, idempotent: call.idempotent, claimed: false, done: false };
  const transaction: Transaction = (work) => {
    if (!open) throw new Error(`${call.route}: a route without a caller opens no transaction of its own`);
    const { key } = call;
    if (key === undefined) return open(work);
    if (state.claimed) throw new Error(`${call.route}: one Idempotency-Key claims one transaction`);
    state.claimed = true;
    return open((tx) => idempotent(tx, { key, scope: call.route, request: call.request }, () => work(tx)));
  };
  const handle = async () => {
    try {
      const answer = await handler(transaction);
      if (call.key !== undefined && !state.claimed)
        throw new Error(`${call.route} is declared idempotent but its handler did not use its transaction`);
      return answer;
    } finally {
      state.done = true;
    }
  };
  return call.watched ? handling.run(state, handle) : handle();
}

/**
 * Called where money or stock rows are written (invoices, payments, stock moves): inside a route call, the route
 * must be declared idempotent and have claimed its key (or be made once by a key of its own), else this throws, so
 * a route that forgot its declaration fails its first test instead of saving twice on a double click. Outside a
 * route call (the demo seed, jobs, tests calling a service, work a handler left running) there is no client to
 * retry, and nothing to check. Route calls are watched under the self checks (config.ts: the tests and the browser
 journeys), where a forgotten declaration shows; production does not pay for the watching.
 */
export function assertOnce(what: string): void {
  const call = handling.getStore();
  if (!call || call.done || call.claimed || typeof call.idempotent === 'object') return;
  throw new Error(`${call.route} writes ${what} but is not declared idempotent (platform/route.ts)`);
}
