import type { Doctor, DoctorInput, Location, UserGroup } from '@clinic/api-client';
import { doctors } from '../resources/descriptions/doctors';

// The clinic's setup rows as the API answers them (GET and the writes of /locations, /user-groups, /doctors),
// written once for the forms and lists that show them.

const times = { createdAt: '2026-07-01T03:00:00.000Z', updatedAt: '2026-07-01T03:00:00.000Z' };

/** An enabled location with no address, province or coordinates unless told. */
export const location = (id: number, name: string, extra: Partial<Location> = {}): Location => ({
  id,
  name,
  address: null,
  provinceId: null,
  provinceName: null,
  latitude: null,
  longitude: null,
  enabled: true,
  ...times,
  ...extra,
});

/** An enabled user group with no member, reaching no location or doctor unless told. */
export const userGroup = (id: number, name: string, extra: Partial<UserGroup> = {}): UserGroup => ({
  id,
  name,
  allLocations: false,
  allDoctors: false,
  locationIds: [],
  doctorIds: [],
  memberCount: 0,
  enabled: true,
  ...times,
  ...extra,
});

/**
 * An enabled doctor as the form starts a new one (15-minute appointments, one a slot, bookable online, approved by
 * hand, with no account or texts), once saved.
 */
export const doctor = (id: number, name: string, extra: Partial<Doctor> = {}): Doctor => ({
  ...(doctors.emptyInput as Required<DoctorInput>),
  id,
  name,
  doctorCode: `BS${String(id).padStart(2, '0')}`,
  specialties: [],
  locations: [],
  enabled: true,
  ...times,
  ...extra,
});
