import type { Page } from '../../paging';
import { listQuery, resourceClient } from '../../resources';
import type { CallOptions, Http } from '../http';
import { callEndpoint } from '../http';
import { medicinesCalls, servicesCalls, serviceTemplatesCalls } from './calls';
import type { MedicinesBulkInput, Service, ServiceListQuery } from './types';

/** /services (screen 18): the generic calls; the list also takes a price range. */
export function servicesClient(api: Http) {
  const base = resourceClient(api, servicesCalls);
  return {
    ...base,
    list: (query: ServiceListQuery, options?: CallOptions): Promise<Page<Service>> =>
      callEndpoint(api, servicesCalls.list, { query: listQuery(query) }, options),
  };
}

/** /service-templates (screen 24): the generic calls. */
export function serviceTemplatesClient(api: Http) {
  return resourceClient(api, serviceTemplatesCalls);
}

/** /medicines (screen 15): the generic calls and the bulk add. */
export function medicinesClient(api: Http) {
  return {
    ...resourceClient(api, medicinesCalls),
    bulkCreate: (body: MedicinesBulkInput, options?: CallOptions) =>
      callEndpoint(api, medicinesCalls.bulkCreate, { body }, options),
  };
}
