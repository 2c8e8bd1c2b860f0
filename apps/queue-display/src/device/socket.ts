import { createRealtimeClient, type DeviceRealtimeEventMap } from '@clinic/api-client';
import { type DeviceAppointmentEventPayload, type QueueCallPayload, RealtimeEvent } from '@clinic/domain';

export interface DisplaySocketHandlers {
  onCall: (call: QueueCallPayload) => void;
  /** An appointment of the location changed (check-in, status change): its number, initials and status. */
  onChange: (appointment: DeviceAppointmentEventPayload) => void;
  /** Authorized again after a lost connection: events may have been missed. */
  onReconnected: () => void;
  /** Refused or dropped by the server: the heartbeat asks the API whether the display was revoked. */
  onLost: () => void;
}

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
  const client = createRealtimeClient<DeviceRealtimeEventMap>({
    getAccessToken: getToken,
    isLoggedIn: () => getToken() !== undefined,
  });
  client.on(RealtimeEvent.QueueCall, (payload) => handlers.onCall(payload));
  for (const event of CHANGE_EVENTS) client.on(event, (appointment) => handlers.onChange(appointment));
  client.on('unauthorized', () => handlers.onLost());
  let authorizedBefore = false;
  let authorized = false;
  client.onStatus((status) => {
    if (status === 'authorized') {
      if (authorizedBefore) handlers.onReconnected();
      authorizedBefore = true;
      authorized = true;
    }
    if (status === 'disconnected' && authorized) handlers.onLost();
    if (status !== 'authorized') authorized = false;
  });
  return { close: () => client.close() };
}
