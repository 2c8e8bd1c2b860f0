import type { Http } from '../http';

// /clinic-patients (screen 12). Filled in by issue E's patient screens.

export function patientsEndpoints(_http: Http) {
  return {};
}
export type PatientsEndpoints = ReturnType<typeof patientsEndpoints>;
