import { createRealtimeClient } from '@clinic/api-client';
import { type QueueCallPayload, RealtimeEvent } from '@clinic/domain';

export interface DisplaySocketHandlers {
  onCall: (call: QueueCallPayload) => void;
  /** Any other domain event (check-in, status change): the queue on screen may be stale. */
  onChange: () => void;
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
  const client = createRealtimeClient({
    getAccessToken: getToken,
    isLoggedIn: () => getToken() !== undefined,
  });
  client.on(RealtimeEvent.QueueCall, (payload) => handlers.onCall(payload));
  for (const event of CHANGE_EVENTS) client.on(event, () => handlers.onChange());
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
