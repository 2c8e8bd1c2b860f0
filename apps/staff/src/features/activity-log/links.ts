import { ActivityAction, ActivityEntityType } from '@clinic/domain';

// Where a log row's record lives in the staff app. Records with their own page link to it; set-up records whose
// screen edits them in a drawer link to that screen's list; a deleted record, or one with no page, links nowhere.

/** Paths of the records that have a page of their own, by the record's id. */
const pageOf: Partial<Record<ActivityEntityType, (id: number) => string>> = {
  [ActivityEntityType.ClinicPatient]: (id) => `/patients/${id}`,
  [ActivityEntityType.ClinicAppointment]: (id) => `/appointments/${id}`,
  [ActivityEntityType.Invoice]: (id) => `/invoices/${id}`,
  [ActivityEntityType.StockSheet]: (id) => `/stock/sheets/${id}`,
  [ActivityEntityType.Form]: (id) => `/settings/forms/${id}`,
};

/** Set-up records edited on their list screen. */
const listOf: Partial<Record<ActivityEntityType, string>> = {
  [ActivityEntityType.Doctor]: '/settings/doctors',
  [ActivityEntityType.Location]: '/settings/locations',
  [ActivityEntityType.Specialty]: '/settings/specialties',
  [ActivityEntityType.Symptom]: '/settings/symptoms',
  [ActivityEntityType.User]: '/settings/users',
  [ActivityEntityType.UserRole]: '/settings/roles',
  [ActivityEntityType.UserGroup]: '/settings/user-groups',
  [ActivityEntityType.Property]: '/settings/properties',
  [ActivityEntityType.Service]: '/settings/services',
  [ActivityEntityType.Medicine]: '/settings/medicines',
  [ActivityEntityType.Supplier]: '/settings/suppliers',
  [ActivityEntityType.PrescriptionTemplate]: '/settings/prescription-templates',
  [ActivityEntityType.ServiceTemplate]: '/settings/service-templates',
  [ActivityEntityType.ServicePackage]: '/settings/packages',
  [ActivityEntityType.Schedule]: '/schedules',
  [ActivityEntityType.LabResult]: '/lab-results',
  [ActivityEntityType.Clinic]: '/settings/general',
};

/** Rows that remove their record: nothing is left to open. */
const removing = new Set<ActivityAction>([
  ActivityAction.Delete,
  ActivityAction.ScheduleDeleteSingle,
  ActivityAction.ScheduleDeleteRecurringFollowing,
]);

const positiveId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * The staff app path of a log row's record, or null (deleted, unknown, or no screen shows it). A sheet or a
 * prescription written during a visit opens that visit's appointment when the row names it.
 */
export function recordPath(row: {
  entityType: ActivityEntityType;
  entityId: number | null;
  action: ActivityAction;
  details: Record<string, unknown>;
}): string | null {
  if (removing.has(row.action)) return null;
  const id = positiveId(row.entityId);
  const page = pageOf[row.entityType];
  if (page) return id ? page(id) : null;
  const list = listOf[row.entityType];
  if (list) return list;
  const appointmentId = positiveId(row.details.appointmentId);
  return appointmentId ? `/appointments/${appointmentId}` : null;
}
