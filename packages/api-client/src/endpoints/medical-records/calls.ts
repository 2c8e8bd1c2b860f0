import type { medicalRecordsContract } from '@clinic/domain/contracts';
import { clientEndpoint } from '../http';

// The medical record: one visit whole, and a patient's visit history.
export const medicalRecordsCalls = {
  visit: clientEndpoint<typeof medicalRecordsContract.visit>('GET', '/clinic-appointments/:id/medical'),
  visits: clientEndpoint<typeof medicalRecordsContract.visits>('GET', '/clinic-patients/:id/visits'),
};
