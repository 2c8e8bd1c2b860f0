import type { clinicsContract as contract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type { ChangeOwnerRequest, UpdateGeneralSettingsRequest } from './types';

/** The calls of /clinics, checked against their contract. */
export const clinicsCalls = {
  info: clientEndpoint<typeof contract.info>('GET', '/clinics/info'),
  clinicData: clientEndpoint<typeof contract.clinicData>('GET', '/clinics/clinic-data'),
  symptomSuggestions: clientEndpoint<typeof contract.symptomSuggestions>(
    'GET',
    '/clinics/symptom-suggestions',
  ),
  generalSettings: clientEndpoint<typeof contract.generalSettings>('GET', '/clinics/general-settings'),
  updateGeneralSettings: clientEndpoint<typeof contract.updateGeneralSettings>(
    'PUT',
    '/clinics/general-settings',
  ),
  changeOwner: clientEndpoint<typeof contract.changeOwner>('POST', '/clinics/change-owner'),
};

export function clinicsEndpoints(http: Http) {
  const c = clinicsCalls;
  return {
    /** GET /clinics/info. */
    info: (options?: CallOptions) => callEndpoint(http, c.info, {}, options),
    /** GET /clinics/clinic-data: enabled locations, specialties and the doctors the caller may see, by name. */
    clinicData: (options?: CallOptions) => callEndpoint(http, c.clinicData, {}, options),
    /** GET /clinics/symptom-suggestions: the enabled symptom suggestions, by name, for every staff member. */
    symptomSuggestions: (options?: CallOptions) => callEndpoint(http, c.symptomSuggestions, {}, options),
    /** GET /clinics/general-settings. */
    generalSettings: (options?: CallOptions) => callEndpoint(http, c.generalSettings, {}, options),
    /** PUT /clinics/general-settings. */
    updateGeneralSettings: (body: UpdateGeneralSettingsRequest, options?: CallOptions) =>
      callEndpoint(http, c.updateGeneralSettings, { body }, options),
    /** POST /clinics/change-owner. */
    changeOwner: (body: ChangeOwnerRequest, options?: CallOptions) =>
      callEndpoint(http, c.changeOwner, { body }, options),
  };
}
