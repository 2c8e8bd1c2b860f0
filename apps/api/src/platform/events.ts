/** A domain event, published only after the transaction that caused it has committed. */
export interface DomainEvent {
  clinicId: number;
  /** SPEC §7 event names: `appointment.checkin`, `invoice.pay`, … */
  name: string;
  payload: unknown;
}

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
