import { ActivityEntityType, AppError, ScreenId } from '@clinic/domain';
import { formsContract } from '@clinic/domain/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbTx } from '../../db/client.js';
import { checkInSheets, forms, properties, serviceForms, serviceSheets } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute } from '../../platform/route.js';
import { defineResource } from '../../resources/define-resource.js';
import { propertyItems } from '../properties/property-rules.js';
import { assertFormProperties, formItems, formPropertyIds, writeFormProperties } from './forms.service.js';

/**
 * GET /forms/all-by-entity-type and GET /forms/:id/properties: what a record's screen needs to draw a form. Any
 * signed-in staff member may read them: a receptionist with patient records but no Forms screen must still see
 * the patient form's fields, and the definitions hold no patient data.
 */
const formExtras = (deps: AppDeps) => [
  defineRoute({
    ...formsContract.allByEntityType,
    summary: "An entity's enabled forms, the default one first",
    tags: ['forms'],
    access: {},
    handler: async ({ auth, query }) => {
      const rows = await deps.db
        .select()
        .from(forms)
        .where(
          and(
            eq(forms.clinicId, auth.clinicId),
            eq(forms.entityType, query.entityTypeId),
            eq(forms.enabled, true),
          ),
        )
        .orderBy(desc(forms.isDefault), asc(forms.name), asc(forms.id));
      return formItems(deps.db, auth.clinicId, rows);
    },
  }),
  defineRoute({
    ...formsContract.properties,
    summary: "A form's properties, in display order",
    tags: ['forms'],
    access: {},
    entity: { table: forms, notFound: 'formNotFound' },
    handler: async ({ auth, params }) => {
      const ids = (await formPropertyIds(deps.db, auth.clinicId, [params.id])).get(params.id) ?? [];
      if (ids.length === 0) return [];
      const rows = await deps.db
        .select()
        .from(properties)
        .where(and(eq(properties.clinicId, auth.clinicId), inArray(properties.id, ids)));
      const items = await propertyItems(deps.db, auth.clinicId, rows);
      return ids.flatMap((id) => items.filter((p) => p.id === id));
    },
  }),
];

/** Rows naming the form: services that print it, check-in and result sheets filled with it. */
async function formReferences(tx: DbTx, clinicId: number, formId: number) {
  let n = 0;
  for (const table of [serviceForms, checkInSheets, serviceSheets]) {
    const [row] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.clinicId, clinicId), eq(table.formId, formId)));
    n += row?.n ?? 0;
  }
  return n;
}

/**
 * Screen 14: named, ordered sets of properties of one entity. Each entity has a default form that cannot be
 * deleted or disabled and always holds the entity's fixed properties.
 */
export const formsRoutes = defineResource(
  {
    name: 'forms',
    table: forms,
    screen: ScreenId.Forms,
    entityType: ActivityEntityType.Form,
    notFound: 'formNotFound',
    contract: formsContract,
    values: ({ name, entityType }) => ({ name, entityType }),
    toItems: formItems,
    search: [forms.name],
    filters: { entityTypeId: forms.entityType },
    sortable: { createdAt: forms.createdAt, name: forms.name },
    unique: [{ field: 'name', column: forms.name, error: 'duplicateFormName' }],
    protect: async (_tx, row, change) => {
      if (row.isDefault && change !== 'update') throw new AppError('cannotEditDefaultForm');
    },
    inUse: { entity: 'form', count: (tx, clinicId, id) => formReferences(tx, clinicId, id) },
    check: assertFormProperties,
    afterWrite: (tx, id, input) => writeFormProperties(tx, id, input.propertyIds),
  },
  formExtras,
);
