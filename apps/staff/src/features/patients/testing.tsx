import type { Page, Patient, PatientListItem, PatientMergeRequest } from '@clinic/api-client';
import { type PatientInput, PermissionLevel, ScreenId } from '@clinic/domain';
import type { ReactNode } from 'react';
import { fakeApi } from '../../shared/testing/fakeApi';
import { form, property } from '../../shared/testing/forms';
import { renderScreen } from '../../shared/testing/renderScreen';

// Test support for screen 12: its rows, the server answering at the HTTP layer, and a page of the screen inside
// the providers the staff app gives every screen.

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

export const allergy = property(31, 'Dị ứng', { internalName: 'allergy', fieldType: 7, fixed: true });

const page = (pageData: PatientListItem[]): Page<PatientListItem> => ({
  pageData,
  paging: { totalItem: pageData.length, pageSize: 50, pageNumber: 1 },
});

/** The full record the server answers for a saved or loaded row. */
export const saved = (id: number, input: Record<string, unknown>): Patient => ({
  ...listItem(id, String(input.fullName)),
  nationality: 192,
  heightCm: null,
  weightKg: null,
  medicalHistory: null,
  allergy: null,
  citizenId: (input.citizenId as string | undefined) ?? null,
  guardianName: (input.guardianName as string | undefined) ?? null,
  guardianCitizenId: (input.guardianCitizenId as string | undefined) ?? null,
  updatedAt: '2026-01-02T03:00:00.000Z',
  properties: [],
  visits: [],
});

/**
 * The server as screen 12 sees it: `rows` found by every search, no duplicates, one default health form holding
 * `allergy`; a new record gets id 99. A test answers a route differently with a later `.on(...)`.
 */
export function patientsApi(rows: PatientListItem[] = [listItem(1, 'Trần Thị Bích')]) {
  return fakeApi()
    .on('POST /clinic-patients/search', () => page(rows))
    .on('GET /clinic-patients/:id', ({ params }) =>
      saved(Number(params.id), { fullName: rows.find((r) => r.id === Number(params.id))?.fullName }),
    )
    .on('POST /clinic-patients/find-duplicates', () => [])
    .on('POST /clinic-patients/find-shared-phone', () => [])
    .on('POST /clinic-patients', ({ body }) => saved(99, { ...(body as PatientInput) }))
    .on('PUT /clinic-patients/:id', ({ params, body }) =>
      saved(Number(params.id), { ...(body as PatientInput) }),
    )
    .on('DELETE /clinic-patients/:id', () => ({ deleted: true }))
    .on('POST /clinic-patients/merge', ({ body }) =>
      saved((body as PatientMergeRequest).targetId, { fullName: 'kept' }),
    )
    .on('GET /forms/all-by-entity-type', () => [
      form(5, 'Hồ sơ bệnh nhân', { isDefault: true, propertyIds: [allergy.id] }),
    ])
    .on('GET /forms/:id/properties', () => [allergy])
    .on('GET /clinic-patients/:id/visits', () => ({
      pageData: [],
      paging: { totalItem: 0, pageSize: 10, pageNumber: 1 },
    }));
}

/** A page of screen 12 with the signed-in user's level on it; answers the router's location. */
export function renderPatients(node: ReactNode, level: PermissionLevel = PermissionLevel.Write) {
  return renderScreen(node, { screens: { [ScreenId.PatientRecords]: level } }).location;
}
