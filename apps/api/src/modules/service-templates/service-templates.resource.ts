import { ActivityEntityType, ScreenId } from '@clinic/domain';
import { serviceTemplatesContract } from '@clinic/domain/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { services, serviceTemplateItems, serviceTemplates } from '../../db/schema/index.js';
import { defineResource, isoTimes } from '../../resources/define-resource.js';
import { replaceTemplateLines } from '../templates/template-lines.service.js';

type TemplateRow = typeof serviceTemplates.$inferSelect;

/** A page's templates with their services in order, one statement; the total from today's prices. */
async function toItems(db: Db | DbTx, clinicId: number, rows: TemplateRow[]) {
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          templateId: serviceTemplateItems.templateId,
          id: services.id,
          code: services.code,
          name: services.name,
          price: services.price,
          enabled: services.enabled,
        })
        .from(serviceTemplateItems)
        .innerJoin(
          services,
          and(
            eq(services.clinicId, serviceTemplateItems.clinicId),
            eq(services.id, serviceTemplateItems.serviceId),
          ),
        )
        .where(
          and(eq(serviceTemplateItems.clinicId, clinicId), inArray(serviceTemplateItems.templateId, ids)),
        )
        .orderBy(asc(serviceTemplateItems.templateId), asc(serviceTemplateItems.position))
    : [];
  return rows.map((row) => {
    const own = lines.filter((l) => l.templateId === row.id).map(({ templateId: _t, ...service }) => service);
    return {
      ...row,
      ...isoTimes(row),
      serviceIds: own.map((s) => s.id),
      services: own,
      totalPrice: own.reduce((sum, s) => sum + s.price, 0),
    };
  });
}

export const serviceTemplatesResource = defineResource({
  name: 'service-templates',
  table: serviceTemplates,
  screen: ScreenId.ServiceTemplates,
  // The exam screen (11) orders a template's services in one click.
  readOrScreens: [ScreenId.TodayExaminations],
  entityType: ActivityEntityType.ServiceTemplate,
  notFound: 'templateNotFound',
  contract: serviceTemplatesContract,
  values: ({ serviceIds: _s, ...own }) => own,
  toItems,
  search: [serviceTemplates.name],
  sortable: { name: serviceTemplates.name, createdAt: serviceTemplates.createdAt },
  unique: [
    {
      field: 'name',
      column: serviceTemplates.name,
      error: 'duplicateName',
      constraint: 'service_templates_clinic_name',
    },
  ],
  // The services in the order given (the guard has checked they are the clinic's), in the write's transaction.
  async afterWrite(tx, id, input) {
    await replaceTemplateLines(
      tx,
      serviceTemplateItems,
      id,
      input.serviceIds.map((serviceId, position) => ({ serviceId, position })),
    );
  },
});
