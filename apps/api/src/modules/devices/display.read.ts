import { AppointmentStatus, addDays, DISPLAY_NEXT_COUNT, instantOfLocal, localDate } from '@clinic/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import {
  appointments,
  clinicPatients,
  clinics,
  doctors,
  locations,
  queueCalls,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { DeviceContext } from '../../platform/device-auth.js';
import { initialsOf } from './kiosk-rules.js';
/** How many of today's calls a display gets back: the strip it shows, and what it may have missed offline. */
export const DISPLAY_RECENT_CALLS = 8;

// The waiting-room display's read (the display draws the screen from it and speaks the
// calls): today's queue at the display's location, per doctor and room — the number in the exam room and the next
// numbers, order numbers and initials only, never a name.

export function displayService(deps: AppDeps) {
  const { db, clock } = deps;

  async function queue(device: DeviceContext) {
    const [place] = await db
      .select({ clinicName: clinics.name, timeZone: clinics.timeZone, locationName: locations.name })
      .from(locations)
      .innerJoin(clinics, eq(clinics.id, locations.clinicId))
      .where(and(eq(locations.clinicId, device.clinicId), eq(locations.id, device.locationId)));
    const { clinicName, timeZone, locationName } = place!;
    const day = localDate(clock(), timeZone);
    const rows = await db
      .select({
        doctorId: appointments.doctorId,
        doctorName: doctors.name,
        room: doctors.room,
        status: appointments.status,
        orderNumber: appointments.orderNumber,
        updatedAt: appointments.updatedAt,
        fullName: clinicPatients.fullName,
      })
      .from(appointments)
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
      .where(
        and(
          eq(appointments.clinicId, device.clinicId),
          eq(appointments.locationId, device.locationId),
          inArray(appointments.status, [AppointmentStatus.CheckedIn, AppointmentStatus.InProgress]),
          isNotNull(appointments.orderNumber),
          gte(appointments.startAt, instantOfLocal(day, '00:00', timeZone)),
          lt(appointments.startAt, instantOfLocal(addDays(day, 1), '00:00', timeZone)),
        ),
      )
      .orderBy(asc(doctors.name), asc(appointments.doctorId), asc(appointments.orderNumber));

    const byDoctor = new Map<number, typeof rows>();
    for (const row of rows) byDoctor.set(row.doctorId, [...(byDoctor.get(row.doctorId) ?? []), row]);
    const ticket = (r: (typeof rows)[number]) => ({
      orderNumber: r.orderNumber!,
      initials: initialsOf(r.fullName),
    });
    const dayStart = instantOfLocal(day, '00:00', timeZone);
    const recent = await recentCalls(device, dayStart, instantOfLocal(addDays(day, 1), '00:00', timeZone));
    return {
      clinicName,
      locationName,
      date: day,
      recentCalls: recent,
      doctors: [...byDoctor.values()].map((list) => {
        const first = list[0]!;
        // The patient called in most recently is the one in the room.
        const serving = list
          .filter((r) => r.status === AppointmentStatus.InProgress)
          .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
        return {
          doctorId: first.doctorId,
          doctorName: first.doctorName,
          room: first.room ?? locationName,
          serving: serving ? ticket(serving) : null,
          next: list
            .filter((r) => r.status === AppointmentStatus.CheckedIn)
            .slice(0, DISPLAY_NEXT_COUNT)
            .map(ticket),
        };
      }),
    };
  }

  /**
   * Today's last calls at the location, newest first. After a reconnect the display speaks those it has not
   * spoken yet, so a call made while its socket was down is not lost.
   */
  async function recentCalls(device: DeviceContext, from: Date, to: Date) {
    const rows = await db
      .select({
        id: queueCalls.id,
        orderNumber: queueCalls.orderNumber,
        room: queueCalls.room,
        calledAt: queueCalls.createdAt,
        doctorName: doctors.name,
        fullName: clinicPatients.fullName,
      })
      .from(queueCalls)
      .innerJoin(
        appointments,
        and(eq(appointments.clinicId, queueCalls.clinicId), eq(appointments.id, queueCalls.appointmentId)),
      )
      .innerJoin(
        clinicPatients,
        and(
          eq(clinicPatients.clinicId, appointments.clinicId),
          eq(clinicPatients.id, appointments.clinicPatientId),
        ),
      )
      .innerJoin(doctors, and(eq(doctors.clinicId, queueCalls.clinicId), eq(doctors.id, queueCalls.doctorId)))
      .where(
        and(
          eq(queueCalls.clinicId, device.clinicId),
          eq(queueCalls.locationId, device.locationId),
          gte(queueCalls.createdAt, from),
          lt(queueCalls.createdAt, to),
        ),
      )
      .orderBy(desc(queueCalls.createdAt), desc(queueCalls.id))
      .limit(DISPLAY_RECENT_CALLS);
    return rows.map(({ fullName, calledAt, ...call }) => ({
      ...call,
      initials: initialsOf(fullName),
      calledAt: calledAt.toISOString(),
    }));
  }

  return { queue };
}
