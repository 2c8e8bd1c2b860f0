import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  doctorLocations,
  doctorSpecialties,
  doctors,
  locations,
  specialties,
  symptoms,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { clinicOf, fileUrls, visibleDoctors } from './public-clinic.js';

// The booking site's shop window: what the clinic shows a stranger before any booking.

/** GET /public/clinics/{slug}: the clinic's name, logo, contact, booking window, locations and specialties. */
export async function clinicProfile(deps: AppDeps, slug: string) {
  const { db } = deps;
  const clinic = await clinicOf(deps, slug);
  const [locationRows, specialtyRows, logo] = await Promise.all([
    db
      .select({
        id: locations.id,
        name: locations.name,
        address: locations.address,
        latitude: locations.latitude,
        longitude: locations.longitude,
      })
      .from(locations)
      .where(and(eq(locations.clinicId, clinic.id), eq(locations.enabled, true)))
      .orderBy(asc(locations.name), asc(locations.id)),
    db
      .select({ id: specialties.id, name: specialties.name })
      .from(specialties)
      .where(and(eq(specialties.clinicId, clinic.id), eq(specialties.enabled, true)))
      .orderBy(asc(specialties.name), asc(specialties.id)),
    fileUrls(deps, clinic.id, [clinic.logoFileId]),
  ]);
  return {
    name: clinic.name,
    logoUrl: (clinic.logoFileId !== null && logo.get(clinic.logoFileId)) || null,
    address: clinic.address,
    phone: clinic.phone,
    timeZone: clinic.timeZone,
    allowBookingInDays: clinic.allowBookingInDays,
    locations: locationRows,
    specialties: specialtyRows,
  };
}

/** GET /public/clinics/{slug}/doctors: the visible doctors, with their enabled specialties and locations. */
export async function bookableDoctors(
  deps: AppDeps,
  slug: string,
  filter: { specialtyId?: number | undefined; locationId?: number | undefined },
) {
  const { db } = deps;
  const clinic = await clinicOf(deps, slug);
  const rows = await db
    .select({
      id: doctors.id,
      name: doctors.name,
      introduction: doctors.introduction,
      yearsOfExperience: doctors.yearsOfExperience,
      certificates: doctors.certificates,
      avatarFileId: doctors.avatarFileId,
    })
    .from(doctors)
    .where(and(eq(doctors.clinicId, clinic.id), visibleDoctors))
    .orderBy(asc(doctors.name), asc(doctors.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [specialtyLinks, locationLinks, avatars] = await Promise.all([
    db
      .select({ doctorId: doctorSpecialties.doctorId, id: doctorSpecialties.specialtyId })
      .from(doctorSpecialties)
      .innerJoin(
        specialties,
        and(
          eq(specialties.clinicId, doctorSpecialties.clinicId),
          eq(specialties.id, doctorSpecialties.specialtyId),
        ),
      )
      .where(
        and(
          eq(doctorSpecialties.clinicId, clinic.id),
          inArray(doctorSpecialties.doctorId, ids),
          eq(specialties.enabled, true),
        ),
      ),
    db
      .select({ doctorId: doctorLocations.doctorId, id: doctorLocations.locationId })
      .from(doctorLocations)
      .innerJoin(
        locations,
        and(eq(locations.clinicId, doctorLocations.clinicId), eq(locations.id, doctorLocations.locationId)),
      )
      .where(
        and(
          eq(doctorLocations.clinicId, clinic.id),
          inArray(doctorLocations.doctorId, ids),
          eq(locations.enabled, true),
        ),
      ),
    fileUrls(
      deps,
      clinic.id,
      rows.map((r) => r.avatarFileId),
    ),
  ]);
  const idsOf = (links: { doctorId: number; id: number }[], doctorId: number) =>
    links
      .filter((l) => l.doctorId === doctorId)
      .map((l) => l.id)
      .sort((a, b) => a - b);
  return rows
    .map(({ avatarFileId, ...d }) => ({
      ...d,
      specialtyIds: idsOf(specialtyLinks, d.id),
      locationIds: idsOf(locationLinks, d.id),
      avatarUrl: (avatarFileId !== null && avatars.get(avatarFileId)) || null,
    }))
    .filter(
      (d) =>
        (filter.specialtyId === undefined || d.specialtyIds.includes(filter.specialtyId)) &&
        (filter.locationId === undefined || d.locationIds.includes(filter.locationId)),
    );
}

/** GET /public/clinics/{slug}/symptoms: the clinic's enabled symptom suggestions, by name, for the booking form. */
export async function publicSymptoms(deps: AppDeps, slug: string) {
  const clinic = await clinicOf(deps, slug);
  return deps.db
    .select({ id: symptoms.id, name: symptoms.name })
    .from(symptoms)
    .where(and(eq(symptoms.clinicId, clinic.id), eq(symptoms.enabled, true)))
    .orderBy(asc(symptoms.name), asc(symptoms.id));
}
