import type { LabResultItem } from '@clinic/domain/contracts';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { appointments, clinicPatients, labResults, physicalFiles } from '../../db/schema/index.js';

// Reading lab results as answered: the list of screen 41, a created one, and a visit's (the medical record).

/** The columns of a result and its patient and visit, read in one statement for any number of rows. */
const itemColumns = {
  id: labResults.id,
  clinicPatientId: labResults.clinicPatientId,
  appointmentId: labResults.appointmentId,
  appointmentCode: appointments.code,
  laboratoryId: labResults.laboratoryId,
  resultDate: labResults.resultDate,
  note: labResults.note,
  fileIds: labResults.fileIds,
  createdBy: labResults.createdBy,
  createdAt: labResults.createdAt,
  patient: {
    id: clinicPatients.id,
    code: clinicPatients.code,
    fullName: clinicPatients.fullName,
    phone: clinicPatients.phone,
    gender: clinicPatients.gender,
    yearOfBirth: clinicPatients.yearOfBirth,
  },
};

/** Lab results with their patient and visit code; `where` may test the patient's columns (the keyword). */
export function selectResults(db: Db | DbTx, clinicId: number, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(labResults)
    .innerJoin(
      clinicPatients,
      and(
        eq(clinicPatients.clinicId, labResults.clinicId),
        eq(clinicPatients.id, labResults.clinicPatientId),
      ),
    )
    .leftJoin(
      appointments,
      and(eq(appointments.clinicId, labResults.clinicId), eq(appointments.id, labResults.appointmentId)),
    )
    .where(and(eq(labResults.clinicId, clinicId), where))
    .orderBy(desc(labResults.resultDate), desc(labResults.id));
}

export type ResultRow = Awaited<ReturnType<typeof selectResults>>[number];

/** The rows as answered, each with its files' names and types: one more statement for the whole page. */
export async function withFiles(
  db: Db | DbTx,
  clinicId: number,
  rows: ResultRow[],
): Promise<LabResultItem[]> {
  const ids = [...new Set(rows.flatMap((r) => r.fileIds))];
  const files = ids.length
    ? await db
        .select({ id: physicalFiles.id, name: physicalFiles.name, type: physicalFiles.contentType })
        .from(physicalFiles)
        .where(and(eq(physicalFiles.clinicId, clinicId), inArray(physicalFiles.id, ids)))
    : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  return rows.map(({ fileIds, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    files: fileIds.flatMap((id) => {
      const file = byId.get(id);
      return file ? [{ physicalFileId: id, fileName: file.name, mimeType: file.type }] : [];
    }),
  }));
}

/** The lab results of one visit, newest result date first (the medical record composes them). */
export async function readVisitLabResults(
  db: Db | DbTx,
  clinicId: number,
  appointmentId: number,
): Promise<LabResultItem[]> {
  const rows = await selectResults(db, clinicId, eq(labResults.appointmentId, appointmentId));
  return withFiles(db, clinicId, rows);
}
