import {
  AppointmentStatus,
  checkInWindow,
  type ErrorKey,
  KioskVerdict,
  localDate,
  localTime,
} from '@clinic/domain';

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
  /** A walk-in has no slot, so no check-in window (checkInWindow). */
  notReserved: boolean;
}

export interface VerdictContext {
  deviceLocationId: number;
  now: Date;
  timeZone: string;
  lateMinutes: number;
}

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
  const checkIn = checkInWindow(a, ctx.now, ctx.lateMinutes);
  if (checkIn.timing === 'early')
    return { verdict: KioskVerdict.TooEarly, comeBackAt: localTime(checkIn.opensAt, ctx.timeZone) };
  if (checkIn.timing === 'late') return plain(KioskVerdict.TooLate);
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
