import { tenantJoinTable } from './columns.js';
import { doctors, locations } from './setup.js';
import { userGroups } from './users.js';

/** The locations a group may work with (when not all of them). */
export const groupLocations = tenantJoinTable(
  'group_locations',
  { key: 'groupId', name: 'group_id', references: userGroups, onDelete: 'cascade' },
  { key: 'locationId', name: 'location_id', references: locations, onDelete: 'cascade' },
  { index: 'group_locations_location' },
);

/** The doctors a group may work with (when not all of them). */
export const groupDoctors = tenantJoinTable(
  'group_doctors',
  { key: 'groupId', name: 'group_id', references: userGroups, onDelete: 'cascade' },
  { key: 'doctorId', name: 'doctor_id', references: doctors, onDelete: 'cascade' },
  { index: 'group_doctors_doctor' },
);
