import type { AppointmentItem } from '@clinic/api-client';
import {
  AppError,
  AppointmentFeature,
  type ErrorKey,
  PermissionLevel,
  type QueueCallPayload,
  AppointmentStatus as S,
  ScreenId,
} from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type FakeApi, fakeApi } from '../../shared/testing/fakeApi';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import { clinicState, resetClinicState } from '../../state/clinic';
import QueueScreen from './QueueScreen';
import { item } from './testing';

// Screen 11 in its providers, over a fake API answering one day: the queue's component tests share it.

/** The clinic the queue's tests run in (one doctor, one location, no check-in sheet), reset after each test. */
export function withQueueClinic() {
  beforeEach(() => {
    clinicState.info = { timeZone: 'Asia/Ho_Chi_Minh' } as typeof clinicState.info;
    clinicState.enableCheckInSheet = false;
    clinicState.doctors = [{ id: 1, name: 'BS. Nguyễn Văn Hùng', specialtyIds: [], locationIds: [1] }];
    clinicState.locations = [{ id: 1, name: 'Cơ sở Quận 1' }];
  });
  afterEach(() => {
    cleanup();
    resetClinicState();
    toastStore.clear();
  });
}

export const day = [
  item(1, S.Approved),
  item(2, S.CheckedIn, { orderNumber: 7, symptom: 'Sốt, ho' }),
  item(3, S.InProgress, { orderNumber: 6 }),
  item(4, S.Finished, { orderNumber: 5 }),
];

/** What the API answers a call: order number 7 to the doctor's room. */
export const called = (appointmentId: number): QueueCallPayload => ({
  id: 90 + appointmentId,
  appointmentId,
  doctorId: 1,
  locationId: 1,
  orderNumber: day.find((a) => a.id === appointmentId)?.orderNumber ?? 0,
  room: 'Phòng 3',
  calledAt: '2026-07-06T02:15:00.000Z',
});

const id = (params: Record<string, string>) => Number(params.id);

/** What the API answers a check-in: the appointment with the next order number, 12. */
export const checkedIn = (appointmentId: number) => ({
  ...item(appointmentId, S.CheckedIn),
  orderNumber: 12,
});

/** The API of screen 11 answering `items` as today's list, and each move with the moved appointment. */
export function queueApi(items: AppointmentItem[] = day): FakeApi {
  return fakeApi()
    .on('POST /clinic-appointments/all-today', () => items)
    .on('PUT /clinic-appointments/approve', ({ body }) =>
      (body as { ids: number[] }).ids.map((one) => item(one, S.Approved)),
    )
    .on('PUT /clinic-appointments/:id/check-in', ({ params }) => checkedIn(id(params)))
    .on('PUT /clinic-appointments/:id/start-exam', ({ params }) => item(id(params), S.InProgress))
    .on('PUT /clinic-appointments/:id/finish-exam', ({ params }) => item(id(params), S.Finished))
    .on('PUT /clinic-appointments/cancel', ({ body }) => item((body as { id: number }).id, S.Canceled))
    .on('POST /clinic-appointments/:id/call', ({ params }) => called(id(params)))
    .on('GET /forms/all-by-entity-type', () => []);
}

/**
 * The next request to `route` is refused with the error `key`; the ones after it get `then`'s answer. A test of a
 * refusal says what the server answers next itself.
 */
export function refuseOnce(
  server: FakeApi,
  route: Parameters<FakeApi['on']>[0],
  key: ErrorKey,
  then: Parameters<FakeApi['on']>[1] = () => undefined,
) {
  const before = server.requests(route).length;
  server.on(route, (request) => {
    if (server.requests(route).length === before + 1) throw new AppError(key);
    return then(request);
  });
}

export function renderQueue(
  search: string,
  features: AppointmentFeature[] = Object.values(AppointmentFeature),
  level: PermissionLevel = PermissionLevel.Write,
  items: AppointmentItem[] = day,
) {
  const server = queueApi(items);
  const realtime = captureRealtime();
  const location = memoryLocation({ path: '/', searchPath: search, record: true });
  renderScreen(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <QueueScreen />
    </Router>,
    { screens: { [ScreenId.TodayExaminations]: level }, features },
  );
  return { server, location, realtime };
}
