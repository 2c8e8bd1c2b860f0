import type { ValueOf } from './util';

// Doctor schedules and their recurrence (docs/product.md#appointments-and-schedules).

export const AppointmentRepeatType = {
  NoRepeat: 0,
  Daily: 1,
  WeeklyOnDayOfWeek: 2,
  EveryWorkDaysOfWeek: 3,
  Custom: 4,
} as const;
export type AppointmentRepeatType = ValueOf<typeof AppointmentRepeatType>;

export const RecurrenceFrequency = { Monthly: 1, Weekly: 2, Daily: 3 } as const;
export type RecurrenceFrequency = ValueOf<typeof RecurrenceFrequency>;

/** String values, as stored and sent. */
export const RecurrenceEnd = { Never: '0', OnDay: '1', After: '2' } as const;
export type RecurrenceEnd = ValueOf<typeof RecurrenceEnd>;

/** Same numbering as rrule's weekday index (MO 0 … SU 6). */
export const DayOfWeek = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 } as const;
export type DayOfWeek = ValueOf<typeof DayOfWeek>;

/** Monday to Friday, for `EveryWorkDaysOfWeek`. */
export const workDaysOfWeek: readonly DayOfWeek[] = [
  DayOfWeek.MO,
  DayOfWeek.TU,
  DayOfWeek.WE,
  DayOfWeek.TH,
  DayOfWeek.FR,
];

export const ScheduleUpdateMode = {
  SingleToSingle: 1,
  SingleToRecurring: 2,
  RecurringInfoOnly: 3,
  RecurringInfoAndRrule: 4,
  RecurringInfoAndToSingle: 5,
} as const;
export type ScheduleUpdateMode = ValueOf<typeof ScheduleUpdateMode>;

/** Edit or delete scope of a recurring schedule. */
export const ScheduleScope = { ThisOccurrence: 1, ThisAndFollowingOccurrences: 2 } as const;
export type ScheduleScope = ValueOf<typeof ScheduleScope>;

export const SlotAvailability = { NotApproved: 'notApproved', Available: 'available', Full: 'full' } as const;
export type SlotAvailability = ValueOf<typeof SlotAvailability>;
