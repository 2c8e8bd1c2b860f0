import type {
  AppointmentRepeatType,
  AppointmentStatus,
  RecurrenceInput,
  ScheduleScope,
  ScheduleUpdateMode,
  SlotAvailability,
} from '@clinic/domain';

// Doctor schedules (screen 9). Instants are ISO strings; the clinic's wall clock is the screen's business.

/** A stored schedule: its first occurrence, its repeat and the occurrences removed from the series. */
export interface ScheduleItem {
  id: number;
  doctorId: number;
  locationId: number;
  /** First occurrence. */
  start: string;
  end: string;
  repeatType: AppointmentRepeatType;
  /** The editor's custom-repeat values, for Custom (null otherwise). */
  recurrence: RecurrenceInput | null;
  rrule: string | null;
  /** Start of the last occurrence; null when the series never ends. */
  lastEnd: string | null;
  exdates: string[];
  createdAt: string;
  updatedAt: string;
}

/** POST /schedules. */
export interface ScheduleInputBody {
  doctorId: number;
  locationId: number;
  start: string;
  end: string;
  repeatType: AppointmentRepeatType;
  recurrence?: RecurrenceInput;
}

/** PUT /schedules/{id}: the new values plus how they apply (mode; scope and occurrence for a series). */
export interface ScheduleUpdateBody extends ScheduleInputBody {
  mode: ScheduleUpdateMode;
  scope?: ScheduleScope;
  occurrenceStart?: string;
}

/** POST /schedules/search: occurrences overlapping [from, to) (at most 62 days). */
export interface ScheduleSearchBody {
  doctorIds?: number[];
  locationIds?: number[];
  from: string;
  to: string;
}

/** One occurrence of a schedule in the searched range. */
export interface ScheduleOccurrenceItem {
  scheduleId: number;
  doctorId: number;
  locationId: number;
  repeatType: AppointmentRepeatType;
  isRecurring: boolean;
  start: string;
  end: string;
  /** Active appointments (not approved … in progress) inside this occurrence. */
  appointmentCount: number;
}

/** POST /schedules/{id}/delete: nothing for a single schedule; scope and occurrence for a series. */
export interface ScheduleDeleteBody {
  scope?: ScheduleScope;
  occurrenceStart?: string;
}

/** GET /schedules/{id}/get-appointments: the range whose active appointments an edit or delete would touch. */
export interface ScheduleAppointmentsQuery {
  occurrenceStart: string;
  /** Omitted: to the end of the series. */
  occurrenceEnd?: string;
}

/** An active appointment of the schedule's doctor and location (what would turn Invalid). */
export interface ScheduleAppointmentItem {
  id: number;
  code: string;
  patientName: string;
  patientCode: string;
  start: string;
  end: string;
  status: AppointmentStatus;
}

/** POST /clinic-appointments/get-schedule-slots: exactly one of doctorId and specialtyId. */
export type ScheduleSlotsBody = (
  | { doctorId: number; specialtyId?: null }
  | { specialtyId: number; doctorId?: null }
) & {
  locationId: number;
  /** The clinic day, 'YYYY-MM-DD' in the clinic's time zone. */
  date: string;
};

/** One bookable slot of a doctor: the visit [start, end), its wall-clock time, its places and how they stand. */
export interface ScheduleSlot {
  doctorId: number;
  start: string;
  end: string;
  /** 'HH:mm' in the clinic's time zone. */
  time: string;
  capacity: number;
  booked: number;
  availability: SlotAvailability;
}
