import { ActivityAction, ActivityEntityType, AppError, FileKind } from '@clinic/domain';
import type { LabResultInput, LabResultItem, labResultSearchFilter } from '@clinic/domain/contracts';
import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { appointments, clinicPatients, labResults } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import { FileOwnerKind } from '../../platform/files/owners.js';
import { assertReadyFiles, attachFiles } from '../../platform/files/ready-files.js';
import { offsetOf, type Paging, page, totalOf } from '../../platform/paging.js';
import type { Tx } from '../../platform/tx.js';
import { patientKeywordFilter } from '../patients/patient-search.read.js';
import { selectResults, withFiles } from './lab-results.read.js';

// Lab results (screen 41): a laboratory's report attached to a patient, and to one of their visits when it was
// ordered in one. The files go through the upload flow first (kind LabResult: PDF, JPG, PNG); the row keeps
// their ids in the order given.

type LabResultSearchFilter = z.output<typeof labResultSearchFilter>;

/** POST /lab-results/create: the patient (checked by the guard), their visit when given, and ready files. */
export async function createLabResult(tx: Tx, input: LabResultInput): Promise<LabResultItem> {
  const clinicId = tx.actor.clinicId;
  if (input.appointmentId != null) {
    // The guard found the visit in the clinic; it must also be this patient's, or the result would land in
    // another patient's record.
    const [visit] = await tx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.clinicId, clinicId),
          eq(appointments.id, input.appointmentId),
          eq(appointments.clinicPatientId, input.clinicPatientId),
        ),
      );
    if (!visit) throw new AppError('appointmentNotFound');
  }
  const fileIds = await assertReadyFiles(tx, input.physicalFileIds, FileKind.LabResult, 'new');
  const [row] = await tx.db
    .insert(labResults)
    .values({
      clinicId,
      clinicPatientId: input.clinicPatientId,
      appointmentId: input.appointmentId ?? null,
      laboratoryId: input.laboratoryId,
      resultDate: input.resultDate,
      note: input.note ?? null,
      fileIds,
      createdBy: tx.actor.userId,
    })
    .returning({ id: labResults.id });
  await attachFiles(tx, fileIds, { kind: FileOwnerKind.LabResult, id: row!.id });
  await record(tx, ActivityEntityType.LabResult, row!.id, ActivityAction.Create, {
    clinicPatientId: input.clinicPatientId,
    appointmentId: input.appointmentId ?? null,
    laboratoryId: input.laboratoryId,
    files: fileIds.length,
  });
  const rows = await selectResults(tx.db, clinicId, eq(labResults.id, row!.id));
  return (await withFiles(tx.db, clinicId, rows))[0]!;
}

/** The conditions of a search body; the keyword tests the joined patient. */
function searchWhere(filter: LabResultSearchFilter) {
  const keyword = filter.keyword?.trim();
  return and(
    filter.from ? gte(labResults.resultDate, filter.from) : undefined,
    filter.to ? lte(labResults.resultDate, filter.to) : undefined,
    filter.laboratoryIds?.length ? inArray(labResults.laboratoryId, filter.laboratoryIds) : undefined,
    filter.clinicPatientId ? eq(labResults.clinicPatientId, filter.clinicPatientId) : undefined,
    keyword ? patientKeywordFilter(keyword) : undefined,
  );
}

/** POST /lab-results: newest result date first, paged; three statements at most (page, files, count). */
export async function searchLabResults(
  db: Db,
  clinicId: number,
  paging: Paging,
  filter: LabResultSearchFilter,
) {
  const where = searchWhere(filter);
  const rows = await selectResults(db, clinicId, where).limit(paging.pageSize).offset(offsetOf(paging));
  const total = await totalOf(rows, paging, async () => {
    const [n] = await db
      .select({ n: count() })
      .from(labResults)
      .innerJoin(
        clinicPatients,
        and(
          eq(clinicPatients.clinicId, labResults.clinicId),
          eq(clinicPatients.id, labResults.clinicPatientId),
        ),
      )
      .where(and(eq(labResults.clinicId, clinicId), where));
    return n?.n ?? 0;
  });
  return page(await withFiles(db, clinicId, rows), total, paging);
}
