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
  enableCheckInSheet: boolean;
}

/** SPEC §3 clinic data. Locations, specialties and doctors are filled by their issues' screens. */
export const clinicState = proxy({
  clinicName: '',
  enableCheckInSheet: true,
  info: null as ClinicInfo | null,
  locations: [] as { id: number; name: string }[],
  specialties: [] as { id: number; name: string }[],
  doctors: [] as { id: number; name: string }[],
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
