import { AppointmentStatus, localDate, localTime } from '@clinic/domain';
import type { VisitSummary } from '@clinic/domain/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appointments,
  doctors,
  labResults,
  prescriptionItems,
  prescriptions,
  serviceOrders,
  serviceSheets,
  services,
} from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { offsetOf, type Paging, page, totalOf } from '../../platform/paging.js';
import { doctorScope } from '../appointments/appointment-scope.js';
import { clinicTimeZone } from '../schedules/occurrences.js';

// GET /clinic-patients/:id/visits: a patient's visits newest first, each summed up. A page costs a fixed number of
// statements whatever its size: the page off appointments_patient_time, then one read per area for all its visits.

/** An appointment the patient came to. */
const visitStatuses = [AppointmentStatus.CheckedIn, AppointmentStatus.InProgress, AppointmentStatus.Finished];

type Summary = Pick<VisitSummary, 'diagnosis' | 'conclusion' | 'reExamDate'>;

/** Diagnosis, conclusion and re-exam date of each visit from its result sheets, the visit-wide sheet first. */
async function sheetSummaries(db: Db, clinicId: number, ids: number[]) {
  const rows = await db
    .select({
      appointmentId: serviceSheets.appointmentId,
      diagnosis: serviceSheets.diagnosis,
      conclusion: serviceSheets.conclusion,
      nextAppointmentDate: serviceSheets.nextAppointmentDate,
    })
    .from(serviceSheets)
    .leftJoin(
      serviceOrders,
      and(
        eq(serviceOrders.clinicId, serviceSheets.clinicId),
        eq(serviceOrders.id, serviceSheets.serviceOrderId),
      ),
    )
    .where(and(eq(serviceSheets.clinicId, clinicId), inArray(serviceSheets.appointmentId, ids)))
    .orderBy(sql`${serviceOrders.position} asc nulls first`, asc(serviceSheets.id));
  const byVisit = new Map<number, Summary>();
  for (const row of rows) {
    const found = byVisit.get(row.appointmentId) ?? { diagnosis: null, conclusion: null, reExamDate: null };
    found.diagnosis ??= row.diagnosis;
    found.conclusion ??= row.conclusion;
    // The latest date any sheet asked the patient back.
    if (row.nextAppointmentDate && (!found.reExamDate || row.nextAppointmentDate > found.reExamDate))
      found.reExamDate = row.nextAppointmentDate;
    byVisit.set(row.appointmentId, found);
  }
  return byVisit;
}

const serviceNames = (db: Db, clinicId: number, ids: number[]) =>
  db
    .select({ appointmentId: serviceOrders.appointmentId, name: services.name })
    .from(serviceOrders)
    .innerJoin(
      services,
      and(eq(services.clinicId, serviceOrders.clinicId), eq(services.id, serviceOrders.serviceId)),
    )
    .where(and(eq(serviceOrders.clinicId, clinicId), inArray(serviceOrders.appointmentId, ids)))
    .orderBy(asc(serviceOrders.position), asc(serviceOrders.id));

const prescriptionSummaries = (db: Db, clinicId: number, ids: number[]) =>
  db
    .select({
      appointmentId: prescriptions.appointmentId,
      diagnosis: prescriptions.diagnosis,
      reExamDate: prescriptions.reExamDate,
      items: count(prescriptionItems.id),
    })
    .from(prescriptions)
    .leftJoin(prescriptionItems, eq(prescriptionItems.prescriptionId, prescriptions.id))
    .where(and(eq(prescriptions.clinicId, clinicId), inArray(prescriptions.appointmentId, ids)))
    .groupBy(prescriptions.id);

const labResultCounts = (db: Db, clinicId: number, ids: number[]) =>
  db
    .select({ appointmentId: labResults.appointmentId, n: count() })
    .from(labResults)
    .where(and(eq(labResults.clinicId, clinicId), inArray(labResults.appointmentId, ids)))
    .groupBy(labResults.appointmentId);

/** The patient's visits with a doctor the caller sees, newest first. The route guard checked the patient. */
export async function readVisitHistory(db: Db, auth: AuthContext, patientId: number, paging: Paging) {
  const { clinicId } = auth;
  const where = and(
    eq(appointments.clinicId, clinicId),
    eq(appointments.clinicPatientId, patientId),
    inArray(appointments.status, visitStatuses),
    await doctorScope(db, auth),
  );
  const [timeZone, visits] = await Promise.all([
    clinicTimeZone(db, clinicId),
    db
      .select({
        id: appointments.id,
        code: appointments.code,
        status: appointments.status,
        startAt: appointments.startAt,
        doctorId: appointments.doctorId,
        doctorName: doctors.name,
      })
      .from(appointments)
      .leftJoin(
        doctors,
        and(eq(doctors.clinicId, appointments.clinicId), eq(doctors.id, appointments.doctorId)),
      )
      .where(where)
      .orderBy(desc(appointments.startAt), desc(appointments.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
  ]);
  const total = await totalOf(visits, paging, async () =>
    Number((await db.select({ n: count() }).from(appointments).where(where))[0]?.n ?? 0),
  );
  const ids = visits.map((v) => v.id);
  if (ids.length === 0) return page([], total, paging);

  const [sheets, names, prescribed, labs] = await Promise.all([
    sheetSummaries(db, clinicId, ids),
    serviceNames(db, clinicId, ids),
    prescriptionSummaries(db, clinicId, ids),
    labResultCounts(db, clinicId, ids),
  ]);
  const prescriptionOf = new Map(prescribed.map((p) => [p.appointmentId, p]));
  const labCountOf = new Map(labs.map((l) => [l.appointmentId, Number(l.n)]));
  const summaries: VisitSummary[] = visits.map((v) => {
    const sheet = sheets.get(v.id);
    const prescription = prescriptionOf.get(v.id);
    return {
      id: v.id,
      code: v.code,
      status: v.status,
      start: v.startAt.toISOString(),
      date: localDate(v.startAt, timeZone),
      time: localTime(v.startAt, timeZone),
      doctorId: v.doctorId,
      doctorName: v.doctorName ?? null,
      diagnosis: sheet?.diagnosis ?? prescription?.diagnosis ?? null,
      conclusion: sheet?.conclusion ?? null,
      services: names.filter((n) => n.appointmentId === v.id).map((n) => n.name),
      prescriptionItemCount: prescription ? Number(prescription.items) : 0,
      reExamDate: prescription?.reExamDate ?? sheet?.reExamDate ?? null,
      labResultCount: labCountOf.get(v.id) ?? 0,
    };
  });
  return page(summaries, total, paging);
}
