import { BOOKING_MIN_LEAD_MINUTES } from './constants';
import type { Occurrence } from './recurrence-input';
import { SlotAvailability } from './schedules';
import { addDays, instantOfLocal, localDate, zoneOffsetMs } from './time-zone';

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

/** 'HH:mm' of each minute of a day: a slot's time is read from this table rather than formatted each time. */
const clockTimes = Array.from(
  { length: 24 * 60 },
  (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
);
const DAY_MINUTES = 24 * 60;

/** 'HH:mm' of an instant in `timeZone` (as localTime, without building the wall clock). */
function clockTime(t: number, timeZone: string): string {
  const minutes = Math.floor((Math.floor(t / 1000) * 1000 + zoneOffsetMs(new Date(t), timeZone)) / MINUTE);
  return clockTimes[((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES]!;
}

export interface SlotInput {
  occurrences: readonly Occurrence[];
  doctor: DoctorSlotSettings;
  timeZone: string;
  window?: BookingWindow;
}

/** Where a slot sits and how full it is, in numbers: what `buildSlots` dresses, and all a day strip needs. */
export interface SlotPlace {
  /** Start instant, ms. */
  start: number;
  booked: number;
  availability: SlotAvailability;
}

/**
 * The slots of a doctor's occurrences (on one clinic day) in start order, with booked count and availability: full
 * when booked reaches capacity; notApproved when a booking would await the doctor's approval; else available.
 * With a booking window, slots too soon or too far ahead are left out. `booked` counts the active appointments per
 * slot start (ms). A month of a specialty's slots is tens of thousands: no strings are made here.
 */
export function placeSlots(input: SlotInput & { booked: ReadonlyMap<number, number> }): SlotPlace[] {
  const { doctor } = input;
  const capacity = doctor.numberOfAppointmentsPerSlot;
  const open = doctor.isAutoApproveAppointment ? SlotAvailability.Available : SlotAvailability.NotApproved;
  const bounds = input.window ? bookingBounds(input.window) : { earliest: -Infinity, after: Infinity };
  const seen = new Set<number>();
  const places: SlotPlace[] = [];
  for (const occurrence of input.occurrences)
    for (const t of slotStartsIn(occurrence, doctor)) {
      if (seen.has(t)) continue;
      seen.add(t);
      if (t < bounds.earliest || t >= bounds.after) continue;
      const booked = input.booked.get(t) ?? 0;
      places.push({ start: t, booked, availability: booked >= capacity ? SlotAvailability.Full : open });
    }
  return places.sort((a, b) => a.start - b.start);
}

/** A placed slot as the API answers it: ISO instants, the clinic's 'HH:mm', capacity. */
export function dressSlot(place: SlotPlace, doctor: DoctorSlotSettings, timeZone: string): Slot {
  return {
    start: new Date(place.start).toISOString(),
    end: new Date(place.start + doctor.timePerAppointmentInMinutes * MINUTE).toISOString(),
    time: clockTime(place.start, timeZone),
    capacity: doctor.numberOfAppointmentsPerSlot,
    booked: place.booked,
    availability: place.availability,
  };
}

/** `placeSlots` dressed, with the booked counts per slot start as ISO instants. */
export function buildSlots(input: SlotInput & { booked: ReadonlyMap<string, number> }): Slot[] {
  const booked = new Map([...input.booked].map(([start, n]) => [Date.parse(start), n]));
  return placeSlots({ ...input, booked }).map((p) => dressSlot(p, input.doctor, input.timeZone));
}
