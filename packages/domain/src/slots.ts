import { BOOKING_MIN_LEAD_MINUTES } from './constants';
import type { Occurrence } from './recurrence-input';
import { SlotAvailability } from './schedules';
import { addDays, instantOfLocal, localDate, localTime, zoneOffsetMs } from './time-zone';

// Appointment slots: pure arithmetic shared by the API, the staff app and the booking site, so all
// three offer exactly the slots the API accepts.

export interface DoctorSlotSettings {
  timePerAppointmentInMinutes: number;
  /** Buffer after each visit, in minutes. */
  waitingTime: number;
  numberOfAppointmentsPerSlot: number;
  isAutoApproveAppointment: boolean;
}

export interface Slot {
  /** ISO instants: the visit runs [start, end); the next slot starts after the waiting time. */
  start: string;
  end: string;
  /** 'HH:mm' in the clinic's time zone. */
  time: string;
  capacity: number;
  booked: number;
  availability: SlotAvailability;
}

const MINUTE = 60_000;

/** Slot length: the visit plus the waiting time. */
export const slotStepMinutes = (d: Pick<DoctorSlotSettings, 'timePerAppointmentInMinutes' | 'waitingTime'>) =>
  d.timePerAppointmentInMinutes + d.waitingTime;

/** Starts (ms) of the slots in one occurrence: every step from its start while a whole step fits before its end. */
export function slotStartsIn(occurrence: Occurrence, doctor: DoctorSlotSettings): number[] {
  const step = slotStepMinutes(doctor) * MINUTE;
  if (step <= 0) return [];
  const end = Date.parse(occurrence.end);
  const out: number[] = [];
  for (let t = Date.parse(occurrence.start); t + step <= end; t += step) out.push(t);
  return out;
}

/** Does an appointment starting at `start` sit exactly on a slot of one of these occurrences? */
export function fitsASlot(
  start: Date | string,
  occurrences: readonly Occurrence[],
  doctor: DoctorSlotSettings,
) {
  const t = typeof start === 'string' ? Date.parse(start) : start.getTime();
  return occurrences.some((o) => slotStartsIn(o, doctor).includes(t));
}

export interface BookingWindow {
  now: Date;
  timeZone: string;
  /** Days ahead a patient may book (clinic setting), counted in clinic days from today. */
  allowBookingInDays: number;
  /** Minimum minutes between now and the slot (60). */
  leadMinutes?: number;
}

/** Is a slot starting at `start` bookable now: far enough ahead, and within the clinic's booking days? */
export function withinBookingWindow(start: Date, window: BookingWindow): boolean {
  const lead = (window.leadMinutes ?? BOOKING_MIN_LEAD_MINUTES) * MINUTE;
  if (start.getTime() < window.now.getTime() + lead) return false;
  const lastDay = addDays(localDate(window.now, window.timeZone), window.allowBookingInDays);
  return localDate(start, window.timeZone) <= lastDay;
}

/**
 * The same test as `withinBookingWindow` as bounds computed once, [earliest, after): a clinic day ends where the
 * next one begins, so "on or before the last day" is "before the next day's midnight".
 */
function bookingBounds(window: BookingWindow): { earliest: number; after: number } {
  const lead = (window.leadMinutes ?? BOOKING_MIN_LEAD_MINUTES) * MINUTE;
  const lastDay = addDays(localDate(window.now, window.timeZone), window.allowBookingInDays);
  return {
    earliest: window.now.getTime() + lead,
    after: instantOfLocal(addDays(lastDay, 1), '00:00', window.timeZone).getTime(),
  };
}

/**
 * 'HH:mm' of the instants of one occurrence. Asking Intl per slot dominates slot building, so when the zone's
 * offset is the same at both ends of the occurrence (always, but across a daylight-saving change), the wall
 * clock is the instant shifted by that offset.
 */
function wallTimes(occurrence: Occurrence, timeZone: string): (t: number) => string {
  const start = new Date(occurrence.start);
  const offset = zoneOffsetMs(start, timeZone);
  if (offset !== zoneOffsetMs(new Date(occurrence.end), timeZone))
    return (t) => localTime(new Date(t), timeZone);
  return (t) => {
    const minutes = Math.floor((t + offset) / MINUTE);
    const hh = Math.floor(minutes / 60) % 24;
    const mm = minutes % 60;
    return `${String((hh + 24) % 24).padStart(2, '0')}:${String((mm + 60) % 60).padStart(2, '0')}`;
  };
}

/**
 * The slots of a doctor's occurrences (on one clinic day), with capacity, booked count and availability: full
 * when booked reaches capacity; notApproved when a booking would await the doctor's approval; else available.
 * With a booking window, slots too soon or too far ahead are left out.
 */
export function buildSlots(input: {
  occurrences: readonly Occurrence[];
  doctor: DoctorSlotSettings;
  /** Active appointments per slot start (ISO instant). */
  booked: ReadonlyMap<string, number>;
  timeZone: string;
  window?: BookingWindow;
}): Slot[] {
  const { doctor } = input;
  const visit = doctor.timePerAppointmentInMinutes * MINUTE;
  const seen = new Set<number>();
  const slots: Slot[] = [];
  const bounds = input.window ? bookingBounds(input.window) : { earliest: -Infinity, after: Infinity };
  for (const occurrence of input.occurrences) {
    const timeOf = wallTimes(occurrence, input.timeZone);
    for (const t of slotStartsIn(occurrence, doctor)) {
      if (seen.has(t)) continue;
      seen.add(t);
      if (t < bounds.earliest || t >= bounds.after) continue;
      const start = new Date(t);
      const iso = start.toISOString();
      const booked = input.booked.get(iso) ?? 0;
      const capacity = doctor.numberOfAppointmentsPerSlot;
      slots.push({
        start: iso,
        end: new Date(t + visit).toISOString(),
        time: timeOf(t),
        capacity,
        booked,
        availability:
          booked >= capacity
            ? SlotAvailability.Full
            : doctor.isAutoApproveAppointment
              ? SlotAvailability.Available
              : SlotAvailability.NotApproved,
      });
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}
