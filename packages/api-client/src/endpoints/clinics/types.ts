// The types of /clinics come from its contract (@clinic/domain/contracts).
export type {
  ChangeOwnerRequest,
  ChangeOwnerResponse,
  ClinicData,
  ClinicInfo,
  GeneralSettings,
  SymptomSuggestion,
  UpdateGeneralSettingsRequest,
} from '@clinic/domain/contracts';
