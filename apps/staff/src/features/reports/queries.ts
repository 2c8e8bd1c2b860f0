import { fetchAll } from '@clinic/api-client';
import { PermissionLevel, ScreenId } from '@clinic/domain';
import { useAbility } from '@clinic/permissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session';
import { catalogClients } from '../catalog/queries';
import type { AnyAnswer, ReportBody, ReportDefinition } from './definition';

// A report's page, and the lists its filters choose from.

export const REPORT_PAGE_SIZE = 50;

export function useReport<A extends AnyAnswer>(
  definition: ReportDefinition<A>,
  body: ReportBody,
  page: number,
) {
  return useQuery({
    queryKey: ['reports', definition.screenId, body, page],
    queryFn: ({ signal }) =>
      definition.load({ pageSize: REPORT_PAGE_SIZE, pageNumber: page }, body, {
        screenId: definition.screenId,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export interface Option {
  id: number;
  name: string;
}

/** Services and medicines: every staff member may list them. */
export function useCatalogOptions(kind: 'services' | 'medicines', screenId: ScreenId, enabled: boolean) {
  return useQuery({
    queryKey: ['resources', kind, 'all', 'report-options'],
    queryFn: async ({ signal }): Promise<Option[]> => {
      const rows = await catalogClients[kind].all({}, { screenId, signal });
      return rows.map((row) => ({ id: row.id, name: row.name }));
    },
    enabled,
  });
}

/** Packages are screen 19's: offered to those who may read it. */
export function usePackageOptions(enabled: boolean) {
  const canRead = useAbility().canScreen(ScreenId.Packages, PermissionLevel.Read);
  const list = useQuery({
    queryKey: ['catalog', 'packages', 'all', 'report-options'],
    queryFn: async ({ signal }): Promise<Option[]> => {
      const rows = await fetchAll((query) =>
        catalogClients.packages.search(query, {}, { screenId: ScreenId.Packages, signal }),
      );
      return rows.map((row) => ({ id: row.id, name: `${row.code} · ${row.name}` }));
    },
    enabled: enabled && canRead,
  });
  return { canRead, list };
}

/** The screen a patient look-up may say it comes from (patient records, or the screens that find patients). */
export function usePatientLookupScreen(): ScreenId | null {
  const ability = useAbility();
  return (
    [ScreenId.PatientRecords, ScreenId.Appointments, ScreenId.Billing].find((screen) =>
      ability.canScreen(screen, PermissionLevel.Read),
    ) ?? null
  );
}

export function usePatientSearch(keyword: string, screenId: ScreenId | null) {
  return useQuery({
    queryKey: ['reports', 'patients', keyword],
    queryFn: ({ signal }) =>
      api.patients.search({ pageSize: 20, pageNumber: 1 }, keyword ? { keyword } : {}, {
        screenId: screenId ?? undefined,
        signal,
      }),
    enabled: screenId !== null,
    placeholderData: keepPreviousData,
  });
}
