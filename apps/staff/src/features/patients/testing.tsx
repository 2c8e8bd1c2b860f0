import type { Page, Patient, PatientListItem, PatientSearchQuery } from '@clinic/api-client';
import {
  type PatientDuplicateQuery,
  type PatientSearchFilter,
  PermissionLevel,
  type PropertyDefinition,
  ScreenId,
} from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type PatientsClient, PatientsClientProvider } from './client';

// Test support for screen 12: an in-memory client that records what the screen asks, inside the providers the
// staff app gives every screen.

export const listItem = (
  id: number,
  fullName: string,
  extra: Partial<PatientListItem> = {},
): PatientListItem => ({
  id,
  code: `BN${String(id).padStart(6, '0')}`,
  fullName,
  gender: 1,
  phone: '0912345678',
  email: null,
  birthday: null,
  yearOfBirth: 1990,
  provinceId: 24,
  address: null,
  avatarFileId: null,
  createdAt: '2026-01-02T03:00:00.000Z',
  ...extra,
});

export const allergy: PropertyDefinition = {
  id: 31,
  name: 'Dị ứng',
  internalName: 'allergy',
  entityType: 2,
  fieldType: 7,
  size: 12,
  options: [],
  fixed: true,
};

export function fakeClient(rows: PatientListItem[] = [listItem(1, 'Trần Thị Bích')]) {
  const page = (pageData: PatientListItem[]): Page<PatientListItem> => ({
    pageData,
    paging: { totalItem: pageData.length, pageSize: 50, pageNumber: 1 },
  });
  const saved = (id: number, input: Record<string, unknown>): Patient => ({
    ...listItem(id, String(input.fullName)),
    nationality: 192,
    heightCm: null,
    weightKg: null,
    medicalHistory: null,
    allergy: null,
    updatedAt: '2026-01-02T03:00:00.000Z',
    properties: [],
    visits: [],
  });
  return {
    search: vi.fn(async (_query: PatientSearchQuery, _filter: PatientSearchFilter) => page(rows)),
    get: vi.fn(async (id: number) => saved(id, { fullName: rows.find((r) => r.id === id)?.fullName })),
    findDuplicates: vi.fn(async (_query: PatientDuplicateQuery): Promise<PatientListItem[]> => []),
    create: vi.fn(async (input) => saved(99, input as Record<string, unknown>)),
    update: vi.fn(async (id, input) => saved(id, input as Record<string, unknown>)),
    remove: vi.fn(async () => ({ deleted: true })),
    merge: vi.fn(async ({ targetId }) => saved(targetId, { fullName: 'kept' })),
    healthForms: vi.fn(async () => [{ id: 5, name: 'Hồ sơ bệnh nhân', isDefault: true }]),
    formProperties: vi.fn(async () => [allergy]),
    uploader: {
      upload: vi.fn(async () => {
        throw new Error('no uploads in this test');
      }),
      resolveUrl: vi.fn(async () => undefined),
    },
  } satisfies PatientsClient;
}

export function renderScreen(
  node: ReactNode,
  client: PatientsClient,
  level: PermissionLevel = PermissionLevel.Write,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ability = buildAbility({
    screenPermissions: [{ frontendScreenId: ScreenId.PatientRecords, permissionTypeId: level }],
    frontendFeatureIds: [],
    roleId: 1,
    groupIds: [],
  });
  const location = memoryLocation({ path: '/', record: true });
  render(
    <QueryClientProvider client={queryClient}>
      <AbilityProvider ability={ability}>
        <Router hook={location.hook}>
          <PatientsClientProvider value={client}>{node}</PatientsClientProvider>
        </Router>
      </AbilityProvider>
    </QueryClientProvider>,
  );
  return location;
}
