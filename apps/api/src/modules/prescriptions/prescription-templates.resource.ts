import { ActivityEntityType, ScreenId } from '@clinic/domain';
import { prescriptionTemplatesContract } from '@clinic/domain/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { medicines, prescriptionTemplateItems, prescriptionTemplates } from '../../db/schema/index.js';
import { defineResource, isoTimes } from '../../resources/define-resource.js';
import { replaceTemplateLines } from '../templates/template-lines.service.js';
import { withUsage } from './prescriptions.read.js';
import { enabledMedicines, lineValues, medicinesOf } from './prescriptions.service.js';

type TemplateRow = typeof prescriptionTemplates.$inferSelect;

/**
 * A page's templates with their lines in order, one statement. A line whose medicine was disabled since still
 * reads (the editor flags it when the template is applied).
 */
async function toItems(db: Db | DbTx, clinicId: number, rows: TemplateRow[]) {
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          templateId: prescriptionTemplateItems.templateId,
          medicineId: prescriptionTemplateItems.medicineId,
          name: medicines.name,
          enabled: medicines.enabled,
          price: medicines.price,
          quantity: prescriptionTemplateItems.quantity,
          unit: prescriptionTemplateItems.unit,
          morning: prescriptionTemplateItems.morning,
          noon: prescriptionTemplateItems.noon,
          afternoon: prescriptionTemplateItems.afternoon,
          evening: prescriptionTemplateItems.evening,
          days: prescriptionTemplateItems.days,
          route: prescriptionTemplateItems.route,
          food: prescriptionTemplateItems.food,
          doseUnit: prescriptionTemplateItems.doseUnit,
          unitsPerPack: prescriptionTemplateItems.unitsPerPack,
          note: prescriptionTemplateItems.note,
        })
        .from(prescriptionTemplateItems)
        .innerJoin(
          medicines,
          and(
            eq(medicines.clinicId, prescriptionTemplateItems.clinicId),
            eq(medicines.id, prescriptionTemplateItems.medicineId),
          ),
        )
        .where(
          and(
            eq(prescriptionTemplateItems.clinicId, clinicId),
            inArray(prescriptionTemplateItems.templateId, ids),
          ),
        )
        .orderBy(asc(prescriptionTemplateItems.templateId), asc(prescriptionTemplateItems.position))
    : [];
  return rows.map((row) => ({
    ...row,
    ...isoTimes(row),
    items: lines
      .filter((line) => line.templateId === row.id)
      .map(({ templateId: _t, ...line }) => withUsage(line)),
  }));
}

/** Prescription templates (screen 25); the exam screen (11) lists and reads them to apply one. */
export const prescriptionTemplatesResource = defineResource({
  name: 'prescription-templates',
  table: prescriptionTemplates,
  screen: ScreenId.PrescriptionTemplates,
  readOrScreens: [ScreenId.TodayExaminations],
  entityType: ActivityEntityType.PrescriptionTemplate,
  notFound: 'templateNotFound',
  contract: prescriptionTemplatesContract,
  values: ({ items: _items, ...own }) => own,
  toItems,
  search: [prescriptionTemplates.name],
  sortable: { name: prescriptionTemplates.name, createdAt: prescriptionTemplates.createdAt },
  unique: [
    {
      field: 'name',
      column: prescriptionTemplates.name,
      error: 'duplicateName',
      constraint: 'prescription_templates_clinic_name',
    },
  ],
  // A template saved now names enabled medicines only (an old one may keep a medicine disabled since).
  async check(tx, input) {
    await enabledMedicines(tx, input.items);
  },
  // The lines replaced in the write's transaction, in the order given.
  async afterWrite(tx, id, input) {
    const library = await medicinesOf(tx, input.items);
    await replaceTemplateLines(
      tx,
      prescriptionTemplateItems,
      id,
      input.items.map((line, position) => lineValues(line, position, library)),
    );
  },
});
