import type {
  EndpointInput,
  medicinesContract,
  servicesContract,
  serviceTemplatesContract,
} from '@clinic/domain/contracts';
import type { ResourceInputOf, ResourceItemOf, ResourceListQuery } from '../resources/types';

// Types of the catalog: the z.output (rows) and z.input (bodies) of its contracts.

/** A service (screen 18): price in whole VND; an associate one names the single services it bundles. */
export type Service = ResourceItemOf<typeof servicesContract>;
export type ServiceInput = ResourceInputOf<typeof servicesContract>;
/** GET /services: the resource list's query with a price range (`priceTo` ≥ `priceFrom`, whole VND). */
export type ServiceListQuery = ResourceListQuery<
  NonNullable<EndpointInput<(typeof servicesContract)['list']>['query']['sortBy']>
> & { priceFrom?: number; priceTo?: number };

/** A service template (screen 24): its services in order, and their total at today's prices. */
export type ServiceTemplate = ResourceItemOf<typeof serviceTemplatesContract>;
export type ServiceTemplateInput = ResourceInputOf<typeof serviceTemplatesContract>;

/** A medicine of the library (screen 15). */
export type Medicine = ResourceItemOf<typeof medicinesContract>;
export type MedicineInput = ResourceInputOf<typeof medicinesContract>;
/** POST /medicines/bulk: 1..20 rows, written all together or not at all. */
export type MedicinesBulkInput = EndpointInput<(typeof medicinesContract)['bulkCreate']>['body'];
