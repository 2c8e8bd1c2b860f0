import { ActivityEntityType, AppError, ScreenId } from '@clinic/domain';
import { propertiesContract } from '@clinic/domain/contracts';
import { and, count, eq, ne } from 'drizzle-orm';
import { formProperties, properties } from '../../db/schema/index.js';
import { defineResource } from '../../resources/define-resource.js';
import { assertOptions, assertRetypeAllowed, propertyItems } from './property-rules.js';

/**
 * Screen 13: custom properties of patients, check-in sheets and service sheets. The fixed ones come
 * with every clinic and cannot be changed; a property a form holds cannot be deleted.
 */
export const propertiesRoutes = defineResource({
  name: 'properties',
  // The form editor (screen 14) lists them to choose from; definitions hold no patient data.
  listAccess: 'anyStaff',
  table: properties,
  screen: ScreenId.Properties,
  entityType: ActivityEntityType.Property,
  notFound: 'propertyNotFound',
  contract: propertiesContract,
  values: ({ name, internalName, entityType, fieldType, size, options }) => ({
    name,
    internalName,
    entityType,
    fieldType,
    size,
    options: options.map((o) => o.trim()),
  }),
  toItems: propertyItems,
  search: [properties.name, properties.internalName],
  filters: { entityTypeId: properties.entityType },
  sortable: { createdAt: properties.createdAt, name: properties.name, internalName: properties.internalName },
  unique: [],
  inUse: {
    entity: 'form',
    count: async (tx, clinicId, id) => {
      const [row] = await tx
        .select({ n: count() })
        .from(formProperties)
        .where(and(eq(formProperties.clinicId, clinicId), eq(formProperties.propertyId, id)));
      return row?.n ?? 0;
    },
  },
  protect: async (_tx, row) => {
    if (row.fixed) throw new AppError('cannotEditDefaultProperty');
  },
  check: async (tx, input, id) => {
    assertOptions(input.fieldType, input.options);
    const clinicId = tx.actor.clinicId;
    // Unique per (clinic, entity): the same internal name may exist once for patients and once for a sheet.
    const [taken] = await tx.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.clinicId, clinicId),
          eq(properties.entityType, input.entityType),
          eq(properties.internalName, input.internalName),
          id === null ? undefined : ne(properties.id, id),
        ),
      );
    if (taken) throw new AppError('duplicateInternalName');
    if (id !== null) {
      const [row] = await tx.db
        .select()
        .from(properties)
        .where(and(eq(properties.clinicId, clinicId), eq(properties.id, id)));
      await assertRetypeAllowed(tx.db, clinicId, row!, input);
    }
  },
});
