// The types of /clinics come from its contract (@clinic/domain/contracts).
export type {
  ChangeOwnerRequest,
  ClinicData,
  ClinicInfo,
  GeneralSettings,
  UpdateGeneralSettingsRequest,
} from '@clinic/domain/contracts';
