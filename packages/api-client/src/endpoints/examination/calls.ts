import type {
  labResultsContract,
  prescriptionsContract,
  prescriptionTemplatesContract,
  reExaminationsContract,
  serviceOrdersContract,
  serviceSheetsContract,
} from '@clinic/domain/contracts';
import { clientEndpoint } from '../http';
import { resourceCalls } from '../resources/calls';

// The examination's calls: a visit's services and packages, the service-order board, result sheets,
// the prescription and its stock hint, prescription templates (screen 25), lab results (41), re-examinations (42).

export const serviceOrdersCalls = {
  services: clientEndpoint<typeof serviceOrdersContract.services>('GET', '/clinic-appointments/:id/services'),
  saveServices: clientEndpoint<typeof serviceOrdersContract.saveServices>(
    'PUT',
    '/clinic-appointments/:id/services',
  ),
  packages: clientEndpoint<typeof serviceOrdersContract.packages>('GET', '/clinic-appointments/:id/packages'),
  board: clientEndpoint<typeof serviceOrdersContract.board>('GET', '/service-orders/board'),
  moveLane: clientEndpoint<typeof serviceOrdersContract.moveLane>('PUT', '/service-orders/:id/lane'),
};

export const serviceSheetsCalls = {
  save: clientEndpoint<typeof serviceSheetsContract.save>('POST', '/service-sheets'),
  list: clientEndpoint<typeof serviceSheetsContract.list>('GET', '/clinic-appointments/:id/service-sheets'),
};

export const prescriptionsCalls = {
  save: clientEndpoint<typeof prescriptionsContract.save>('POST', '/prescriptions'),
  get: clientEndpoint<typeof prescriptionsContract.get>('GET', '/clinic-appointments/:id/prescription'),
  checkStock: clientEndpoint<typeof prescriptionsContract.checkStock>(
    'POST',
    '/medicines/check-stock-quantity',
  ),
  nationalSend: clientEndpoint<typeof prescriptionsContract.nationalSend>(
    'POST',
    '/prescriptions/:id/national-send',
  ),
  nationalList: clientEndpoint<typeof prescriptionsContract.nationalList>('GET', '/national-prescriptions'),
};

export const prescriptionTemplatesCalls = resourceCalls<typeof prescriptionTemplatesContract>(
  '/prescription-templates',
  '/prescription-templates',
);

export const labResultsCalls = {
  create: clientEndpoint<typeof labResultsContract.create>('POST', '/lab-results/create'),
  search: clientEndpoint<typeof labResultsContract.search>('POST', '/lab-results'),
};

export const reExaminationsCalls = {
  search: clientEndpoint<typeof reExaminationsContract.search>('POST', '/re-examination-appointments'),
};
