import type { PublicDaysQuery, PublicSlotQuery } from '@clinic/api-client/public';

// The patient's choices so far live in the address (?location=1&specialty=2&doctor=any&date=…&time=…): every
// step is a page of its own, so the phone's Back button goes back one step and a reload loses nothing.

export interface Choice {
  locationId?: number;
  specialtyId?: number;
  /** A doctor's id, or 'any' to let the clinic assign one. */
  doctor?: number | 'any';
  date?: string;
  time?: string;
}

export type Step = 'service' | 'doctor' | 'time' | 'details';
export const STEPS: readonly Step[] = ['service', 'doctor', 'time', 'details'];

const id = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function parseChoice(search: string): Choice {
  const params = new URLSearchParams(search);
  const doctor = params.get('doctor');
  const date = params.get('date');
  const time = params.get('time');
  return {
    locationId: id(params.get('location')),
    specialtyId: id(params.get('specialty')),
    doctor: doctor === 'any' ? 'any' : id(doctor),
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    time: time && /^\d{2}:\d{2}$/.test(time) ? time : undefined,
  };
}

export function choiceSearch(choice: Choice): string {
  const params = new URLSearchParams();
  if (choice.locationId) params.set('location', String(choice.locationId));
  if (choice.specialtyId) params.set('specialty', String(choice.specialtyId));
  if (choice.doctor) params.set('doctor', String(choice.doctor));
  if (choice.date) params.set('date', choice.date);
  if (choice.time) params.set('time', choice.time);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The first step still to do. */
export function stepOf(choice: Choice): Step {
  if (!choice.locationId || !choice.specialtyId) return 'service';
  if (!choice.doctor) return 'doctor';
  if (!choice.date || !choice.time) return 'time';
  return 'details';
}

/** The choice one step back: what the step before this one had decided. */
export function previousChoice(choice: Choice): Choice {
  switch (stepOf(choice)) {
    case 'details':
      return { ...choice, time: undefined };
    case 'time':
      return { locationId: choice.locationId, specialtyId: choice.specialtyId };
    default:
      return { locationId: choice.locationId };
  }
}

/** Whose slots a chosen doctor (or 'any': the specialty's doctors) has on `date`; from step 'time' on. */
export function slotQuery(choice: Choice, date: string): PublicSlotQuery {
  const base = { locationId: choice.locationId as number, date };
  return choice.doctor === 'any'
    ? { ...base, specialtyId: choice.specialtyId as number }
    : { ...base, doctorId: choice.doctor as number };
}

/** Whose days the day strip asks about: the chosen doctor, or the specialty's doctors for 'any'. */
export function daysQuery(choice: Choice): PublicDaysQuery {
  const base = { locationId: choice.locationId as number };
  return choice.doctor === 'any'
    ? { ...base, specialtyId: choice.specialtyId as number }
    : { ...base, doctorId: choice.doctor as number };
}
