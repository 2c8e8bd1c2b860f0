import type {
  AppointmentItem,
  AppointmentSearchBody,
  CheckInBody,
  CreateAppointmentBody,
  PatientListItem,
} from '@clinic/api-client';
import { AppointmentStatus, type PatientDuplicateQuery, PermissionLevel, ScreenId } from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type AppointmentsClient, AppointmentsClientProvider } from './client';

// Test support for screen 10: an in-memory client that records what the screen asks, inside the providers the
// staff app gives every screen.

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

export function fakeClient(rows: AppointmentItem[] = [appointment(1)]) {
  return {
    search: vi.fn(
      async (_paging: { pageSize: number; pageNumber: number }, _body: AppointmentSearchBody) => ({
        pageData: rows,
        paging: { totalItem: rows.length, pageSize: 50, pageNumber: 1 },
      }),
    ),
    searchCount: vi.fn(async () => ({ total: rows.length, byStatus: { '1000': rows.length } })),
    hasInvalid: vi.fn(async () => ({ hasInvalid: false, count: 0 })),
    get: vi.fn(async (id: number) => rows.find((r) => r.id === id) ?? appointment(id)),
    history: vi.fn(async () => []),
    create: vi.fn(async (_body: CreateAppointmentBody) => appointment(99)),
    update: vi.fn(async (id: number) => appointment(id)),
    approve: vi.fn(async () => []),
    checkIn: vi.fn(async (_id: number, _body?: CheckInBody) => ({})),
    examsInProgress: vi.fn(async (_doctorId: number, _date: string): Promise<AppointmentItem[]> => []),
    checkInForms: vi.fn(async () => []),
    formProperties: vi.fn(async () => []),
    uploader: { upload: vi.fn(), resolveUrl: vi.fn(async () => undefined) },
    startExam: vi.fn(async () => ({})),
    finishExam: vi.fn(async () => ({})),
    cancel: vi.fn(async () => ({})),
    slots: vi.fn(async () => []),
    searchPatients: vi.fn(async () => []),
    findDuplicatePatients: vi.fn(async (_query: PatientDuplicateQuery): Promise<PatientListItem[]> => []),
    onChange: vi.fn(() => () => undefined),
  } satisfies AppointmentsClient;
}

export function renderScreen(
  node: ReactNode,
  client: AppointmentsClient,
  { level = PermissionLevel.Write, features = [] }: { level?: PermissionLevel; features?: number[] } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ability = buildAbility({
    screenPermissions: [{ frontendScreenId: ScreenId.Appointments, permissionTypeId: level }],
    frontendFeatureIds: features,
    roleId: 1,
    groupIds: [],
  });
  const location = memoryLocation({ path: '/', record: true });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AbilityProvider ability={ability}>
        <Router hook={location.hook}>
          <AppointmentsClientProvider value={client}>{node}</AppointmentsClientProvider>
        </Router>
      </AbilityProvider>
    </QueryClientProvider>,
  );
  return { location, ...view };
}
