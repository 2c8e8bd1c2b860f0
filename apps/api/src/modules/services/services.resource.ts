import { ActivityEntityType, AppError, FormOwnerKind, ScreenId, ServiceType } from '@clinic/domain';
import { servicesContract } from '@clinic/domain/contracts';
import { and, asc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { forms, serviceAssociations, serviceForms, services } from '../../db/schema/index.js';
import { defineResource, isoTimes } from '../../resources/define-resource.js';
import { serviceReferences } from './references.js';

type ServiceRow = typeof services.$inferSelect;

/** The services a page's services bundle and the forms they use, two statements a page. */
async function toItems(db: Db | DbTx, clinicId: number, rows: ServiceRow[]) {
  const ids = rows.map((r) => r.id);
  const parts = ids.length
    ? await db
        .select({
          serviceId: serviceAssociations.serviceId,
          id: services.id,
          code: services.code,
          name: services.name,
          price: services.price,
          enabled: services.enabled,
        })
        .from(serviceAssociations)
        .innerJoin(
          services,
          and(
            eq(services.clinicId, serviceAssociations.clinicId),
            eq(services.id, serviceAssociations.associatedServiceId),
          ),
        )
        .where(and(eq(serviceAssociations.clinicId, clinicId), inArray(serviceAssociations.serviceId, ids)))
        .orderBy(asc(serviceAssociations.position))
    : [];
  const usedForms = ids.length
    ? await db
        .select({ serviceId: serviceForms.serviceId, id: forms.id, name: forms.name })
        .from(serviceForms)
        .innerJoin(forms, and(eq(forms.clinicId, serviceForms.clinicId), eq(forms.id, serviceForms.formId)))
        .where(and(eq(serviceForms.clinicId, clinicId), inArray(serviceForms.serviceId, ids)))
        .orderBy(asc(serviceForms.position))
    : [];
  return rows.map((row) => {
    const associatedServices = parts
      .filter((p) => p.serviceId === row.id)
      .map(({ serviceId: _s, ...part }) => part);
    const own = usedForms.filter((f) => f.serviceId === row.id).map(({ id, name }) => ({ id, name }));
    return {
      ...row,
      ...isoTimes(row),
      type: row.type as ServiceType,
      associatedServiceIds: associatedServices.map((s) => s.id),
      associatedServices,
      formIds: own.map((f) => f.id),
      forms: own,
    };
  });
}

export const servicesResource = defineResource({
  name: 'services',
  table: services,
  screen: ScreenId.Services,
  entityType: ActivityEntityType.Service,
  notFound: 'serviceNotFound',
  contract: servicesContract,
  values: ({ associatedServiceIds: _a, formIds: _f, ...own }) => own,
  toItems,
  search: [services.code, services.name],
  // Other screens pick from the services (a service template, later the appointment's services): listing them
  // needs only a staff sign-in; reading one, and every change, need screen 18.
  listAccess: 'anyStaff',
  listWhere: (query) =>
    and(
      typeof query.priceFrom === 'number' ? gte(services.price, query.priceFrom) : undefined,
      typeof query.priceTo === 'number' ? lte(services.price, query.priceTo) : undefined,
    ),
  sortable: {
    code: services.code,
    name: services.name,
    price: services.price,
    createdAt: services.createdAt,
  },
  unique: [
    { field: 'code', column: services.code, error: 'duplicateService', constraint: 'services_clinic_code' },
  ],
  inUse: {
    entity: 'service',
    count: (tx, clinicId, id) => serviceReferences(tx, clinicId, id),
  },
  async check(tx, input, id) {
    const clinicId = tx.actor.clinicId;
    // An associate service bundles single services only, never itself: bundles are one level deep, so no cycle.
    if (input.associatedServiceIds.length) {
      if (id !== null && input.associatedServiceIds.includes(id)) throw new AppError('invalidService');
      const parts = await tx.db
        .select({ type: services.type })
        .from(services)
        .where(and(eq(services.clinicId, clinicId), inArray(services.id, input.associatedServiceIds)));
      if (parts.some((p) => p.type !== ServiceType.Single)) throw new AppError('invalidService');
    }
    // A service some associate bundles stays single.
    if (id !== null && input.type === ServiceType.Associate) {
      const [bundled] = await tx.db
        .select({ id: serviceAssociations.serviceId })
        .from(serviceAssociations)
        .where(
          and(
            eq(serviceAssociations.clinicId, clinicId),
            eq(serviceAssociations.associatedServiceId, id),
            ne(serviceAssociations.serviceId, id),
          ),
        )
        .limit(1);
      if (bundled) throw new AppError('invalidService');
    }
    // Result sheets only: another owner kind's form is no form of a service.
    if (input.formIds.length) {
      const found = await tx.db
        .select({ id: forms.id })
        .from(forms)
        .where(
          and(
            eq(forms.clinicId, clinicId),
            inArray(forms.id, input.formIds),
            eq(forms.entityType, FormOwnerKind.ServiceSheet),
          ),
        );
      if (found.length !== input.formIds.length) throw new AppError('formNotFound');
    }
  },
  async afterWrite(tx, id, input) {
    const clinicId = tx.actor.clinicId;
    await tx.db
      .delete(serviceAssociations)
      .where(and(eq(serviceAssociations.clinicId, clinicId), eq(serviceAssociations.serviceId, id)));
    await tx.db
      .delete(serviceForms)
      .where(and(eq(serviceForms.clinicId, clinicId), eq(serviceForms.serviceId, id)));
    if (input.associatedServiceIds.length) {
      await tx.db.insert(serviceAssociations).values(
        input.associatedServiceIds.map((associatedServiceId, position) => ({
          clinicId,
          serviceId: id,
          associatedServiceId,
          position,
        })),
      );
    }
    if (input.formIds.length) {
      await tx.db
        .insert(serviceForms)
        .values(input.formIds.map((formId, position) => ({ clinicId, serviceId: id, formId, position })));
    }
  },
});
