import type { DeviceMe, KioskAppointment, KioskTicket } from '@clinic/api-client/public';
import { ApiError } from '@clinic/api-client/public';
import { vi } from 'vitest';

// Answers shaped like the contract's, for the kiosk's component tests.

export const me: DeviceMe = {
  device: { id: 1, kind: 1, name: 'Ki-ốt sảnh' },
  clinic: { name: 'Phòng khám An Tâm', logoUrl: null, timeZone: 'Asia/Ho_Chi_Minh' },
  location: { id: 1, name: 'Cơ sở Quận 1', address: '12 Lê Lợi, Quận 1' },
  doctors: [{ id: 3, name: 'BS. Lê Văn Cường', room: 'Phòng 3' }],
};

export const ticket: KioskTicket = {
  clinicName: 'Phòng khám An Tâm',
  locationName: 'Cơ sở Quận 1',
  code: 'LH0012',
  orderNumber: 17,
  patientInitials: 'T.T.B.',
  doctorName: 'BS. Lê Văn Cường',
  room: 'Phòng 3',
  date: '2026-11-23',
  time: '09:30',
  checkedInAt: '2026-11-23T02:20:00.000Z',
  reprint: false,
};

export function appointment(overrides: Partial<KioskAppointment> = {}): KioskAppointment {
  return {
    id: 5,
    code: 'LH0012',
    patientInitials: 'T.T.B.',
    doctorName: 'BS. Lê Văn Cường',
    room: 'Phòng 3',
    locationName: 'Cơ sở Quận 1',
    date: '2026-11-23',
    time: '09:30',
    status: 2,
    verdict: 'ready',
    comeBackAt: null,
    otherLocation: null,
    ticket: null,
    ...overrides,
  };
}

export const offline = () => new ApiError(0, undefined, 'fetch failed');
export const revoked = () =>
  new ApiError(401, { code: 'unauthorized', message: 'Phiên không hợp lệ' }, '401');
export const notFound = () => new ApiError(404, { code: 4010, message: 'Không tìm thấy' }, '404');

/** A device API whose answers each test sets. */
export function fakeApi() {
  return {
    me: vi.fn(async () => me),
    findAppointment: vi.fn(async () => appointment()),
    checkIn: vi.fn(async () => ticket),
  };
}
