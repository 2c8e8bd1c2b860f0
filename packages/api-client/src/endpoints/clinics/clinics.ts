import type { CallOptions, Http } from '../http';
import type {
  ChangeOwnerRequest,
  ChangeOwnerResponse,
  ClinicData,
  ClinicInfo,
  GeneralSettings,
  UpdateGeneralSettingsRequest,
} from './types';

export function clinicsEndpoints(http: Http) {
  return {
    /** GET /clinics/info. */
    info: (options?: CallOptions) => http.request<ClinicInfo>('/clinics/info', options),
    /** GET /clinics/clinic-data: enabled locations, specialties and the doctors the caller may see, by name. */
    clinicData: (options?: CallOptions) => http.request<ClinicData>('/clinics/clinic-data', options),
    /** GET /clinics/general-settings. */
    generalSettings: (options?: CallOptions) =>
      http.request<GeneralSettings>('/clinics/general-settings', options),
    /** PUT /clinics/general-settings. */
    updateGeneralSettings: (body: UpdateGeneralSettingsRequest, options?: CallOptions) =>
      http.request<GeneralSettings>('/clinics/general-settings', { ...options, method: 'PUT', body }),
    /** POST /clinics/change-owner. */
    changeOwner: (body: ChangeOwnerRequest, options?: CallOptions) =>
      http.request<ChangeOwnerResponse>('/clinics/change-owner', { ...options, method: 'POST', body }),
  };
}
export type ClinicsEndpoints = ReturnType<typeof clinicsEndpoints>;
