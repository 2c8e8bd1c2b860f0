import {
  medicinesClient,
  packagesClient,
  type Service,
  servicesClient,
  serviceTemplatesClient,
} from '@clinic/api-client';
import { FormOwnerKind, ScreenId, ServiceType } from '@clinic/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/session';

// The catalog's clients and query hooks (screens 15, 18, 24) over the staff app's one API client.

export const catalogClients = {
  services: servicesClient(api),
  serviceTemplates: serviceTemplatesClient(api),
  medicines: medicinesClient(api),
  packages: packagesClient(api),
};

/** The list cache key of each catalog resource: ResourceList's own (['resources', name]). */
export const catalogKeys = {
  services: ['resources', 'services'] as const,
  medicines: ['resources', 'medicines'] as const,
  /** Screen 19's searches and packages. */
  packages: ['catalog', 'packages'] as const,
  /** The product picker's searches (products.ts). */
  products: ['catalog', 'products'] as const,
};

/**
 * Every service of the clinic (fetch-all, 100 a page), enabled or not: what an associate service bundles and a
 * template lists (a disabled one still shows its name on a template that has it). Read again whenever a form opens,
 * since the list screen may have just changed them.
 */
export function useAllServices(screenId: ScreenId) {
  return useQuery({
    queryKey: [...catalogKeys.services, 'all'],
    queryFn: ({ signal }): Promise<Service[]> => catalogClients.services.all({}, { screenId, signal }),
    staleTime: 0,
  });
}

/** The enabled single services other than `exceptId`: the parts an associate service may bundle. */
export function useSingleServices(exceptId: number | null) {
  const services = useAllServices(ScreenId.Services);
  return {
    ...services,
    data: services.data?.filter((s) => s.enabled && s.type === ServiceType.Single && s.id !== exceptId),
  };
}

/** The clinic's result sheets (forms of service sheets), the default first. */
export function useResultSheetForms() {
  return useQuery({
    queryKey: ['forms', FormOwnerKind.ServiceSheet],
    queryFn: ({ signal }) =>
      api.forms.allByEntityType(FormOwnerKind.ServiceSheet, { screenId: ScreenId.Services, signal }),
    staleTime: 0,
  });
}
