import type { Endpoint } from './endpoint';
import { healthContract } from './health';
import { patientsContract } from './patients';

export * from './endpoint';
export * from './health';
export * from './paging';
export * from './patients';

/** Every area's contract, for the test that matches them with the server's routes and the client's calls. */
export const contracts: Record<string, Record<string, Endpoint>> = {
  health: healthContract,
  patients: patientsContract,
};
