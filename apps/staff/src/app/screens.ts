import { type ScreenDef, ScreenId, screenById } from '@clinic/domain';
import type { ComponentType } from 'react';

/**
 * The staff app's screens (DESIGN §8): id, path and the lazily loaded component. Tab, title key and
 * permission key come from the domain registry by id. The router, the sidebar, permission gating and the
 * not-permitted page are all derived from this list; a later issue adds its screen with one line here.
 */
export interface StaffScreen {
  def: ScreenDef;
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** The screen owns the paths below its own (`/patients/12/edit`): its routes are relative to `path`. */
  nest?: boolean;
}

const screen = (id: ScreenId, path: string, load: StaffScreen['load'], nest = false): StaffScreen => ({
  def: screenById[id],
  path,
  load,
  nest,
});

export const staffScreens: readonly StaffScreen[] = [
  screen(ScreenId.GeneralSettings, '/settings/general', () => import('../screens/settings/GeneralSettings')),
  screen(ScreenId.Locations, '/settings/locations', () => import('../resources/screens/Locations')),
  screen(ScreenId.Specialties, '/settings/specialties', () => import('../resources/screens/Specialties')),
  screen(ScreenId.Doctors, '/settings/doctors', () => import('../resources/screens/Doctors')),
  screen(ScreenId.SymptomSuggestions, '/settings/symptoms', () => import('../resources/screens/Symptoms')),
  screen(ScreenId.Users, '/settings/users', () => import('../resources/screens/Users')),
  screen(ScreenId.UserRoles, '/settings/roles', () => import('../resources/screens/Roles')),
  screen(ScreenId.UserGroups, '/settings/user-groups', () => import('../resources/screens/UserGroups')),
  screen(ScreenId.Suppliers, '/settings/suppliers', () => import('../resources/screens/Suppliers')),
  screen(ScreenId.Laboratories, '/settings/laboratories', () => import('../resources/screens/Laboratories')),
  screen(ScreenId.Properties, '/settings/properties', () => import('../records/PropertiesScreen')),
  screen(ScreenId.Forms, '/settings/forms', () => import('../records/FormsScreen'), true),
  screen(ScreenId.Devices, '/settings/devices', () => import('../devices/DevicesScreen')),
  screen(ScreenId.Appointments, '/appointments', () => import('../appointments/AppointmentsScreen'), true),
  screen(ScreenId.TodayExaminations, '/queue', () => import('../queue/QueueScreen'), true),
  screen(ScreenId.DoctorSchedules, '/schedules', () => import('../schedules/SchedulesScreen'), true),
  screen(ScreenId.PatientRecords, '/patients', () => import('../patients/PatientRecordsScreen'), true),
];
