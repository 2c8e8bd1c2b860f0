import type { icd10Contract } from '@clinic/domain/contracts';
import { clientEndpoint } from '../http';

// The ICD-10 list: searched by code or name while picking a sheet's or a prescription's diagnoses.

export const icd10Calls = {
  search: clientEndpoint<typeof icd10Contract.search>('GET', '/icd10'),
};
