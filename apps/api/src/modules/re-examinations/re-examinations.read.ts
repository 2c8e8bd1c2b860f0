import { AppointmentStatus, addDays, localDate, localTime, RE_EXAM_GRACE_DAYS } from '@clinic/domain';
import type { ReExaminationItem, reExaminationFilter } from '@clinic/domain/contracts';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  appointments,
  clinicPatients,
  doctorSpecialties,
  doctors,
  prescriptions,
  serviceSheets,
} from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { offsetOf, type Paging, page, totalOf } from '../../platform/paging.js';
import { doctorScope } from '../appointments/appointment-scope.js';
import { patientKeywordFilter } from '../patients/patient-search.read.js';
import { clinicTimeZone } from '../schedules/occurrences.js';

// The re-examination list (screen 42): visits whose result sheet or prescription set a date to come back, within a
// window, and whether the patient already booked a later appointment. A visit may carry several dates (a sheet per
// ordered service, and the prescription): its date is the latest of them, so a visit whose doctor moved the date
// out of the window leaves the list. A later appointment answers the re-examination only inside its due window
// (after the exam, up to the due date plus RE_EXAM_GRACE_DAYS) and with the same doctor or one sharing a
// specialty: a visit for something else, or long after, leaves the row offering to book.

type ReExaminationFilter = z.output<typeof reExaminationFilter>;

/** The list opens on the coming week: today and the 7 days after, in the clinic's zone. */
export const RE_EXAM_WINDOW_DAYS = 7;

/** An appointment that no longer holds the patient's place does not count as booked. */
const notBooking = [AppointmentStatus.Canceled, AppointmentStatus.Invalid];

/**
 * Each visit with a date in [from, to] and the latest of its dates with where it came from (a prescription wins a
 * tie: it is what the patient takes home). The window is tested on the dates' partial indexes first, so only the
 * visits in it are gathered.
 */
function latestDates(clinicId: number, from: string, to: string) {
  const inWindow = sql`(
    select ${serviceSheets.appointmentId} from ${serviceSheets}
    where ${serviceSheets.clinicId} = ${clinicId} and ${serviceSheets.nextAppointmentDate} between ${from} and ${to}
    union
    select ${prescriptions.appointmentId} from ${prescriptions}
    where ${prescriptions.clinicId} = ${clinicId} and ${prescriptions.reExamDate} between ${from} and ${to}
  )`;
  return sql`select distinct on (d.appointment_id) d.appointment_id, d.re_exam_date, d.source, d.diagnosis
    from (
      select ${serviceSheets.appointmentId} as appointment_id, ${serviceSheets.nextAppointmentDate} as re_exam_date,
        'serviceSheet' as source, ${serviceSheets.diagnosis} as diagnosis, 1 as rank
      from ${serviceSheets}
      where ${serviceSheets.clinicId} = ${clinicId} and ${serviceSheets.nextAppointmentDate} is not null
        and ${serviceSheets.appointmentId} in ${inWindow}
      union all
      select ${prescriptions.appointmentId}, ${prescriptions.reExamDate}, 'prescription', ${prescriptions.diagnosis}, 0
      from ${prescriptions}
      where ${prescriptions.clinicId} = ${clinicId} and ${prescriptions.reExamDate} is not null
        and ${prescriptions.appointmentId} in ${inWindow}
    ) d
    order by d.appointment_id, d.re_exam_date desc, d.rank`;
}

interface Row {
  appointment_id: number;
  appointment_code: string;
  re_exam_date: string;
  source: 'serviceSheet' | 'prescription';
  diagnosis: string | null;
  doctor_id: number;
  doctor_name: string;
  location_id: number;
  patient_id: number;
  patient_code: string;
  full_name: string;
  phone: string;
  gender: number;
  year_of_birth: number | null;
  booked_id: number | null;
  booked_code: string | null;
  booked_start: Date | string | null;
  booked_status: number | null;
}

/**
 * POST /re-examination-appointments: one row per visit, by date then patient name, paged; with the patient's
 * first appointment in the due window, with the same doctor or specialty, that still holds a place. Two statements at most (the page, its count).
 */
export async function searchReExaminations(
  db: Db,
  auth: AuthContext,
  paging: Paging,
  filter: ReExaminationFilter,
  now: Date,
): Promise<ReturnType<typeof page<ReExaminationItem>>> {
  const timeZone = await clinicTimeZone(db, auth.clinicId);
  const today = localDate(now, timeZone);
  const from = filter.from ?? today;
  const to = filter.to ?? addDays(from, RE_EXAM_WINDOW_DAYS);
  const keyword = filter.keyword?.trim();
  // Written on the tables' own names, so the shared fragments (the caller's doctors, the patient keyword) apply.
  const where = and(
    sql`latest.re_exam_date between ${from} and ${to}`,
    await doctorScope(db, auth),
    filter.doctorIds?.length ? inArray(appointments.doctorId, filter.doctorIds) : undefined,
    keyword ? patientKeywordFilter(keyword) : undefined,
  ) as SQL;
  const joined = sql`from (${latestDates(auth.clinicId, from, to)}) latest
    join ${appointments} on ${appointments.clinicId} = ${auth.clinicId} and ${appointments.id} = latest.appointment_id
    join ${clinicPatients} on ${clinicPatients.clinicId} = ${auth.clinicId}
      and ${clinicPatients.id} = ${appointments.clinicPatientId}
    join ${doctors} on ${doctors.clinicId} = ${auth.clinicId} and ${doctors.id} = ${appointments.doctorId}`;
  const result = await db.execute(sql`
    select latest.appointment_id, ${appointments.code} as appointment_code, latest.re_exam_date::text as re_exam_date,
      latest.source, latest.diagnosis, ${appointments.doctorId} as doctor_id, ${doctors.name} as doctor_name,
      ${appointments.locationId} as location_id, ${clinicPatients.id} as patient_id,
      ${clinicPatients.code} as patient_code, ${clinicPatients.fullName} as full_name, ${clinicPatients.phone} as phone,
      ${clinicPatients.gender}::int as gender, ${clinicPatients.yearOfBirth}::int as year_of_birth,
      booked.id as booked_id, booked.code as booked_code, booked.start_at as booked_start,
      booked.status::int as booked_status
    ${joined}
    left join lateral (
      select b.id, b.code, b.start_at, b.status from ${appointments} b
      where b.clinic_id = ${auth.clinicId} and b.clinic_patient_id = ${appointments.clinicPatientId}
        and b.start_at > ${appointments.startAt}
        and b.start_at < ((latest.re_exam_date + ${RE_EXAM_GRACE_DAYS + 1}::int)::timestamp at time zone ${timeZone})
        and (b.doctor_id = ${appointments.doctorId} or exists (
          select 1 from ${doctorSpecialties} mine
          join ${doctorSpecialties} theirs on theirs.clinic_id = mine.clinic_id
            and theirs.specialty_id = mine.specialty_id
          where mine.clinic_id = ${auth.clinicId} and mine.doctor_id = ${appointments.doctorId}
            and theirs.doctor_id = b.doctor_id))
        and b.status not in (${sql.join(
          notBooking.map((s) => sql`${s}`),
          sql`, `,
        )})
      order by b.start_at, b.id
      limit 1
    ) booked on true
    where ${where}
    order by latest.re_exam_date, ${clinicPatients.searchName}, latest.appointment_id
    limit ${paging.pageSize} offset ${offsetOf(paging)}`);
  const rows = result.rows as unknown as Row[];
  const total = await totalOf(rows, paging, async () => {
    const counted = await db.execute(sql`select count(*)::int as n ${joined} where ${where}`);
    return (counted.rows[0] as { n: number } | undefined)?.n ?? 0;
  });
  return page(
    rows.map((r) => itemOf(r, timeZone)),
    total,
    paging,
  );
}

function itemOf(r: Row, timeZone: string): ReExaminationItem {
  const bookedStart = r.booked_start === null ? null : new Date(r.booked_start);
  return {
    appointmentId: r.appointment_id,
    appointmentCode: r.appointment_code,
    reExamDate: r.re_exam_date,
    source: r.source,
    patient: {
      id: r.patient_id,
      code: r.patient_code,
      fullName: r.full_name,
      phone: r.phone,
      gender: r.gender,
      yearOfBirth: r.year_of_birth,
    },
    doctorId: r.doctor_id,
    doctorName: r.doctor_name,
    locationId: r.location_id,
    diagnosis: r.diagnosis,
    bookedAppointment:
      bookedStart && r.booked_id !== null
        ? {
            id: r.booked_id,
            code: r.booked_code ?? '',
            date: localDate(bookedStart, timeZone),
            time: localTime(bookedStart, timeZone),
            status: r.booked_status ?? 0,
          }
        : null,
  };
}
