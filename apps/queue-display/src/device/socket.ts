import type { ConnectDeviceSocket } from '@clinic/device';
import { connectDeviceSocket, type DeviceSocketHandlers } from '@clinic/device/socket';
import { type QueueCallPayload, RealtimeEvent } from '@clinic/domain';

export interface DisplaySocketHandlers extends Required<DeviceSocketHandlers> {
  onCall: (call: QueueCallPayload) => void;
  /** Any other domain event (check-in, status change): the queue on screen may be stale. */
  onChange: () => void;
}

/** Opens the display's socket (a lazily loaded chunk in the app; a fake in tests). */
export type ConnectSocket = ConnectDeviceSocket<DisplaySocketHandlers>;

/** The events that change who waits and who is in the room. */
const CHANGE_EVENTS = [
  RealtimeEvent.AppointmentCheckIn,
  RealtimeEvent.AppointmentAddCheckIn,
  RealtimeEvent.AppointmentStartExam,
  RealtimeEvent.AppointmentFinishExam,
  RealtimeEvent.AppointmentCancel,
  RealtimeEvent.AppointmentInvalid,
] as const;

/**
 * The display's realtime connection, authenticated with its device token; its own chunk, so socket.io-client is
 * not in the first download.
 */
export function connectDisplaySocket(getToken: () => string | undefined, handlers: DisplaySocketHandlers) {
  // Lost and reconnected come from the device connection every device shares; the events are the display's.
  const client = connectDeviceSocket(getToken, handlers);
  client.on(RealtimeEvent.QueueCall, (payload) => handlers.onCall(payload));
  for (const event of CHANGE_EVENTS) client.on(event, () => handlers.onChange());
  return { close: () => client.close() };
}
