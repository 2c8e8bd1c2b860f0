import { foreignKey, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { doctors, locations } from './setup.js';
import { userGroups } from './users.js';

/** The locations a group may work with (when not all of them). */
export const groupLocations = pgTable(
  'group_locations',
  {
    clinicId: integer('clinic_id').notNull(),
    groupId: integer('group_id').notNull(),
    locationId: integer('location_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.locationId] }),
    foreignKey({
      columns: [t.clinicId, t.groupId],
      foreignColumns: [userGroups.clinicId, userGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.clinicId, t.locationId],
      foreignColumns: [locations.clinicId, locations.id],
    }).onDelete('cascade'),
    index('group_locations_location').on(t.locationId),
  ],
);

/** The doctors a group may work with (when not all of them). */
export const groupDoctors = pgTable(
  'group_doctors',
  {
    clinicId: integer('clinic_id').notNull(),
    groupId: integer('group_id').notNull(),
    doctorId: integer('doctor_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.doctorId] }),
    foreignKey({
      columns: [t.clinicId, t.groupId],
      foreignColumns: [userGroups.clinicId, userGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.clinicId, t.doctorId],
      foreignColumns: [doctors.clinicId, doctors.id],
    }).onDelete('cascade'),
    index('group_doctors_doctor').on(t.doctorId),
  ],
);
