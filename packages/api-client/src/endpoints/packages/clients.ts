import type { CallOptions, Http } from '../http';
import { callEndpoint } from '../http';
import { packagesCalls, purchasedPackagesCalls } from './calls';
import type { PackageInput, PackageSearchFilter, PackageSearchQuery } from './types';

/** /packages (screen 19): search, create, read, edit, and the workflow moves. */
export function packagesClient(api: Http) {
  const c = packagesCalls;
  const byId = (id: number) => ({ params: { id } });
  return {
    /** Page and sort in the query; keyword, status and type in the body. */
    search: (query: PackageSearchQuery = {}, filter: PackageSearchFilter = {}, options?: CallOptions) =>
      callEndpoint(api, c.search, { query, body: filter }, options),
    create: (input: PackageInput, options?: CallOptions) =>
      callEndpoint(api, c.create, { body: input }, options),
    get: (id: number, options?: CallOptions) => callEndpoint(api, c.get, byId(id), options),
    /** Edits a Draft or Approved package; an Approved one goes back to Draft. */
    update: (id: number, input: PackageInput, options?: CallOptions) =>
      callEndpoint(api, c.update, { ...byId(id), body: input }, options),
    setEnabled: (id: number, enabled: boolean, options?: CallOptions) =>
      callEndpoint(api, c.setEnabled, { ...byId(id), body: { enabled } }, options),
    submit: (id: number, options?: CallOptions) => callEndpoint(api, c.submit, byId(id), options),
    approve: (id: number, options?: CallOptions) => callEndpoint(api, c.approve, byId(id), options),
    returnToDraft: (id: number, options?: CallOptions) =>
      callEndpoint(api, c.returnToDraft, byId(id), options),
  };
}

/** /clinic-patients/:id/purchased-packages (screen 22): the patient's cart of packages and what they bought. */
export function purchasedPackagesClient(api: Http) {
  const c = purchasedPackagesCalls;
  return {
    list: (patientId: number, options?: CallOptions) =>
      callEndpoint(api, c.list, { params: { id: patientId } }, options),
    add: (patientId: number, packageId: number, options?: CallOptions) =>
      callEndpoint(api, c.add, { params: { id: patientId }, body: { packageId } }, options),
    remove: (patientId: number, purchasedId: number, options?: CallOptions) =>
      callEndpoint(api, c.remove, { params: { id: patientId, purchasedId } }, options),
  };
}
