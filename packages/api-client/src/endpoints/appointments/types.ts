import type {
  AppointmentPatientView,
  AppointmentView,
  PatientInput,
  PropertyValueEntry,
} from '@clinic/domain';
import type { ScheduleSlot } from '../schedules/types';

// Types of /clinic-appointments (screens 10 and 11).

/** The patient as an appointment shows it to staff (the shape the API answers and staff events carry). */
export type AppointmentPatient = AppointmentPatientView;

/** One appointment as every appointment call answers it; date and time are in the clinic's zone. */
export type AppointmentItem = AppointmentView;

/** POST /clinic-appointments/create: an existing patient or a new one; date and time unless a walk-in. */
export interface CreateAppointmentBody {
  clinicPatientId?: number;
  patient?: PatientInput;
  doctorId: number;
  locationId: number;
  date?: string;
  time?: string;
  symptom?: string | null;
  note?: string | null;
  /** A walk-in added to the current queue now. */
  notReserved?: boolean;
}

export interface UpdateAppointmentBody {
  doctorId: number;
  locationId: number;
  date: string;
  time: string;
  symptom?: string | null;
  note?: string | null;
}

export interface AppointmentDetailsForEdit {
  appointment: AppointmentItem;
  slots: ScheduleSlot[];
}

/** The filter body of search and search-count; from/to are clinic days 'YYYY-MM-DD'. */
export interface AppointmentSearchBody {
  from?: string;
  to?: string;
  statuses?: number[];
  doctorIds?: number[];
  locationIds?: number[];
  keyword?: string;
}

export interface AppointmentSearchCount {
  total: number;
  /** Counts per status (the list's tabs), whatever `statuses` asked. */
  byStatus: Record<string, number>;
}

export interface AppointmentHistoryItem {
  fromStatus: number | null;
  toStatus: number;
  userId: number | null;
  userName: string | null;
  reason: string | null;
  at: string;
}

/** Today's queue filter (screen 11). */
export interface AppointmentTodayBody {
  doctorIds?: number[];
  locationIds?: number[];
}

/** A check-in sheet: the check-in form's values (the symptom is the fixed 'symptom' property). */
export interface CheckInSheet {
  id: number;
  appointmentId: number;
  formId: number;
  properties: PropertyValueEntry[];
  createdAt: string;
  updatedAt: string;
}

export interface CheckInSheetBody {
  formId: number;
  properties: PropertyValueEntry[];
}

/** PUT {id}/check-in (the shared `checkInInput` of @clinic/domain). */
export interface CheckInBody {
  sheet?: CheckInSheetBody | undefined;
  allowEarly?: boolean | undefined;
}
