import { randomUUID } from 'node:crypto';
import type { RealtimeEventPayloads } from '@clinic/domain';
import type { JobToEnqueue } from './jobs/jobs.js';
import type { DeviceDisconnect } from './realtime.js';

/**
 * Every event the bus carries, by name: the clients' events (packages/domain) and the server's own signals,
 * which no client hears as such.
 */
export interface BusEventPayloads extends RealtimeEventPayloads {
  /** A device's token stopped working: every instance drops its sockets (see realtime.ts). */
  'device.disconnect': DeviceDisconnect;
}
export type BusEventName = keyof BusEventPayloads;

/** A domain event, published only after the transaction that caused it has committed. */
export type DomainEvent = {
  [E in BusEventName]: {
    clinicId: number;
    /** Event names (packages/domain realtime.ts): `appointment.checkin`, `invoice.pay`, … */
    name: E;
    payload: BusEventPayloads[E];
    /**
     * The signed-in user whose unit of work caused it (inTransaction's actor), when one did: the notifications
     * subscriber does not tell people of their own acts. Never sent to clients.
     */
    actorUserId?: number | null;
  };
}[BusEventName];

export type EventListener = (event: DomainEvent) => void;

/**
 * The bus. Listeners (sockets, the session caches) hear an event after its transaction commits, in this instance
 * only, and may miss it if the process dies first: what only informs a screen. A consumer that must not miss
 * one (a notification, a push) registers its events as durable instead: inTransaction writes each such event as a
 * job row of the consumer's kind in the same transaction (the outbox), and the job runner of any instance delivers
 * it, at least once, so the consumer is idempotent by a key of its own.
 */
export function createEventBus() {
  const listeners = new Set<EventListener>();
  const durable = new Map<string, string>();
  const written = new Set<() => void>();
  return {
    subscribe(listener: EventListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(event: DomainEvent) {
      for (const listener of listeners) listener(event);
    },
    /** Events of these names become jobs of `kind`, with the event as their payload (`{ event }`). */
    consumeDurably(names: readonly BusEventName[], kind: string) {
      for (const name of names) durable.set(name, kind);
    },
    /** The outbox rows of a unit of work's events, for inTransaction to write before it commits. */
    outboxOf(events: readonly DomainEvent[]): JobToEnqueue[] {
      return events.flatMap((event) => {
        const kind = durable.get(event.name);
        return kind
          ? [{ kind, key: `${kind}:${randomUUID()}`, clinicId: event.clinicId, payload: { event } }]
          : [];
      });
    },
    /** Told after a commit that wrote outbox rows: the job runner polls at once rather than a period later. */
    onOutboxWritten(listener: () => void) {
      written.add(listener);
      return () => written.delete(listener);
    },
    outboxWritten() {
      for (const listener of written) listener();
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
