import { AppointmentStatus, type ErrorKey, KioskVerdict, localDate, localTime } from '@clinic/domain';
import { CHECK_IN_OPENS_BEFORE_MINUTES } from '../appointments/transitions.service.js';

// What the kiosk may do with an appointment, as pure rules: the screen a patient sees and the check-in route's
// refusal come from the same verdict.

/** 'Trần Thị Bích' → 'T.T.B.': enough for the patient to recognise the booking, too little to identify anyone. */
export function initialsOf(fullName: string): string {
  return fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]!.toLocaleUpperCase('vi')}.`)
    .join('');
}

export interface VerdictInput {
  status: number;
  locationId: number;
  startAt: Date;
  /** A walk-in has no slot, so no check-in window (as in applyAction). */
  notReserved: boolean;
}

export interface VerdictContext {
  deviceLocationId: number;
  now: Date;
  timeZone: string;
  lateMinutes: number;
}

const MINUTE_MS = 60_000;

/** The first rule that applies, in the contract's order; tooEarly says when to come back (clinic time). */
export function kioskVerdict(
  a: VerdictInput,
  ctx: VerdictContext,
): { verdict: KioskVerdict; comeBackAt: string | null } {
  const plain = (verdict: KioskVerdict) => ({ verdict, comeBackAt: null });
  if (a.status === AppointmentStatus.Canceled) return plain(KioskVerdict.Cancelled);
  if (a.locationId !== ctx.deviceLocationId) return plain(KioskVerdict.OtherLocation);
  if (localDate(a.startAt, ctx.timeZone) !== localDate(ctx.now, ctx.timeZone))
    return plain(KioskVerdict.NotToday);
  if (a.status === AppointmentStatus.CheckedIn) return plain(KioskVerdict.AlreadyCheckedIn);
  if (a.status !== AppointmentStatus.Approved) return plain(KioskVerdict.SeeReception);
  if (!a.notReserved) {
    const opens = a.startAt.getTime() - CHECK_IN_OPENS_BEFORE_MINUTES * MINUTE_MS;
    if (ctx.now.getTime() < opens)
      return { verdict: KioskVerdict.TooEarly, comeBackAt: localTime(new Date(opens), ctx.timeZone) };
    if (ctx.now.getTime() > a.startAt.getTime() + ctx.lateMinutes * MINUTE_MS)
      return plain(KioskVerdict.TooLate);
  }
  return plain(KioskVerdict.Ready);
}

/** The check-in route's answer to a verdict that does not allow it (ready and alreadyCheckedIn never get here). */
export const refusalOfVerdict: Record<KioskVerdict, ErrorKey> = {
  [KioskVerdict.Ready]: 'statusNotAllowed',
  [KioskVerdict.AlreadyCheckedIn]: 'statusNotAllowed',
  [KioskVerdict.Cancelled]: 'statusNotAllowed',
  [KioskVerdict.SeeReception]: 'statusNotAllowed',
  [KioskVerdict.OtherLocation]: 'appointmentOtherLocation',
  [KioskVerdict.NotToday]: 'appointmentNotToday',
  [KioskVerdict.TooEarly]: 'checkInTooEarly',
  [KioskVerdict.TooLate]: 'checkInTooLate',
};
