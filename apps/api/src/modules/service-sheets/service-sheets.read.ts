import type { ServiceSheetItem } from '@clinic/domain/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { forms, serviceOrders, serviceSheets, services, users } from '../../db/schema/index.js';
import { withEnglishNames } from '../icd10/icd10-list.js';

// The result sheets of visits as the API answers them: the exam screen's panel, the medical record, and the
// visit history's diagnosis and conclusion.

const sheetColumns = {
  sheet: serviceSheets,
  serviceName: services.name,
  formName: forms.name,
  createdByName: users.fullName,
};

type SheetRead = {
  sheet: typeof serviceSheets.$inferSelect;
  serviceName: string | null;
  formName: string;
  createdByName: string | null;
};

export const serviceSheetItemOf = ({
  sheet,
  serviceName,
  formName,
  createdByName,
}: SheetRead): ServiceSheetItem => ({
  id: sheet.id,
  appointmentId: sheet.appointmentId,
  serviceOrderId: sheet.serviceOrderId,
  serviceName,
  formId: sheet.formId,
  formName,
  properties: sheet.values,
  diagnoses: withEnglishNames(sheet.diagnoses),
  diagnosis: sheet.diagnosis,
  conclusion: sheet.conclusion,
  nextAppointmentDate: sheet.nextAppointmentDate,
  createdBy: sheet.createdBy,
  createdByName,
  createdAt: sheet.createdAt.toISOString(),
  updatedAt: sheet.updatedAt.toISOString(),
});

/**
 * The result sheets of some visits of one clinic with their service, form and author names, in one statement:
 * by visit, the visit-wide sheets first, then in the order the services were ordered, then by form.
 */
export async function readSheetsOfVisits(
  db: Db | DbTx,
  clinicId: number,
  appointmentIds: readonly number[],
  /** Only this sheet (the one a save just wrote). */
  sheetId?: number,
): Promise<ServiceSheetItem[]> {
  if (appointmentIds.length === 0) return [];
  const rows = await db
    .select(sheetColumns)
    .from(serviceSheets)
    .innerJoin(forms, and(eq(forms.clinicId, serviceSheets.clinicId), eq(forms.id, serviceSheets.formId)))
    .leftJoin(
      serviceOrders,
      and(
        eq(serviceOrders.clinicId, serviceSheets.clinicId),
        eq(serviceOrders.id, serviceSheets.serviceOrderId),
      ),
    )
    .leftJoin(
      services,
      and(eq(services.clinicId, serviceOrders.clinicId), eq(services.id, serviceOrders.serviceId)),
    )
    .leftJoin(users, and(eq(users.clinicId, serviceSheets.clinicId), eq(users.id, serviceSheets.createdBy)))
    .where(
      and(
        eq(serviceSheets.clinicId, clinicId),
        inArray(serviceSheets.appointmentId, [...appointmentIds]),
        sheetId === undefined ? undefined : eq(serviceSheets.id, sheetId),
      ),
    )
    .orderBy(
      asc(serviceSheets.appointmentId),
      // The visit-wide sheets (no service order) first.
      sql`${serviceOrders.position} asc nulls first`,
      asc(serviceOrders.id),
      asc(forms.name),
      asc(serviceSheets.id),
    );
  return rows.map(serviceSheetItemOf);
}

/** GET /clinic-appointments/:id/service-sheets: the visit's result sheets. */
export function readServiceSheets(
  db: Db | DbTx,
  clinicId: number,
  appointmentId: number,
): Promise<ServiceSheetItem[]> {
  return readSheetsOfVisits(db, clinicId, [appointmentId]);
}
