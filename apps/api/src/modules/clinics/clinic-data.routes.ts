import { clinicsContract as contract } from '@clinic/domain/contracts';
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
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { visibleDoctorsFilter } from '../groups/scope.js';

/**
 * GET /clinics/clinic-data: the clinic data (enabled locations, specialties and doctors, by name) for every
 * signed-in staff member, whatever their screens: a receptionist who books appointments must see doctor and
 * location names without the right to open the Doctors settings. Doctors follow the caller's groups.
 */
export function clinicDataRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...contract.clinicData,
      summary: 'Enabled locations, specialties and the doctors the caller may see, by name',
      tags: ['Clinic'],
      access: {},
      handler: async ({ auth }) => {
        const { db } = deps;
        const clinicId = auth.clinicId;
        const [locationRows, specialtyRows, doctorRows] = await Promise.all([
          db
            .select({ id: locations.id, name: locations.name })
            .from(locations)
            .where(and(eq(locations.clinicId, clinicId), eq(locations.enabled, true)))
            .orderBy(asc(locations.name)),
          db
            .select({ id: specialties.id, name: specialties.name })
            .from(specialties)
            .where(and(eq(specialties.clinicId, clinicId), eq(specialties.enabled, true)))
            .orderBy(asc(specialties.name)),
          db
            .select({ id: doctors.id, name: doctors.name, userId: doctors.userId })
            .from(doctors)
            .where(
              and(
                eq(doctors.clinicId, clinicId),
                eq(doctors.enabled, true),
                await visibleDoctorsFilter(db, auth),
              ),
            )
            .orderBy(asc(doctors.name)),
        ]);
        const ids = [...doctorRows.map((d) => d.id), -1];
        const [links, places] = await Promise.all([
          db
            .select()
            .from(doctorSpecialties)
            .where(and(eq(doctorSpecialties.clinicId, clinicId), inArray(doctorSpecialties.doctorId, ids))),
          db
            .select()
            .from(doctorLocations)
            .where(and(eq(doctorLocations.clinicId, clinicId), inArray(doctorLocations.doctorId, ids))),
        ]);
        return {
          locations: locationRows,
          specialties: specialtyRows,
          doctors: doctorRows.map(({ userId, ...d }) => ({
            ...d,
            isMine: userId === auth.userId,
            specialtyIds: links.filter((l) => l.doctorId === d.id).map((l) => l.specialtyId),
            locationIds: places.filter((p) => p.doctorId === d.id).map((p) => p.locationId),
          })),
        };
      },
    }),
    defineRoute({
      ...contract.symptomSuggestions,
      summary: 'The enabled symptom suggestions by name, offered wherever a symptom is typed',
      tags: ['Clinic'],
      // Like the clinic data: the receptionist who types a symptom may not open the symptom settings.
      access: {},
      handler: ({ auth }) =>
        deps.db
          .select({ id: symptoms.id, name: symptoms.name })
          .from(symptoms)
          .where(and(eq(symptoms.clinicId, auth.clinicId), eq(symptoms.enabled, true)))
          .orderBy(asc(symptoms.name), asc(symptoms.id)),
    }),
  ];
}
