import type { DeviceMe } from '@clinic/api-client/public';
import { ApiError } from '@clinic/api-client/public';
import type { DeviceAppointmentEventPayload, QueueCallPayload } from '@clinic/domain';
import { vi } from 'vitest';
import type { Voices } from './calls/announcer';
import type { DisplaySocketHandlers } from './device/socket';
import type { DisplayDeps } from './session/DisplaySession';
import type { DisplayQueueWithCalls } from './types';

// Answers shaped like the contract's, and fakes of the socket and the speakers, for the display's tests.

export const me: DeviceMe = {
  device: { id: 2, kind: 2, name: 'TV phòng chờ' },
  clinic: { name: 'Phòng khám An Tâm', logoUrl: null, timeZone: 'Asia/Ho_Chi_Minh' },
  location: { id: 1, name: 'Cơ sở Quận 1', address: '12 Lê Lợi, Quận 1' },
  doctors: [
    { id: 3, name: 'BS. Lê Văn Cường', room: 'Phòng 3' },
    { id: 4, name: 'BS. Phạm Thu Hà', room: 'Phòng 5' },
  ],
};

export function queue(overrides: Partial<DisplayQueueWithCalls> = {}): DisplayQueueWithCalls {
  return {
    clinicName: 'Phòng khám An Tâm',
    locationName: 'Cơ sở Quận 1',
    date: '2026-11-23',
    doctors: [
      {
        doctorId: 3,
        doctorName: 'BS. Lê Văn Cường',
        room: 'Phòng 3',
        serving: { orderNumber: 11, initials: 'N.V.A.' },
        next: [
          { orderNumber: 12, initials: 'T.T.B.' },
          { orderNumber: 14, initials: 'L.C.' },
        ],
      },
    ],
    recentCalls: [],
    ...overrides,
  };
}

export function call(id: number, overrides: Partial<QueueCallPayload> = {}): QueueCallPayload {
  return {
    id,
    appointmentId: 100 + id,
    doctorId: 3,
    locationId: 1,
    orderNumber: 10 + id,
    room: 'Phòng 3',
    calledAt: new Date().toISOString(),
    ...overrides,
  };
}

export const offline = () => new ApiError(0, undefined, 'fetch failed');
export const revoked = () =>
  new ApiError(401, { code: 'unauthorized', message: 'Phiên không hợp lệ' }, '401');

/** A socket the test drives: `socket.handlers.onCall(call(1))`. */
export function fakeSocket() {
  const socket = {
    handlers: undefined as DisplaySocketHandlers | undefined,
    close: vi.fn(),
    connect: vi.fn(async (handlers: DisplaySocketHandlers) => {
      socket.handlers = handlers;
      return { close: socket.close };
    }),
  };
  return socket;
}

/** Speakers that record what they said; the server's voice answers 503 unless a test says otherwise. */
export function fakeVoices(): Voices & { said: string[] } {
  const said: string[] = [];
  return {
    said,
    chime: vi.fn(async () => void said.push('chime')),
    fetchAudio: vi.fn(async (callId: number) => new Blob([`audio ${callId}`])),
    play: vi.fn(async (audio: Blob) => void said.push(await audio.text())),
    speak: vi.fn(async (text: string) => void said.push(text)),
  };
}

export function fakeDeps(answer = queue()) {
  const socket = fakeSocket();
  const voices = fakeVoices();
  const deps: DisplayDeps = {
    api: { me: vi.fn(async () => me), queue: vi.fn(async () => answer) },
    connect: socket.connect,
    voices,
    unlock: vi.fn(),
    holdMs: 0,
  };
  return { deps, socket, voices };
}

/** An appointment event as a display hears it: Bác sĩ Cường's patient of `orderNumber` on the queue's day. */
export function appointmentEvent(
  orderNumber: number,
  status: number,
  overrides: Partial<DeviceAppointmentEventPayload> = {},
): DeviceAppointmentEventPayload {
  return {
    id: 200 + orderNumber,
    status,
    doctorId: 3,
    doctorName: 'BS. Lê Văn Cường',
    room: 'Phòng 3',
    locationId: 1,
    orderNumber,
    date: '2026-11-23',
    initials: 'H.T.',
    updatedAt: '2026-11-23T02:00:00.000Z',
    ...overrides,
  };
}
