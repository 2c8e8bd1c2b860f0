import type { AppointmentItem } from '@clinic/api-client';

// Test support for screen 11: one of today's appointments.

export const item = (id: number, status: number, extra: Partial<AppointmentItem> = {}): AppointmentItem => ({
  id,
  code: `LH${id}`,
  status,
  start: `2026-07-06T0${id % 10}:00:00.000Z`,
  end: `2026-07-06T0${id % 10}:15:00.000Z`,
  date: '2026-07-06',
  time: `0${(id % 10) + 7}:00`,
  doctorId: 1,
  doctorName: 'BS. Nguyễn Văn Hùng',
  locationId: 1,
  locationName: 'Cơ sở Quận 1',
  clinicPatientId: id,
  patient: {
    id,
    code: `BN${String(id).padStart(6, '0')}`,
    fullName: `Bệnh nhân ${id}`,
    phone: '0912345678',
    gender: 1,
    yearOfBirth: 1990,
  },
  symptom: null,
  note: null,
  cancelReason: null,
  invalidReason: null,
  orderNumber: null,
  notReserved: false,
  createdAt: '2026-07-05T00:00:00.000Z',
  updatedAt: '2026-07-05T00:00:00.000Z',
  ...extra,
});
