import {
  ActivityEntityType,
  AppError,
  FileKind,
  isDoctorLimitReached,
  type Plan,
  ScreenId,
} from '@clinic/domain';
import { doctorsContract } from '@clinic/domain/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import { readAsOne } from '../../db/reads.js';
import {
  clinics,
  doctorLocations,
  doctorSpecialties,
  doctors,
  locations,
  queueCounters,
  specialties,
} from '../../db/schema/index.js';
import { FileOwnerKind } from '../../platform/files/owners.js';
import { assertReadyFiles, attachFiles } from '../../platform/files/ready-files.js';
import { defineResource, isoTimes } from '../../resources/define-resource.js';
import { visibleDoctorsFilter } from '../groups/scope.js';
import { invalidateOnDoctorTimesChange } from '../schedules/invalidation.service.js';
import { scheduleReferences } from '../schedules/references.js';

/** Rows of a doctor's related names as `readAsOne` answers them (JSON, keyed by column name). */
const namedLinks = (rows: Record<string, unknown>[]) =>
  rows.map((r) => ({ doctorId: r.doctor_id as number, id: r.id as number, name: r.name as string }));

export const doctorsResource = defineResource({
  name: 'doctors',
  table: doctors,
  screen: ScreenId.Doctors,
  entityType: ActivityEntityType.Doctor,
  notFound: 'doctorNotFound',
  contract: doctorsContract,
  values: ({ specialtyIds: _s, locationIds: _l, ...own }) => own,
  toItems: async (db, clinicId, rows) => {
    const doctorIds = rows.map((r) => r.id);
    // Specialties and locations in one statement: a single doctor's read stays at two with the guard's row.
    const related = doctorIds.length
      ? await readAsOne(db, {
          specialties: db
            .select({ doctorId: doctorSpecialties.doctorId, id: specialties.id, name: specialties.name })
            .from(doctorSpecialties)
            .innerJoin(
              specialties,
              and(
                eq(specialties.clinicId, doctorSpecialties.clinicId),
                eq(specialties.id, doctorSpecialties.specialtyId),
              ),
            )
            .where(
              and(eq(doctorSpecialties.clinicId, clinicId), inArray(doctorSpecialties.doctorId, doctorIds)),
            ),
          locations: db
            .select({ doctorId: doctorLocations.doctorId, id: locations.id, name: locations.name })
            .from(doctorLocations)
            .innerJoin(
              locations,
              and(
                eq(locations.clinicId, doctorLocations.clinicId),
                eq(locations.id, doctorLocations.locationId),
              ),
            )
            .where(and(eq(doctorLocations.clinicId, clinicId), inArray(doctorLocations.doctorId, doctorIds))),
        })
      : { specialties: [], locations: [] };
    const specs = namedLinks(related.specialties);
    const locs = namedLinks(related.locations);
    return rows.map((row) => {
      const own = <T extends { doctorId: number; id: number; name: string }>(list: T[]) =>
        list
          .filter((x) => x.doctorId === row.id)
          .map(({ id, name: n }) => ({ id, name: n }))
          .sort((a, b) => a.id - b.id);
      const s = own(specs);
      const l = own(locs);
      const { clinicId: _c, ...fields } = row;
      return {
        ...fields,
        ...isoTimes(row),
        specialties: s,
        locations: l,
        specialtyIds: s.map((x) => x.id),
        locationIds: l.map((x) => x.id),
      };
    });
  },
  search: [doctors.name, doctors.doctorCode],
  sortable: {
    name: doctors.name,
    doctorCode: doctors.doctorCode,
    yearsOfExperience: doctors.yearsOfExperience,
    createdAt: doctors.createdAt,
  },
  unique: [
    { field: 'doctorCode', column: doctors.doctorCode, error: 'duplicateDoctorCode' },
    { field: 'name', column: doctors.name, error: 'duplicateName' },
  ],
  inUse: {
    entity: 'doctor',
    // Schedules, appointments and the doctor's queue numbers block deleting a doctor; coming appointments block
    // disabling one.
    count: async (tx, clinicId, id, change, now) =>
      (await scheduleReferences(tx, clinicId, 'doctorId', id, change, now)) +
      (change === 'delete'
        ? ((
            await tx
              .select({ n: count() })
              .from(queueCounters)
              .where(and(eq(queueCounters.clinicId, clinicId), eq(queueCounters.doctorId, id)))
          )[0]?.n ?? 0)
        : 0),
    blocksDisable: true,
  },
  scope: visibleDoctorsFilter,
  check: async (tx, input, id) => {
    if (id === null) {
      // The plan's doctor limit (Trial 3, Basic 5, Full 20, Advanced 50, Vip unlimited). The clinic row is
      // locked, so two simultaneous creates cannot both squeeze under the limit.
      const [clinic] = await tx.db
        .select({ plan: clinics.plan })
        .from(clinics)
        .where(eq(clinics.id, tx.actor.clinicId))
        .for('update');
      const [existing] = await tx.db
        .select({ n: count() })
        .from(doctors)
        .where(eq(doctors.clinicId, tx.actor.clinicId));
      if (isDoctorLimitReached(clinic!.plan as Plan, existing?.n ?? 0))
        throw new AppError('doctorLimitReached');
    }
    // The route's ref() fields already checked that the specialties, locations, user and file are this clinic's.
    if (input.avatarFileId)
      await assertReadyFiles(
        tx,
        [input.avatarFileId],
        FileKind.Avatar,
        id === null ? 'new' : { kind: FileOwnerKind.DoctorAvatar, id },
      );
    // New per-visit or waiting time: booked appointments off the new slots turn Invalid.
    if (id !== null) await invalidateOnDoctorTimesChange(tx, id, input);
  },
  afterWrite: async (tx, id, input) => {
    const clinicId = tx.actor.clinicId;
    if (input.avatarFileId)
      await attachFiles(tx, [input.avatarFileId], { kind: FileOwnerKind.DoctorAvatar, id });
    await tx.db
      .delete(doctorSpecialties)
      .where(and(eq(doctorSpecialties.clinicId, clinicId), eq(doctorSpecialties.doctorId, id)));
    await tx.db
      .delete(doctorLocations)
      .where(and(eq(doctorLocations.clinicId, clinicId), eq(doctorLocations.doctorId, id)));
    const specialtyIds = [...new Set(input.specialtyIds)];
    const locationIds = [...new Set(input.locationIds)];
    if (specialtyIds.length)
      await tx.db
        .insert(doctorSpecialties)
        .values(specialtyIds.map((specialtyId) => ({ clinicId, doctorId: id, specialtyId })));
    if (locationIds.length)
      await tx.db
        .insert(doctorLocations)
        .values(locationIds.map((locationId) => ({ clinicId, doctorId: id, locationId })));
  },
});
