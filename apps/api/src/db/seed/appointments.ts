import {
  AppointmentSource,
  AppointmentStatus,
  formatAppointmentCode,
  instantOfLocal,
  localDate,
} from '@clinic/domain';
import { asc, eq } from 'drizzle-orm';
import { APPOINTMENT_COUNTER } from '../../modules/appointments/appointment-create.service.js';
import { clinicTimeZone, loadOccurrences } from '../../modules/schedules/occurrences.js';
import { nextCounterValue } from '../../platform/counters.js';
import type { Tx } from '../../platform/tx.js';
import {
  appointmentStatusHistory,
  appointments,
  clinicPatients,
  doctors,
  queueCounters,
} from '../schema/index.js';

// Today's appointments of the demo doctors, so screens 10 and 11 open on a busy morning: for each
// doctor a finished visit, one in the exam room, two waiting with their order numbers, two approved, one to
// approve and one cancelled with its reason; the first doctor also has one made Invalid by a schedule change.
// Each sits in a slot of the doctor's seeded session this morning (08:00, 15-minute visits and 5 minutes' wait),
// at the location of that session (seed/schedules.ts). Deterministic: fixed times of the clinic day, patients
// taken in code order from the seeded 300.

const S = AppointmentStatus;
export const DEMO_CANCEL_REASON = 'Bệnh nhân báo bận việc đột xuất';
export const DEMO_INVALID_REASON = 'Bác sĩ đổi lịch làm việc buổi sáng';

/** Each doctor's day: time, status, order number (given at check-in), symptom. */
export const DEMO_DAY = [
  { time: '08:00', status: S.Finished, orderNumber: 1, symptom: 'Sốt, ho khan 3 ngày' },
  { time: '08:20', status: S.InProgress, orderNumber: 2, symptom: 'Đau đầu, chóng mặt' },
  { time: '08:40', status: S.CheckedIn, orderNumber: 3, symptom: 'Đau họng' },
  { time: '09:00', status: S.CheckedIn, orderNumber: 4, symptom: null },
  { time: '09:20', status: S.Approved, orderNumber: null, symptom: 'Tái khám huyết áp' },
  { time: '09:40', status: S.Approved, orderNumber: null, symptom: null },
  { time: '10:00', status: S.NotApproved, orderNumber: null, symptom: 'Đau bụng âm ỉ' },
  { time: '10:20', status: S.Canceled, orderNumber: null, symptom: null },
] as const;
const INVALID = { time: '10:40', status: S.Invalid, orderNumber: null, symptom: 'Khám tổng quát' } as const;

/** The statuses an appointment went through to reach `status`, oldest first. */
function pathTo(status: number): number[] {
  if (status === S.Canceled) return [S.NotApproved, S.Approved, S.Canceled];
  if (status === S.Invalid) return [S.NotApproved, S.Approved, S.Invalid];
  const walk = [S.NotApproved, S.Approved, S.CheckedIn, S.InProgress, S.Finished];
  return walk.slice(0, walk.indexOf(status as (typeof walk)[number]) + 1);
}

export async function seedAppointments(tx: Tx, now: Date) {
  const clinicId = tx.actor.clinicId;
  const timeZone = await clinicTimeZone(tx.db, clinicId);
  const today = localDate(now, timeZone);
  const team = await tx.db
    .select({ id: doctors.id, minutes: doctors.timePerAppointmentInMinutes })
    .from(doctors)
    .where(eq(doctors.clinicId, clinicId))
    .orderBy(asc(doctors.id));
  // Where each doctor works this morning: the location of the seeded session that holds 08:00 today.
  const morning = await loadOccurrences(tx.db, clinicId, {
    from: instantOfLocal(today, DEMO_DAY[0].time, timeZone),
    to: instantOfLocal(today, INVALID.time, timeZone),
    timeZone,
  });
  const patients = await tx.db
    .select({ id: clinicPatients.id })
    .from(clinicPatients)
    .where(eq(clinicPatients.clinicId, clinicId))
    .orderBy(asc(clinicPatients.code));
  if (patients.length === 0) return 0;

  let next = 0;
  let made = 0;
  for (const [k, doctor] of team.entries()) {
    const locationId = morning.find((o) => o.doctorId === doctor.id)?.locationId;
    if (locationId === undefined) continue;
    const day = k === 0 ? [...DEMO_DAY, INVALID] : DEMO_DAY;
    for (const visit of day) {
      const startAt = instantOfLocal(today, visit.time, timeZone);
      const clinicPatientId = patients[next % patients.length]!.id;
      next += 1;
      // The transaction's own counter, not nextCodeValue's detached statement: the clinic is created in this same
      // transaction, which another connection cannot see yet.
      const code = formatAppointmentCode(await nextCounterValue(tx, APPOINTMENT_COUNTER));
      const [row] = await tx.db
        .insert(appointments)
        .values({
          clinicId,
          code,
          clinicPatientId,
          doctorId: doctor.id,
          locationId,
          startAt,
          endAt: new Date(startAt.getTime() + doctor.minutes * 60_000),
          status: visit.status,
          symptom: visit.symptom,
          cancelReason: visit.status === S.Canceled ? DEMO_CANCEL_REASON : null,
          invalidReason: visit.status === S.Invalid ? DEMO_INVALID_REASON : null,
          orderNumber: visit.orderNumber,
          // Waiting for approval: booked by the patient on the booking site.
          source: visit.status === S.NotApproved ? AppointmentSource.Online : AppointmentSource.Staff,
        })
        .returning({ id: appointments.id });
      const path = pathTo(visit.status);
      await tx.db.insert(appointmentStatusHistory).values(
        path.map((toStatus, i) => ({
          clinicId,
          appointmentId: row!.id,
          fromStatus: i === 0 ? null : path[i - 1]!,
          toStatus,
          userId: tx.actor.userId,
          reason:
            toStatus === S.Canceled
              ? DEMO_CANCEL_REASON
              : toStatus === S.Invalid
                ? DEMO_INVALID_REASON
                : null,
        })),
      );
      made += 1;
    }
    // The doctor's queue counter stands at the last number given, so the next check-in gets the one after.
    const given = Math.max(0, ...day.map((v) => v.orderNumber ?? 0));
    if (given > 0)
      await tx.db.insert(queueCounters).values({ clinicId, doctorId: doctor.id, day: today, value: given });
  }
  return made;
}
