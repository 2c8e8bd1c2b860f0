import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  formErrorIds,
  MAX_MEDICINES_PER_ADD,
  PermissionLevel,
  ScreenId,
  type StockUnit,
} from '@clinic/domain';
import { medicinesBulkInput, medicinesContract } from '@clinic/domain/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { invoiceItems, medicines, stockSheetItems } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import { defineRoute } from '../../platform/route.js';
import { bodySchemaViolation } from '../../platform/schema-violation.js';
import { inTransaction } from '../../platform/tx.js';
import { violatedConstraint } from '../../platform/unique-violation.js';
import { defineResource, isoTimes } from '../../resources/define-resource.js';
import { prescribedLinesOf } from '../prescriptions/prescriptions.read.js';
import { packageLinesOf } from '../services/references.js';
import { lotsOfMedicine } from '../stock/stock.read.js';

type MedicineRow = typeof medicines.$inferSelect;

/**
 * The indexes of the names (null: none given) the clinic's library already has, compared as its unique index
 * compares them (`f_unaccent(lower(name))`): one statement for the whole batch.
 */
async function namesTaken(db: Db | DbTx, clinicId: number, names: readonly (string | null)[]) {
  const asked = names.flatMap((name, index) => (name ? [{ name, index }] : []));
  if (!asked.length) return [];
  const result = await db.execute(sql`
    select t.ord::int as ord
    from unnest(${sql.param(asked.map((a) => a.name))}::text[]) with ordinality as t(name, ord)
    where exists (
      select 1 from ${medicines}
      where ${medicines.clinicId} = ${clinicId} and ${medicines.searchName} = f_unaccent(lower(t.name))
    )
    order by t.ord`);
  return (result.rows as { ord: number }[]).map(({ ord }) => asked[ord - 1]!.index);
}

const toItem = ({ searchName: _s, ...row }: MedicineRow) => ({
  ...row,
  ...isoTimes(row),
  unit: row.unit as StockUnit,
  doseUnit: row.doseUnit as StockUnit | null,
});

type MedicineInput = z.output<typeof medicinesContract.create.body>;

/** The packaging as stored: a dose unit equal to the unit is none, and without one there is no pack size. */
function packagingOf<T extends MedicineInput>(input: T): T {
  const packed = input.doseUnit !== null && input.doseUnit !== input.unit;
  return {
    ...input,
    doseUnit: packed ? input.doseUnit : null,
    unitsPerPack: packed ? input.unitsPerPack : null,
  };
}

/** A dose unit other than the unit needs its count per unit ('10 viên = 1 vỉ'), named at the row's field. */
function packagingIssues(rows: readonly MedicineInput[], path: (index: number) => (string | number)[]) {
  return rows.flatMap((row, index) =>
    row.doseUnit !== null && row.doseUnit !== row.unit && row.unitsPerPack === null
      ? [{ code: 'custom' as const, path: path(index), message: formErrorIds.required, input: null }]
      : [],
  );
}

/** Invoice and stock sheet lines naming the medicine: posted rows, which keep it (their foreign keys refuse). */
async function linesNaming(
  tx: DbTx,
  table: typeof invoiceItems | typeof stockSheetItems,
  clinicId: number,
  medicineId: number,
) {
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.clinicId, clinicId), eq(table.medicineId, medicineId)));
  return row?.n ?? 0;
}

/** The medicine library (screen 15): names, units, prices and how to take them; lots and stock come later. */
export const medicinesResource = defineResource(
  {
    name: 'medicines',
    table: medicines,
    screen: ScreenId.MedicineLibrary,
    entityType: ActivityEntityType.Medicine,
    notFound: 'medicineNotFound',
    contract: medicinesContract,
    values: packagingOf,
    toItems: async (_db, _clinicId, rows) => rows.map(toItem),
    async check(_tx, input) {
      const issues = packagingIssues([input], () => ['unitsPerPack']);
      if (issues.length) throw bodySchemaViolation(issues, []);
    },
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
    // A medicine in a package (or a bought one), a prescription, a prescription template or with stock lots (its
    // ledger) is not deleted, only disabled.
    inUse: {
      entity: 'medicine',
      count: async (tx, clinicId, id) =>
        (await packageLinesOf(tx, clinicId, { medicineId: id })) +
        (await prescribedLinesOf(tx, clinicId, id)) +
        (await lotsOfMedicine(tx, clinicId, id)) +
        (await linesNaming(tx, invoiceItems, clinicId, id)) +
        (await linesNaming(tx, stockSheetItems, clinicId, id)),
    },
  },
  (deps) => [
    defineRoute({
      ...medicinesContract.bulkCreate,
      summary: 'Add 1 to 20 medicines at once: all of them, or none when any row is refused',
      tags: ['medicines'],
      access: { screen: ScreenId.MedicineLibrary, level: PermissionLevel.Write },
      // A batch that fails its schema answers the clinic's duplicates with it, so every bad row is named at once.
      beforeSchema: async ({ body, auth }) => {
        const parsed = medicinesBulkInput.safeParse(body);
        const rows = (body as { medicines?: unknown } | null)?.medicines;
        if (parsed.success || !auth || !Array.isArray(rows) || rows.length > MAX_MEDICINES_PER_ADD) return;
        const names = rows.map((row) => {
          const name = (row as { name?: unknown } | null)?.name;
          return typeof name === 'string' && name.trim() ? name.trim() : null;
        });
        const taken = await namesTaken(deps.db, auth.clinicId, names);
        const named = new Set(parsed.error.issues.map((issue) => issue.path.join('.')));
        const duplicates = taken
          .filter((index) => !named.has(`medicines.${index}.name`))
          .map((index) => ({
            code: 'custom' as const,
            path: ['medicines', index, 'name'],
            message: formErrorIds.duplicate,
            input: names[index],
          }));
        if (duplicates.length) throw bodySchemaViolation([...parsed.error.issues, ...duplicates], []);
      },
      handler: ({ auth, body }) =>
        inTransaction(deps, auth, async (tx) => {
          const issues = packagingIssues(body.medicines, (index) => ['medicines', index, 'unitsPerPack']);
          if (issues.length) throw bodySchemaViolation(issues, []);
          const rows = body.medicines.map(packagingOf);
          // Repeats within the batch are the contract's to refuse; these are the names the clinic already has.
          const taken = await namesTaken(
            tx.db,
            tx.actor.clinicId,
            rows.map((m) => m.name),
          );
          if (taken.length) {
            throw new AppError('duplicateMedicine', {
              details: {
                fields: taken.map((index) => ({
                  path: `body.medicines.${index}.name`,
                  messageId: formErrorIds.duplicate,
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
