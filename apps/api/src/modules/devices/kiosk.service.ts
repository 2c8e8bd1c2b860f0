import {
  AppError,
  AppointmentAction,
  AppointmentStatus,
  KioskVerdict,
  localDate,
  localTime,
} from '@clinic/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import {
  appointmentStatusHistory,
  appointments,
  clinicPatients,
  clinics,
  devices,
  doctorLocations,
  doctors,
  locations,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { DeviceContext } from '../../platform/device-auth.js';
import { inTransaction } from '../../platform/tx.js';
import { applyAction } from '../appointments/transitions.service.js';
import { appointmentIdByCodeAndPhone, publicFileUrls } from '../public-booking/booking-lookup.js';
import { verifyBookingToken } from '../public-booking/booking-token.js';
import { initialsOf, kioskVerdict, refusalOfVerdict } from './kiosk-rules.js';

// The kiosk's side of check-in: the patient shows the booking QR or types code and phone; the kiosk
// shows what it found (initials only, never the name) and checks in through the same transition as reception.

/** Finds and check-ins per device per minute: a person at a kiosk needs a few; a script guessing codes, many. */
export const KIOSK_LIMIT = { limit: 30, windowMs: 60_000 } as const;

export type KioskKey = { bookingToken: string } | { code: string; phone: string };

type Reader = Db | DbTx;

export function kioskService(deps: AppDeps) {
  const { db, clock, limiter } = deps;

  async function throttle(device: DeviceContext) {
    const { count, retryAfterMs } = await limiter.hit(`dev:kiosk:${device.deviceId}`, KIOSK_LIMIT.windowMs);
    if (count > KIOSK_LIMIT.limit)
      throw new AppError('tooManyAttempts', { params: { seconds: Math.ceil(retryAfterMs / 1000) } });
  }

  /** The appointment the key names in the device's clinic; another clinic's token or a wrong pair: the same 404. */
  async function idOf(device: DeviceContext, key: KioskKey): Promise<number> {
    let id: number | null = null;
    if ('bookingToken' in key) {
      const ref = verifyBookingToken(deps.config.jwtSecret, key.bookingToken);
      if (ref && ref.clinicId === device.clinicId) id = ref.appointmentId;
    } else {
      id = await appointmentIdByCodeAndPhone(db, device.clinicId, key);
    }
    if (id === null) throw new AppError('appointmentNotFound');
    return id;
  }

  /** Everything a kiosk screen or ticket shows of one appointment, read in one query. */
  async function load(reader: Reader, clinicId: number, id: number) {
    const [row] = await reader
      .select({
        id: appointments.id,
        code: appointments.code,
        status: appointments.status,
        startAt: appointments.startAt,
        locationId: appointments.locationId,
        notReserved: appointments.notReserved,
        orderNumber: appointments.orderNumber,
        updatedAt: appointments.updatedAt,
        fullName: clinicPatients.fullName,
        doctorName: doctors.name,
        doctorRoom: doctors.room,
        locationName: locations.name,
        locationAddress: locations.address,
        clinicName: clinics.name,
        timeZone: clinics.timeZone,
        lateMinutes: clinics.allowCheckInLateAfterMinutes,
      })
      .from(appointments)
      .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
      .innerJoin(
        clinicPatients,
        and(
          eq(clinicPatients.clinicId, appointments.clinicId),
          eq(clinicPatients.id, appointments.clinicPatientId),
        ),
      )
      .innerJoin(
        doctors,
        and(eq(doctors.clinicId, appointments.clinicId), eq(doctors.id, appointments.doctorId)),
      )
      .innerJoin(
        locations,
        and(eq(locations.clinicId, appointments.clinicId), eq(locations.id, appointments.locationId)),
      )
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, id)));
    if (!row) throw new AppError('appointmentNotFound');
    return row;
  }
  type Loaded = Awaited<ReturnType<typeof load>>;

  /** When the patient checked in: the status history's CheckedIn row (the same on every reprint). */
  async function checkedInAt(reader: Reader, clinicId: number, a: Loaded) {
    const [row] = await reader
      .select({ at: appointmentStatusHistory.createdAt })
      .from(appointmentStatusHistory)
      .where(
        and(
          eq(appointmentStatusHistory.clinicId, clinicId),
          eq(appointmentStatusHistory.appointmentId, a.id),
          eq(appointmentStatusHistory.toStatus, AppointmentStatus.CheckedIn),
        ),
      )
      .orderBy(desc(appointmentStatusHistory.createdAt), desc(appointmentStatusHistory.id))
      .limit(1);
    return (row?.at ?? a.updatedAt).toISOString();
  }

  const basics = (a: Loaded) => ({
    code: a.code,
    patientInitials: initialsOf(a.fullName),
    doctorName: a.doctorName,
    room: a.doctorRoom ?? a.locationName,
    date: localDate(a.startAt, a.timeZone),
    time: localTime(a.startAt, a.timeZone),
  });

  async function ticket(reader: Reader, clinicId: number, a: Loaded, reprint: boolean) {
    return {
      clinicName: a.clinicName,
      locationName: a.locationName,
      ...basics(a),
      orderNumber: a.orderNumber ?? 0,
      checkedInAt: await checkedInAt(reader, clinicId, a),
      reprint,
    };
  }

  const verdictOf = (device: DeviceContext, a: Loaded) =>
    kioskVerdict(a, {
      deviceLocationId: device.locationId,
      now: clock(),
      timeZone: a.timeZone,
      lateMinutes: a.lateMinutes,
    });

  async function find(device: DeviceContext, key: KioskKey) {
    await throttle(device);
    const a = await load(db, device.clinicId, await idOf(device, key));
    const { verdict, comeBackAt } = verdictOf(device, a);
    return {
      id: a.id,
      ...basics(a),
      locationName: a.locationName,
      status: a.status,
      verdict,
      comeBackAt,
      otherLocation:
        verdict === KioskVerdict.OtherLocation ? { name: a.locationName, address: a.locationAddress } : null,
      ticket: verdict === KioskVerdict.AlreadyCheckedIn ? await ticket(db, device.clinicId, a, true) : null,
    };
  }

  /**
   * Checks in a ready appointment (the next order number in its doctor's queue, 'appointment.checkin' to the
   * desk), or reprints the ticket of one already checked in; anything else is refused with the verdict's error.
   * The row is locked while the verdict is decided, so two kiosks scanning one QR cannot both check it in.
   */
  async function checkIn(device: DeviceContext, key: KioskKey) {
    await throttle(device);
    const id = await idOf(device, key);
    return inTransaction(deps, { clinicId: device.clinicId, userId: null }, async (tx) => {
      await tx.db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.clinicId, device.clinicId), eq(appointments.id, id)))
        .for('update');
      const a = await load(tx.db, device.clinicId, id);
      const { verdict } = verdictOf(device, a);
      if (verdict === KioskVerdict.AlreadyCheckedIn) return ticket(tx.db, device.clinicId, a, true);
      if (verdict !== KioskVerdict.Ready) throw new AppError(refusalOfVerdict[verdict]);
      await applyAction(tx, id, AppointmentAction.CheckIn, { now: clock() });
      return ticket(tx.db, device.clinicId, await load(tx.db, device.clinicId, id), false);
    });
  }

  /** The device's identity and place, and the doctors of its location with their rooms: its heartbeat too. */
  async function me(device: DeviceContext) {
    const [place] = await db
      .select({ clinic: clinics, location: locations })
      .from(locations)
      .innerJoin(clinics, eq(clinics.id, locations.clinicId))
      .where(and(eq(locations.clinicId, device.clinicId), eq(locations.id, device.locationId)));
    const { clinic, location } = place!;
    const [self] = await db
      .select({ id: devices.id, kind: devices.kind, name: devices.name })
      .from(devices)
      .where(and(eq(devices.clinicId, device.clinicId), eq(devices.id, device.deviceId)));
    const doctorRows = await db
      .select({ id: doctors.id, name: doctors.name, room: doctors.room })
      .from(doctors)
      .innerJoin(
        doctorLocations,
        and(eq(doctorLocations.clinicId, doctors.clinicId), eq(doctorLocations.doctorId, doctors.id)),
      )
      .where(
        and(
          eq(doctors.clinicId, device.clinicId),
          eq(doctorLocations.locationId, device.locationId),
          eq(doctors.enabled, true),
        ),
      )
      .orderBy(asc(doctors.name), asc(doctors.id));
    const logo = await publicFileUrls(db, deps.config.jwtSecret, clinic.id, [clinic.logoFileId], clock());
    return {
      device: self!,
      clinic: {
        name: clinic.name,
        logoUrl: (clinic.logoFileId !== null && logo.get(clinic.logoFileId)) || null,
        timeZone: clinic.timeZone,
      },
      location: { id: location.id, name: location.name, address: location.address },
      doctors: doctorRows.map((d) => ({ id: d.id, name: d.name, room: d.room ?? location.name })),
    };
  }

  return { find, checkIn, me };
}
