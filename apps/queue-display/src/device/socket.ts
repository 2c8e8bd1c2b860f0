import type { ConnectDeviceSocket } from '@clinic/device';
import { connectDeviceSocket, type DeviceSocketHandlers } from '@clinic/device/socket';
import { type DeviceAppointmentEventPayload, type QueueCallPayload, RealtimeEvent } from '@clinic/domain';

export interface DisplaySocketHandlers extends Required<DeviceSocketHandlers> {
  onCall: (call: QueueCallPayload) => void;
  /** An appointment of the location changed (check-in, status change): its number, initials and status. */
  onChange: (appointment: DeviceAppointmentEventPayload) => void;
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
  for (const event of CHANGE_EVENTS) client.on(event, (appointment) => handlers.onChange(appointment));
  return { close: () => client.close() };
}
