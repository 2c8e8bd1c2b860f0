import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  PermissionLevel,
  ScreenId,
  type StockUnit,
} from '@clinic/domain';
import { medicinesContract } from '@clinic/domain/contracts';
import { sql } from 'drizzle-orm';
import { medicines } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import { defineRoute } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { violatedConstraint } from '../../platform/unique-violation.js';
import { defineResource, isoTimes } from '../../resources/define-resource.js';

type MedicineRow = typeof medicines.$inferSelect;

const toItem = ({ searchName: _s, ...row }: MedicineRow) => ({
  ...row,
  ...isoTimes(row),
  unit: row.unit as StockUnit,
});

/** The medicine library (screen 15): names, units, prices and how to take them; lots and stock come later. */
export const medicinesResource = defineResource(
  {
    name: 'medicines',
    table: medicines,
    screen: ScreenId.MedicineLibrary,
    entityType: ActivityEntityType.Medicine,
    notFound: 'medicineNotFound',
    contract: medicinesContract,
    values: (input) => input,
    toItems: async (_db, _clinicId, rows) => rows.map(toItem),
    search: [medicines.name],
    // Prescriptions and stock sheets pick from the library: listing needs only a staff sign-in.
    listAccess: 'anyStaff',
    sortable: { name: medicines.name, price: medicines.price, createdAt: medicines.createdAt },
    unique: [
      {
        field: 'name',
        column: medicines.searchName,
        error: 'duplicateMedicine',
        folded: true,
        constraint: 'medicines_clinic_search_name',
      },
    ],
  },
  (deps) => [
    defineRoute({
      ...medicinesContract.bulkCreate,
      summary: 'Add 1 to 20 medicines at once: all of them, or none when any row is refused',
      tags: ['medicines'],
      access: { screen: ScreenId.MedicineLibrary, level: PermissionLevel.Write },
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, async (tx) => {
          const rows = body.medicines;
          // Names the clinic already has, compared as the unique index compares them (repeats within the batch
          // are the contract's to refuse).
          const taken = await tx.db.execute(sql`
            select t.ord::int as ord
            from unnest(${sql.param(rows.map((m) => m.name))}::text[]) with ordinality as t(name, ord)
            where exists (
              select 1 from ${medicines}
              where ${medicines.clinicId} = ${tx.actor.clinicId}
                and ${medicines.searchName} = f_unaccent(lower(t.name))
            )
            order by t.ord`);
          const takenRows = taken.rows as { ord: number }[];
          if (takenRows.length) {
            throw new AppError('duplicateMedicine', {
              details: {
                fields: takenRows.map(({ ord }) => ({
                  path: `body.medicines.${ord - 1}.name`,
                  messageId: 'formError.duplicate',
                })),
              },
            });
          }
          // A medicine added meanwhile by someone else still answers as a duplicate (its row is not known).
          const created = await tx.db
            .insert(medicines)
            .values(rows.map((m) => ({ ...m, clinicId: tx.actor.clinicId, updatedAt: tx.now })))
            .returning()
            .catch((error: unknown) => {
              throw violatedConstraint(error) === 'medicines_clinic_search_name'
                ? new AppError('duplicateMedicine', { cause: error })
                : error;
            });
          for (const medicine of created) {
            await record(tx, ActivityEntityType.Medicine, medicine.id, ActivityAction.Create, {
              name: medicine.name,
            });
            tx.publish('resource.change', { resource: 'medicines', id: medicine.id, action: 'create' });
          }
          return { medicines: created.map(toItem) };
        }),
    }),
  ],
);
