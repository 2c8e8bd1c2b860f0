import type { RealtimeEventPayloads } from '@clinic/domain';
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

export function createEventBus() {
  const listeners = new Set<EventListener>();
  return {
    subscribe(listener: EventListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(event: DomainEvent) {
      for (const listener of listeners) listener(event);
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
