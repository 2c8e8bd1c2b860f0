import { proxy } from 'valtio';

export interface ClinicInfo {
  id: number;
  name: string;
  slug: string;
  status: number;
  plan: number;
  planExpiresAt: string | null;
  timeZone: string;
  bookingUrl: string;
  publicUrl: string | null;
  enableCheckInSheet: boolean;
}

/** A doctor of the clinic data, with the ids of its specialties and locations. */
export interface ClinicDoctor {
  id: number;
  name: string;
  specialtyIds: number[];
  locationIds: number[];
  /** Linked to the signed-in user: their own queue. */
  isMine?: boolean;
}

/**
 * The clinic data. Locations, specialties and doctors (enabled rows; doctors as the user's groups allow) are loaded
 * after sign-in from GET /clinics/clinic-data, and reloaded on 'resource.change' (state/clinicData.ts).
 */
export const clinicState = proxy({
  clinicName: '',
  enableCheckInSheet: true,
  info: null as ClinicInfo | null,
  locations: [] as { id: number; name: string }[],
  specialties: [] as { id: number; name: string }[],
  doctors: [] as ClinicDoctor[],
});

export function resetClinicState() {
  Object.assign(clinicState, {
    clinicName: '',
    enableCheckInSheet: true,
    info: null,
    locations: [],
    specialties: [],
    doctors: [],
  });
}
