import type { AppointmentItem } from '@clinic/api-client';
import {
  type AppointmentEventPayload,
  AppointmentFeature,
  PermissionLevel,
  type QueueCallPayload,
  AppointmentStatus as S,
  ScreenId,
} from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { toastStore } from '@clinic/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { clinicState, resetClinicState } from '../../state/clinic';
import type { QueueClient } from './client';
import QueueScreen from './QueueScreen';
import { item } from './testing';

// Screen 11 in its providers, over an in-memory client answering one day: the queue's component tests share it.

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

export function renderQueue(
  search: string,
  features: number[] = Object.values(AppointmentFeature),
  level: PermissionLevel = PermissionLevel.Write,
  items: AppointmentItem[] = day,
) {
  let listener: (appointment: AppointmentEventPayload) => void = () => undefined;
  const client = {
    allToday: vi.fn(async () => items),
    approve: vi.fn(async (id: number) => [item(id, S.Approved)]),
    checkIn: vi.fn(async (id: number) => ({ ...item(id, S.CheckedIn), orderNumber: 12 })),
    startExam: vi.fn(async (id: number) => item(id, S.InProgress)),
    finishExam: vi.fn(async (id: number) => item(id, S.Finished)),
    cancel: vi.fn(async (id: number) => item(id, S.Canceled)),
    call: vi.fn(async (id: number) => called(id)),
    checkInForms: vi.fn(async () => []),
    formProperties: vi.fn(async () => []),
    uploader: { upload: vi.fn(), resolveUrl: vi.fn(async () => undefined) },
    onChange: vi.fn((l: (appointment: AppointmentEventPayload) => void) => {
      listener = l;
      return () => undefined;
    }),
  } satisfies QueueClient;
  const location = memoryLocation({ path: '/', searchPath: search, record: true });
  const ability = buildAbility({
    screenPermissions: [{ frontendScreenId: ScreenId.TodayExaminations, permissionTypeId: level }],
    frontendFeatureIds: features,
    roleId: 1,
    groupIds: [],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AbilityProvider ability={ability}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <QueueScreen client={client} />
        </Router>
      </AbilityProvider>
    </QueryClientProvider>,
  );
  return { client, location, emit: (appointment: AppointmentEventPayload) => listener(appointment) };
}
