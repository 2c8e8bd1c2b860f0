import { addDays, instantOfLocal } from '@clinic/domain';
import type { NationalPrescriptionRow, prescriptionsContract } from '@clinic/domain/contracts';
import { and, count, desc, eq, gte, ilike, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { appointments, clinicPatients, doctors, prescriptions } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { offsetOf, page, totalOf } from '../../platform/paging.js';
import { likeEscape } from '../../resources/define-resource.js';
import { doctorScope } from '../appointments/appointment-scope.js';
import { patientKeywordFilter } from '../patients/patient-search.read.js';
import { clinicTimeZone } from '../schedules/occurrences.js';
import { nationalStateOf } from './state.js';

type Query = z.output<typeof prescriptionsContract.nationalList.query>;

/**
 * GET /national-prescriptions: the prescriptions queued for the national system, newest queued first, narrowed by
 * status, the clinic days they were queued and a keyword (the patient, or a national code); the caller's doctors only.
 */
export async function listNationalPrescriptions(db: Db, auth: AuthContext, query: Query) {
  const timeZone = await clinicTimeZone(db, auth.clinicId);
  const keyword = query.keyword?.trim();
  const where = and(
    eq(prescriptions.clinicId, auth.clinicId),
    isNotNull(prescriptions.nationalStatus),
    query.status ? eq(prescriptions.nationalStatus, query.status) : undefined,
    query.from
      ? gte(prescriptions.nationalQueuedAt, instantOfLocal(query.from, '00:00', timeZone))
      : undefined,
    query.to
      ? lt(prescriptions.nationalQueuedAt, instantOfLocal(addDays(query.to, 1), '00:00', timeZone))
      : undefined,
    keyword ? keywordFilter(keyword) : undefined,
    await doctorScope(db, auth),
  );
  const selection = {
    p: prescriptions,
    appointmentCode: appointments.code,
    patientName: clinicPatients.fullName,
    patientCode: clinicPatients.code,
    doctorName: doctors.name,
  };
  const rows = await db
    .select(selection)
    .from(prescriptions)
    .innerJoin(appointments, ofVisit)
    .innerJoin(clinicPatients, ofPatient)
    .leftJoin(doctors, ofDoctor)
    .where(where)
    .orderBy(desc(prescriptions.nationalQueuedAt), desc(prescriptions.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = await totalOf(rows, query, async () => {
    const [counted] = await db
      .select({ n: count() })
      .from(prescriptions)
      .innerJoin(appointments, ofVisit)
      .innerJoin(clinicPatients, ofPatient)
      .where(where);
    return counted?.n ?? 0;
  });
  const items: NationalPrescriptionRow[] = rows.map((r) => ({
    prescriptionId: r.p.id,
    appointmentId: r.p.appointmentId,
    appointmentCode: r.appointmentCode,
    patientName: r.patientName,
    patientCode: r.patientCode,
    doctorName: r.doctorName,
    createdAt: r.p.createdAt.toISOString(),
    national: nationalStateOf(r.p),
  }));
  return page(items, total, query);
}

// How each prescription meets its visit, patient and doctor (the page and its count join the same way).
const ofVisit = and(
  eq(appointments.clinicId, prescriptions.clinicId),
  eq(appointments.id, prescriptions.appointmentId),
);
const ofPatient = and(
  eq(clinicPatients.clinicId, prescriptions.clinicId),
  eq(clinicPatients.id, prescriptions.clinicPatientId),
);
const ofDoctor = and(eq(doctors.clinicId, appointments.clinicId), eq(doctors.id, appointments.doctorId));

/** A national code typed (or its start), else the patient's name, code or phone. */
function keywordFilter(keyword: string): SQL | undefined {
  // The facility code may hold letters (upper case) and the kind is lower case: compared without case.
  return or(ilike(prescriptions.nationalCode, `${likeEscape(keyword)}%`), patientKeywordFilter(keyword));
}
