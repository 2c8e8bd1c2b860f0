import type { medicinesContract, servicesContract, serviceTemplatesContract } from '@clinic/domain/contracts';
import { clientEndpoint } from '../http';
import { resourceCalls } from '../resources/calls';

// The catalog's calls (screens 15, 18, 24): the standard resource calls, and the medicines' bulk add.

export const servicesCalls = resourceCalls<typeof servicesContract>('/services', '/services');
export const serviceTemplatesCalls = resourceCalls<typeof serviceTemplatesContract>(
  '/service-templates',
  '/service-templates',
);
export const medicinesCalls = {
  ...resourceCalls<typeof medicinesContract>('/medicines', '/medicines'),
  bulkCreate: clientEndpoint<typeof medicinesContract.bulkCreate>('POST', '/medicines/bulk'),
};
