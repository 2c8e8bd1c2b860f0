import type { EndpointInput, packagesContract } from '@clinic/domain/contracts';

// Types of the packages' calls: the z.output (rows) and z.input (bodies) of their contracts.
export type {
  PackageInput,
  PackageItem,
  PackageSearchFilter,
  PurchasedPackage,
} from '@clinic/domain/contracts';

/** Query of POST /packages/search (the filter goes in the body): page, and sort key and direction. */
export type PackageSearchQuery = EndpointInput<(typeof packagesContract)['search']>['query'];
