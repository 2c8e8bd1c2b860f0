import type { ValueOf } from './util';

// Activity log vocabulary: entity types and action types. Every mutation writes one row.

/** Stored ids; never renumber them, nor reuse a retired one (retiredActivityEntityTypes). */
export const ActivityEntityType = {
  Doctor: 1,
  ClinicPatient: 2,
  CheckInSheet: 4,
  ServiceSheet: 5,
  Location: 6,
  Specialty: 7,
  Symptom: 8,
  User: 9,
  UserRole: 10,
  UserGroup: 11,
  Property: 12,
  Form: 13,
  Service: 14,
  Medicine: 15,
  Supplier: 16,
  PrescriptionTemplate: 17,
  ServiceTemplate: 18,
  StockSheet: 19,
  Invoice: 20,
  ClinicAppointment: 24,
  Schedule: 25,
  Prescription: 26,
  /** Added after the others, so numbered last: a service package (screen 19) and a purchased package (screen 22). */
  ServicePackage: 27,
  PurchasedPackage: 28,
  /** A lab result attached on screen 41. */
  LabResult: 29,
  /** The clinic's own general settings (screen 1): entity id is the clinic's. */
  Clinic: 30,
} as const;
export type ActivityEntityType = ValueOf<typeof ActivityEntityType>;

/**
 * Entity type ids never to be given again: 3 and 21 were never used; 22 (a doctor's schedule) and 23 (a medicine
 * lot) were never logged: a doctor's schedule is logged as Schedule (25), and lots change only through stock sheets.
 */
export const retiredActivityEntityTypes: readonly number[] = [3, 21, 22, 23];

/** Stable string key of each entity type (i18n `activityEntity.<key>`). */
export const activityEntityTypeKey = {
  [ActivityEntityType.Doctor]: 'doctor',
  [ActivityEntityType.ClinicPatient]: 'clinicPatient',
  [ActivityEntityType.CheckInSheet]: 'checkInSheet',
  [ActivityEntityType.ServiceSheet]: 'serviceSheet',
  [ActivityEntityType.Location]: 'location',
  [ActivityEntityType.Specialty]: 'specialty',
  [ActivityEntityType.Symptom]: 'symptom',
  [ActivityEntityType.User]: 'user',
  [ActivityEntityType.UserRole]: 'userRole',
  [ActivityEntityType.UserGroup]: 'userGroup',
  [ActivityEntityType.Property]: 'property',
  [ActivityEntityType.Form]: 'form',
  [ActivityEntityType.Service]: 'service',
  [ActivityEntityType.Medicine]: 'medicine',
  [ActivityEntityType.Supplier]: 'supplier',
  [ActivityEntityType.PrescriptionTemplate]: 'prescriptionTemplate',
  [ActivityEntityType.ServiceTemplate]: 'serviceTemplate',
  [ActivityEntityType.StockSheet]: 'stockSheet',
  [ActivityEntityType.Invoice]: 'invoice',
  [ActivityEntityType.ClinicAppointment]: 'clinicAppointment',
  [ActivityEntityType.Schedule]: 'schedule',
  [ActivityEntityType.Prescription]: 'prescription',
  [ActivityEntityType.ServicePackage]: 'servicePackage',
  [ActivityEntityType.PurchasedPackage]: 'purchasedPackage',
  [ActivityEntityType.LabResult]: 'labResult',
  [ActivityEntityType.Clinic]: 'clinic',
} as const satisfies Record<ActivityEntityType, string>;

/**
 * The action types' ids, assigned once and stored in the activity log. Generic actions are 1–12, schedule actions
 * 101–111. Never renumber; add new ids at the end.
 */
export const ActivityAction = {
  Create: 1,
  Update: 2,
  Enable: 3,
  Disable: 4,
  Delete: 5,
  Canceled: 6,
  Pay: 7,
  Approved: 8,
  CheckIn: 9,
  Finished: 10,
  StartExam: 11,
  UpdatedServicesAndPackage: 12,
  /** A patient record merged into another (entity id: the target; details name the source). */
  Merge: 13,
  /** A patient called to the room again from the queue screen (Call / Call again). */
  Call: 14,
  ScheduleUpdateSingleToSingle: 101,
  ScheduleUpdateSingleToRecurring: 102,
  ScheduleUpdateRecurringThisOccurrence: 103,
  ScheduleUpdateRecurringThisAndFollowing: 104,
  ScheduleUpdateRecurringInfoAndRule: 105,
  ScheduleUpdateRecurringToSingle: 106,
  ScheduleCreateRecurring: 107,
  ScheduleCreateSingle: 108,
  ScheduleDeleteSingle: 109,
  ScheduleDeleteRecurringFollowing: 110,
  ScheduleDeleteRecurringThisOccurrence: 111,
} as const;
export type ActivityAction = ValueOf<typeof ActivityAction>;

/** Stable string key of each action (i18n `activityAction.<key>`, API filters). */
export const activityActionKey = {
  [ActivityAction.Create]: 'create',
  [ActivityAction.Update]: 'update',
  [ActivityAction.Enable]: 'enable',
  [ActivityAction.Disable]: 'disable',
  [ActivityAction.Delete]: 'delete',
  [ActivityAction.Canceled]: 'canceled',
  [ActivityAction.Pay]: 'pay',
  [ActivityAction.Approved]: 'approved',
  [ActivityAction.CheckIn]: 'checkIn',
  [ActivityAction.Finished]: 'finished',
  [ActivityAction.StartExam]: 'startExam',
  [ActivityAction.UpdatedServicesAndPackage]: 'updatedServicesAndPackage',
  [ActivityAction.Merge]: 'merge',
  [ActivityAction.Call]: 'call',
  [ActivityAction.ScheduleUpdateSingleToSingle]: 'scheduleUpdateSingleToSingle',
  [ActivityAction.ScheduleUpdateSingleToRecurring]: 'scheduleUpdateSingleToRecurring',
  [ActivityAction.ScheduleUpdateRecurringThisOccurrence]: 'scheduleUpdateRecurringThisOccurrence',
  [ActivityAction.ScheduleUpdateRecurringThisAndFollowing]: 'scheduleUpdateRecurringThisAndFollowing',
  [ActivityAction.ScheduleUpdateRecurringInfoAndRule]: 'scheduleUpdateRecurringInfoAndRule',
  [ActivityAction.ScheduleUpdateRecurringToSingle]: 'scheduleUpdateRecurringToSingle',
  [ActivityAction.ScheduleCreateRecurring]: 'scheduleCreateRecurring',
  [ActivityAction.ScheduleCreateSingle]: 'scheduleCreateSingle',
  [ActivityAction.ScheduleDeleteSingle]: 'scheduleDeleteSingle',
  [ActivityAction.ScheduleDeleteRecurringFollowing]: 'scheduleDeleteRecurringFollowing',
  [ActivityAction.ScheduleDeleteRecurringThisOccurrence]: 'scheduleDeleteRecurringThisOccurrence',
} as const satisfies Record<ActivityAction, string>;
export type ActivityActionKey = ValueOf<typeof activityActionKey>;

export const activityActionByKey: Readonly<Record<ActivityActionKey, ActivityAction>> = Object.fromEntries(
  Object.entries(activityActionKey).map(([id, key]) => [key, Number(id) as ActivityAction]),
) as Record<ActivityActionKey, ActivityAction>;
