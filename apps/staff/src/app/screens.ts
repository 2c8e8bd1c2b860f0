import { type ScreenDef, ScreenId, screenById } from '@clinic/domain';
import type { IconName } from '@clinic/ui';
import type { ComponentType } from 'react';

/**
 * The staff app's screens (DESIGN §8): id, path and the lazily loaded component. Tab, title key and
 * permission key come from the domain registry by id. The router, the sidebar, permission gating and the
 * not-permitted page are all derived from this list; a later issue adds its screen with one line here.
 */
export interface StaffScreen {
  def: ScreenDef;
  path: string;
  /** The screen's own sidebar picture: the collapsed sidebar shows only these, so no two screens share one. */
  icon: IconName;
  load: () => Promise<{ default: ComponentType }>;
  /** The screen owns the paths below its own (`/patients/12/edit`): its routes are relative to `path`. */
  nest?: boolean;
}

const screen = (
  id: ScreenId,
  path: string,
  icon: IconName,
  load: StaffScreen['load'],
  nest = false,
): StaffScreen => ({ def: screenById[id], path, icon, load, nest });

export const staffScreens: readonly StaffScreen[] = [
  screen(
    ScreenId.GeneralSettings,
    '/settings/general',
    'settings',
    () => import('../screens/settings/GeneralSettings'),
  ),
  screen(
    ScreenId.Locations,
    '/settings/locations',
    'map-pin',
    () => import('../resources/screens/Locations'),
  ),
  screen(
    ScreenId.Specialties,
    '/settings/specialties',
    'stethoscope',
    () => import('../resources/screens/Specialties'),
  ),
  screen(ScreenId.Doctors, '/settings/doctors', 'doctor', () => import('../resources/screens/Doctors')),
  screen(
    ScreenId.SymptomSuggestions,
    '/settings/symptoms',
    'thermometer',
    () => import('../resources/screens/Symptoms'),
  ),
  screen(ScreenId.Users, '/settings/users', 'id-card', () => import('../resources/screens/Users')),
  screen(ScreenId.UserRoles, '/settings/roles', 'shield', () => import('../resources/screens/Roles')),
  screen(
    ScreenId.UserGroups,
    '/settings/user-groups',
    'users',
    () => import('../resources/screens/UserGroups'),
  ),
  screen(ScreenId.Suppliers, '/settings/suppliers', 'truck', () => import('../resources/screens/Suppliers')),
  screen(
    ScreenId.Laboratories,
    '/settings/laboratories',
    'flask',
    () => import('../resources/screens/Laboratories'),
  ),
  screen(ScreenId.Properties, '/settings/properties', 'tag', () => import('../records/PropertiesScreen')),
  screen(ScreenId.Forms, '/settings/forms', 'clipboard', () => import('../records/FormsScreen'), true),
  screen(ScreenId.Devices, '/settings/devices', 'monitor', () => import('../devices/DevicesScreen')),
  screen(
    ScreenId.Appointments,
    '/appointments',
    'calendar',
    () => import('../appointments/AppointmentsScreen'),
    true,
  ),
  screen(ScreenId.TodayExaminations, '/queue', 'activity', () => import('../queue/QueueScreen'), true),
  screen(
    ScreenId.DoctorSchedules,
    '/schedules',
    'calendar-clock',
    () => import('../schedules/SchedulesScreen'),
    true,
  ),
  screen(
    ScreenId.PatientRecords,
    '/patients',
    'folder',
    () => import('../patients/PatientRecordsScreen'),
    true,
  ),
];
