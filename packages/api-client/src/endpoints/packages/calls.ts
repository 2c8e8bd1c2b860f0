import type { packagesContract, purchasedPackagesContract } from '@clinic/domain/contracts';
import { clientEndpoint } from '../http';

// Service packages (screen 19) and a patient's purchased packages (screen 22). The API also answers at /packpages;
// the client uses /packages only.

export const packagesCalls = {
  search: clientEndpoint<typeof packagesContract.search>('POST', '/packages/search'),
  create: clientEndpoint<typeof packagesContract.create>('POST', '/packages'),
  get: clientEndpoint<typeof packagesContract.get>('GET', '/packages/:id'),
  update: clientEndpoint<typeof packagesContract.update>('PUT', '/packages/:id'),
  setEnabled: clientEndpoint<typeof packagesContract.setEnabled>('PUT', '/packages/:id/set-enabled'),
  submit: clientEndpoint<typeof packagesContract.submit>('PUT', '/packages/:id/submit'),
  approve: clientEndpoint<typeof packagesContract.approve>('PUT', '/packages/:id/approve'),
  returnToDraft: clientEndpoint<typeof packagesContract.returnToDraft>(
    'PUT',
    '/packages/:id/return-to-draft',
  ),
};

export const purchasedPackagesCalls = {
  list: clientEndpoint<typeof purchasedPackagesContract.list>(
    'GET',
    '/clinic-patients/:id/purchased-packages',
  ),
  add: clientEndpoint<typeof purchasedPackagesContract.add>(
    'POST',
    '/clinic-patients/:id/purchased-packages',
  ),
  remove: clientEndpoint<typeof purchasedPackagesContract.remove>(
    'DELETE',
    '/clinic-patients/:id/purchased-packages/:purchasedId',
  ),
};
