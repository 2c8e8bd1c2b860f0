import { AppointmentStatus, activeAppointmentStatuses, addDays, instantOfLocal } from '@clinic/domain';
import { and, eq, gte, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { appointments, clinicPatients, prescriptions, serviceSheets } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { JobToEnqueue } from '../../platform/jobs/jobs.js';
import { enqueueAll } from '../../platform/jobs/runner.js';
import { JobKind } from '../../platform/jobs/tick.js';
import { clinicTimeZone } from '../schedules/occurrences.js';

// The day-before reminders: a sweep per clinic, run every tick from REMINDER_SEND_FROM_HOUR of the
// clinic's day, offers one `reminder.send` job per appointment and per re-examination date of tomorrow. The job's
// key names the thing and its date, so a second sweep (the next tick, another instance) adds nothing, a booking
// made after the first sweep is picked up by the next one, and a visit moved to another day is reminded again.

export const REMINDER_SEND = JobKind.ReminderSend;

export type ReminderPayload =
  | { type: 'appointment'; appointmentId: number; date: string }
  | { type: 're-exam'; appointmentId: number; date: string };

export const reminderKey = (p: ReminderPayload) => `reminder:${p.type}:${p.appointmentId}:${p.date}`;

/** A patient the configured channel can reach: an e-mail, or a phone when the channel is a phone channel. */
function reachable(deps: AppDeps): SQL {
  const email = and(isNotNull(clinicPatients.email), ne(clinicPatients.email, '')) as SQL;
  return deps.messages.primary === 'email' ? email : (or(email, ne(clinicPatients.phone, '')) as SQL);
}

/** Offers tomorrow's reminders of one clinic, `day` being its today; answers how many were new. */
export async function sweepReminders(deps: AppDeps, clinicId: number, day: string): Promise<number> {
  const timeZone = await clinicTimeZone(deps.db, clinicId);
  const tomorrow = addDays(day, 1);
  const from = instantOfLocal(tomorrow, '00:00', timeZone);
  const to = instantOfLocal(addDays(tomorrow, 1), '00:00', timeZone);

  const booked = await deps.db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(
      clinicPatients,
      and(eq(clinicPatients.clinicId, clinicId), eq(clinicPatients.id, appointments.clinicPatientId)),
    )
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        gte(appointments.startAt, from),
        lt(appointments.startAt, to),
        inArray(appointments.status, [...activeAppointmentStatuses]),
        reachable(deps),
      ),
    );

  // A visit's re-examination date is the latest its result sheets and prescription set (as on the re-examination
  // list); a patient who already booked a later visit gets that visit's reminder instead.
  const reExams = await deps.db.execute<{ id: number }>(sql`
    select a.id from (
      select d.appointment_id, max(d.re_exam_date) as re_exam_date from (
        select ${serviceSheets.appointmentId} as appointment_id, ${serviceSheets.nextAppointmentDate} as re_exam_date
        from ${serviceSheets}
        where ${serviceSheets.clinicId} = ${clinicId} and ${serviceSheets.nextAppointmentDate} = ${tomorrow}
        union all
        select ${prescriptions.appointmentId}, ${prescriptions.reExamDate} from ${prescriptions}
        where ${prescriptions.clinicId} = ${clinicId} and ${prescriptions.reExamDate} = ${tomorrow}
      ) d group by d.appointment_id
    ) latest
    join ${appointments} a on a.clinic_id = ${clinicId} and a.id = latest.appointment_id
    join ${clinicPatients} on ${clinicPatients.clinicId} = ${clinicId} and ${clinicPatients.id} = a.clinic_patient_id
    where ${reachable(deps)}
      and not exists (select 1 from ${serviceSheets} s where s.clinic_id = ${clinicId}
        and s.appointment_id = a.id and s.next_appointment_date > ${tomorrow})
      and not exists (select 1 from ${prescriptions} p where p.clinic_id = ${clinicId}
        and p.appointment_id = a.id and p.re_exam_date > ${tomorrow})
      and not exists (select 1 from ${appointments} b where b.clinic_id = ${clinicId}
        and b.clinic_patient_id = a.clinic_patient_id and b.start_at > a.start_at
        and b.status not in (${AppointmentStatus.Canceled}, ${AppointmentStatus.Invalid}))`);

  const payloads: ReminderPayload[] = [
    ...booked.map((r) => ({ type: 'appointment' as const, appointmentId: r.id, date: tomorrow })),
    ...(reExams.rows as { id: number }[]).map((r) => ({
      type: 're-exam' as const,
      appointmentId: Number(r.id),
      date: tomorrow,
    })),
  ];
  const list: JobToEnqueue[] = payloads.map((p) => ({
    kind: REMINDER_SEND,
    key: reminderKey(p),
    clinicId,
    payload: p,
  }));
  return enqueueAll(deps.db, deps.clock, list);
}
