import type { AppointmentItem } from '@clinic/api-client';
import { type AppointmentFeature, AppointmentStatus, PermissionLevel, ScreenId } from '@clinic/domain';
import type { ReactNode } from 'react';
import { type FakeApi, fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';

// Test support for screen 10: appointments, the API answering them at the HTTP layer, and the screen's providers.

export const appointment = (id: number, extra: Partial<AppointmentItem> = {}): AppointmentItem => ({
  id,
  code: `LH${String(id).padStart(6, '0')}`,
  status: AppointmentStatus.NotApproved,
  start: '2026-07-06T02:00:00.000Z',
  end: '2026-07-06T02:15:00.000Z',
  date: '2026-07-06',
  time: '09:00',
  doctorId: 3,
  doctorName: 'BS. Lê Minh',
  locationId: 2,
  locationName: 'Cơ sở Cầu Giấy',
  clinicPatientId: 7,
  patient: {
    id: 7,
    code: 'BN000007',
    fullName: 'Trần Thị Bích',
    phone: '0912345678',
    gender: 0,
    yearOfBirth: 1990,
  },
  symptom: null,
  note: null,
  cancelReason: null,
  invalidReason: null,
  orderNumber: null,
  notReserved: false,
  createdAt: '2026-07-01T03:00:00.000Z',
  updatedAt: '2026-07-01T03:00:00.000Z',
  ...extra,
});

/** A page of rows as the API answers a search. */
export const page = <T,>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 50, pageNumber: 1 },
});

/**
 * The API screen 10 talks to, answering `rows` to every search and each move with the appointment. Routes with an
 * `:id` come first so the named routes (has-invalid, approve, cancel) registered after them win.
 */
export function appointmentsApi(rows: AppointmentItem[] = [appointment(1)]): FakeApi {
  const byId = (params: Record<string, string>) =>
    rows.find((r) => r.id === Number(params.id)) ?? appointment(Number(params.id));
  return fakeApi()
    .on('GET /clinic-appointments/:id', ({ params }) => byId(params))
    .on('PUT /clinic-appointments/:id', ({ params }) => byId(params))
    .on('GET /clinic-appointments/:id/history', () => [])
    .on('PUT /clinic-appointments/:id/check-in', ({ params }) => byId(params))
    .on('PUT /clinic-appointments/:id/start-exam', ({ params }) => byId(params))
    .on('PUT /clinic-appointments/:id/finish-exam', ({ params }) => byId(params))
    .on('POST /clinic-appointments/search', () => page(rows))
    .on('POST /clinic-appointments/search-count', () => ({
      total: rows.length,
      byStatus: { '1000': rows.length },
    }))
    .on('GET /clinic-appointments/has-invalid', () => ({ hasInvalid: false, count: 0 }))
    .on('POST /clinic-appointments/create', () => appointment(99))
    .on('PUT /clinic-appointments/approve', () => [])
    .on('PUT /clinic-appointments/cancel', ({ body }) => appointment((body as { id: number }).id))
    .on('POST /clinic-appointments/get-schedule-slots', () => [])
    .on('POST /clinic-patients/search', () => page([]))
    .on('POST /clinic-patients/find-duplicates', () => [])
    .on('POST /clinic-patients/find-shared-phone', () => [])
    .on('GET /forms/all-by-entity-type', () => [])
    .on('GET /clinics/symptom-suggestions', () => symptomSuggestions);
}

/** The clinic's enabled symptom suggestions (screen 5) the symptom fields offer. */
export const symptomSuggestions = [
  { id: 1, name: 'Đau bụng' },
  { id: 2, name: 'Đau đầu' },
  { id: 3, name: 'Ho khan' },
  { id: 4, name: 'Sốt' },
];

/** Renders a part of screen 10 for a user with `level` on the screen and `features`. */
export function renderAppointments(
  node: ReactNode,
  {
    level = PermissionLevel.Write,
    features = [],
  }: { level?: PermissionLevel; features?: AppointmentFeature[] } = {},
) {
  return renderScreen(node, { screens: { [ScreenId.Appointments]: level }, features });
}
