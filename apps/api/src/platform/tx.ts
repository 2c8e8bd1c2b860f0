import type { Db, DbTx } from '../db/client.js';
import type { Clock } from './clock.js';
import type { BusEventName, BusEventPayloads, DomainEvent, EventBus } from './events.js';
import { enqueueAll } from './jobs/runner.js';

export interface Actor {
  clinicId: number;
  /** null for work no signed-in user did (sign-up, seeding, devices). */
  userId: number | null;
}

/** A unit of work: the database transaction, who is acting, and events to publish once it commits. */
export interface Tx {
  db: DbTx;
  actor: Actor;
  /** The moment the unit of work began, from the app's clock: every time it stamps (updatedAt, revokedAt…). */
  now: Date;
  /** Typed by the event map (packages/domain): a payload missing what listeners read does not compile. */
  publish<E extends BusEventName>(name: E, payload: BusEventPayloads[E]): void;
  /**
   * Another connection than the transaction's, for a statement that commits on its own at once (a code number,
   * counters.ts): the database's detached pool on PostgreSQL; undefined on PGlite, whose one connection is this
   * transaction's.
   */
  detached: Db | undefined;
}

/**
 * Runs `work` in one transaction. Inside it, use only `tx.db`: PGlite is a single connection, so a query on
 * the outer `db` would wait for this very transaction to end (it works on PostgreSQL, and hangs on PGlite).
 * Events it publishes are held back until the commit succeeds,
 * so no client ever hears of a change that was rolled back; those a durable consumer needs are written as job
 * rows in the same transaction (events.ts, the outbox), so a crash after the commit loses none of them.
 */
export async function inTransaction<T>(
  deps: { db: Db; events: EventBus; clock: Clock; database?: { detached?: Db } },
  actor: Actor,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const pending: ((clinicId: number) => DomainEvent)[] = [];
  let committed: DomainEvent[] = [];
  let outbox = 0;
  const now = deps.clock();
  const result = await deps.db.transaction(async (db) => {
    const tx: Tx = {
      db,
      actor: { ...actor },
      now,
      detached: deps.database?.detached,
      // The clinic is the committed actor's (sign-up learns it inside the transaction).
      publish: (name, payload) => pending.push((clinicId) => ({ clinicId, name, payload }) as DomainEvent),
    };
    const value = await work(tx);
    committed = pending.map((event) => ({ ...event(tx.actor.clinicId), actorUserId: tx.actor.userId }));
    outbox = await enqueueAll(db, deps.clock, deps.events.outboxOf(committed));
    return value;
  });
  for (const event of committed) deps.events.publish(event);
  if (outbox) deps.events.outboxWritten();
  return result;
}
