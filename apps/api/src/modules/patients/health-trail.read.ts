import {
  AppointmentStatus,
  type CheckInVitalKey,
  checkInVitalKeys,
  FormOwnerKind,
  localDate,
} from '@clinic/domain';
import type { PatientHealthTrail } from '@clinic/domain/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appointments,
  checkInSheets,
  prescriptions,
  properties,
  serviceSheets,
} from '../../db/schema/index.js';
import { clinicTimeZone } from '../schedules/occurrences.js';

// GET /clinic-patients/:id/health-trail: what the patient's visits measured at check-in and which ICD-10 codes
// their result sheets and prescriptions gave, so the record and the exam summary show them with their dates
// instead of the record's own (often empty) height and weight.

/** The measurements of each kind kept: the latest and a short history before it. */
export const TRAIL_MEASUREMENTS_PER_KIND = 5;
/** The distinct codes kept, newest first. */
export const TRAIL_DIAGNOSES = 10;

/** Visits that did not take place measured and diagnosed nothing. */
const notHeld = [AppointmentStatus.Canceled, AppointmentStatus.Invalid];

export async function readHealthTrail(
  db: Db,
  clinicId: number,
  patientId: number,
): Promise<PatientHealthTrail> {
  const timeZone = await clinicTimeZone(db, clinicId);
  const held = sql`${appointments.clinicId} = ${clinicId} and ${appointments.clinicPatientId} = ${patientId}
    and ${appointments.status} not in (${sql.join(
      notHeld.map((s) => sql`${s}`),
      sql`, `,
    )})`;
  const keys = sql.join(
    checkInVitalKeys.map((k) => sql`${k}`),
    sql`, `,
  );
  // The sheet keeps values by property id: the clinic's fixed check-in properties name them.
  const measured = await db.execute(sql`
    select key, value, start_at, appointment_id from (
      select ${properties.internalName} as key, v.entry->>'value' as value, ${appointments.startAt} as start_at,
        ${appointments.id} as appointment_id,
        row_number() over (partition by ${properties.internalName}
          order by ${appointments.startAt} desc, ${appointments.id} desc) as n
      from ${appointments}
      join ${checkInSheets} on ${checkInSheets.clinicId} = ${appointments.clinicId}
        and ${checkInSheets.appointmentId} = ${appointments.id}
      cross join lateral jsonb_array_elements(${checkInSheets.values}) as v(entry)
      join ${properties} on ${properties.clinicId} = ${appointments.clinicId}
        and ${properties.id} = (v.entry->>'propertyId')::int
        and ${properties.entityType} = ${FormOwnerKind.CheckInSheet} and ${properties.fixed}
        and ${properties.internalName} in (${keys})
      where ${held} and jsonb_typeof(v.entry->'value') = 'string' and btrim(v.entry->>'value') <> ''
    ) m
    where n <= ${TRAIL_MEASUREMENTS_PER_KIND}`);
  const coded = await db.execute(sql`
    select distinct on (code) code, name, start_at, appointment_id from (
      select d.item->>'code' as code, d.item->>'name' as name, ${appointments.startAt} as start_at,
        ${appointments.id} as appointment_id
      from ${appointments}
      join ${serviceSheets} on ${serviceSheets.clinicId} = ${appointments.clinicId}
        and ${serviceSheets.appointmentId} = ${appointments.id}
      cross join lateral jsonb_array_elements(${serviceSheets.diagnoses}) as d(item)
      where ${held}
      union all
      select d.item->>'code', d.item->>'name', ${appointments.startAt}, ${appointments.id}
      from ${appointments}
      join ${prescriptions} on ${prescriptions.clinicId} = ${appointments.clinicId}
        and ${prescriptions.appointmentId} = ${appointments.id}
      cross join lateral jsonb_array_elements(${prescriptions.diagnoses}) as d(item)
      where ${held}
    ) c
    order by code, start_at desc, appointment_id desc`);
  type Row = { start_at: Date | string; appointment_id: number };
  const dateOf = (r: Row) => localDate(new Date(r.start_at), timeZone);
  const newestFirst = (a: Row, b: Row) =>
    new Date(b.start_at).getTime() - new Date(a.start_at).getTime() || b.appointment_id - a.appointment_id;
  const shown = (key: CheckInVitalKey) => checkInVitalKeys.indexOf(key);
  const diagnoses = (coded.rows as unknown as (Row & { code: string; name: string })[])
    .sort(newestFirst)
    .slice(0, TRAIL_DIAGNOSES)
    .map((r) => ({ code: r.code, name: r.name, date: dateOf(r), appointmentId: r.appointment_id }));
  // Newest visit first; a visit's measurements in the order the screens show them.
  const measurements = (measured.rows as unknown as (Row & { key: CheckInVitalKey; value: string })[])
    .sort((a, b) => newestFirst(a, b) || shown(a.key) - shown(b.key))
    .map((r) => ({ key: r.key, value: r.value.trim(), date: dateOf(r), appointmentId: r.appointment_id }));
  return { measurements, diagnoses };
}
