import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  isPromotionPriceValid,
  mayApprovePackage,
  nextPackageStatus,
  PackageAction,
  PackageStatus,
  type PackageType,
  packageSalePrice,
  type RoleKind,
} from '@clinic/domain';
import type {
  PackageItem,
  packageInput,
  packageSearchFilter,
  packageSearchQuery,
} from '@clinic/domain/contracts';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { medicines, packageItems, packages, services } from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { offsetOf, page, totalOf } from '../../platform/paging.js';
import type { Tx } from '../../platform/tx.js';
import { violatedConstraint } from '../../platform/unique-violation.js';
import { keywordFilter } from '../../resources/define-resource.js';

// Service packages (screen 19): create and edit (the Edit action), the workflow moves of package-flow.ts, the
// search and the read. Every change locks the package row first, so two moves of one package line up.

export type PackageRow = typeof packages.$inferSelect;
type PackageInput = z.output<typeof packageInput>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A page's packages with their lines (one statement) at today's catalog prices. */
export async function packageItemsOf(
  db: Db | DbTx,
  clinicId: number,
  rows: PackageRow[],
): Promise<PackageItem[]> {
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          id: packageItems.id,
          packageId: packageItems.packageId,
          serviceId: packageItems.serviceId,
          medicineId: packageItems.medicineId,
          count: packageItems.count,
          serviceCode: services.code,
          serviceName: services.name,
          servicePrice: services.price,
          serviceEnabled: services.enabled,
          medicineName: medicines.name,
          medicinePrice: medicines.price,
          medicineEnabled: medicines.enabled,
        })
        .from(packageItems)
        .leftJoin(
          services,
          and(eq(services.clinicId, packageItems.clinicId), eq(services.id, packageItems.serviceId)),
        )
        .leftJoin(
          medicines,
          and(eq(medicines.clinicId, packageItems.clinicId), eq(medicines.id, packageItems.medicineId)),
        )
        .where(and(eq(packageItems.clinicId, clinicId), inArray(packageItems.packageId, ids)))
        .orderBy(asc(packageItems.packageId), asc(packageItems.position))
    : [];
  return rows.map((row) => {
    const items = lines
      .filter((l) => l.packageId === row.id)
      .map((l) => {
        const isService = l.serviceId !== null;
        const price = (isService ? l.servicePrice : l.medicinePrice) ?? 0;
        return {
          id: l.id,
          kind: isService ? ('service' as const) : ('medicine' as const),
          serviceId: l.serviceId,
          medicineId: l.medicineId,
          code: isService ? l.serviceCode : null,
          name: (isService ? l.serviceName : l.medicineName) ?? '',
          price,
          enabled: (isService ? l.serviceEnabled : l.medicineEnabled) ?? false,
          count: l.count,
          total: price * l.count,
        };
      });
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      type: row.type as PackageType,
      price: row.price,
      promotionPrice: row.promotionPrice,
      salePrice: packageSalePrice(row.price, row.promotionPrice),
      expireAfterDays: row.expireAfterDays,
      status: row.status as PackageStatus,
      description: row.description,
      submittedBy: row.submittedBy,
      submittedAt: iso(row.submittedAt),
      approvedBy: row.approvedBy,
      approvedAt: iso(row.approvedAt),
      items,
      itemsTotal: items.reduce((sum, item) => sum + item.total, 0),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

const scoped = (clinicId: number, id: number) => and(eq(packages.clinicId, clinicId), eq(packages.id, id));

export async function loadPackage(db: Db | DbTx, clinicId: number, id: number): Promise<PackageItem> {
  const [row] = await db.select().from(packages).where(scoped(clinicId, id));
  if (!row) throw new AppError('packageNotFound');
  return (await packageItemsOf(db, clinicId, [row]))[0]!;
}

/** The package row, locked for the rest of the transaction. */
async function lockPackage(tx: Tx, id: number): Promise<PackageRow> {
  const [row] = await tx.db.select().from(packages).where(scoped(tx.actor.clinicId, id)).for('update');
  if (!row) throw new AppError('packageNotFound');
  return row;
}

/** The status `action` leads to from the row's, or 'workflow not allowed'. */
function nextStatus(row: PackageRow, action: PackageAction): PackageStatus {
  const next = nextPackageStatus(action, row.status as PackageStatus);
  if (next === null) throw new AppError('workflowNotAllowed');
  return next;
}

/** Refused before any write: the promotion price at or above the price; a code the clinic already has. */
async function checkInput(tx: Tx, input: PackageInput, id: number | null) {
  if (!isPromotionPriceValid(input.price, input.promotionPrice))
    throw new AppError('promotionPriceAbovePrice');
  const [taken] = await tx.db
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(
        eq(packages.clinicId, tx.actor.clinicId),
        sql`lower(${packages.code}) = lower(${input.code})`,
        id === null ? undefined : ne(packages.id, id),
      ),
    );
  if (taken) throw new AppError('duplicatePackage');
}

const columnsOf = (input: PackageInput) => ({
  code: input.code,
  name: input.name,
  type: input.type,
  price: input.price,
  promotionPrice: input.promotionPrice,
  expireAfterDays: input.expireAfterDays,
  description: input.description,
});

/** The lines in the order given (the guard has checked every id is the clinic's), replacing any before. */
async function writeLines(tx: Tx, packageId: number, input: PackageInput) {
  const clinicId = tx.actor.clinicId;
  await tx.db
    .delete(packageItems)
    .where(and(eq(packageItems.clinicId, clinicId), eq(packageItems.packageId, packageId)));
  await tx.db.insert(packageItems).values(
    input.items.map((item, position) => ({
      clinicId,
      packageId,
      serviceId: item.serviceId ?? null,
      medicineId: item.medicineId ?? null,
      count: item.count,
      position,
    })),
  );
}

/** A concurrent duplicate code that slipped past the check answers the check's error. */
async function guardCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === 'packages_clinic_code')
      throw new AppError('duplicatePackage', { cause: error });
    throw error;
  }
}

const changed = (tx: Tx, id: number, action: 'create' | 'update' | 'enable' | 'disable') =>
  tx.publish('resource.change', { resource: 'packages', id, action });

/** A new package, in Draft. */
export async function createPackage(tx: Tx, input: PackageInput): Promise<PackageItem> {
  await checkInput(tx, input, null);
  const id = await guardCode(async () => {
    const [created] = await tx.db
      .insert(packages)
      .values({
        ...columnsOf(input),
        clinicId: tx.actor.clinicId,
        status: PackageStatus.Draft,
        updatedAt: tx.now,
      })
      .returning({ id: packages.id });
    return created!.id;
  });
  await writeLines(tx, id, input);
  await record(tx, ActivityEntityType.ServicePackage, id, ActivityAction.Create, {
    code: input.code,
    name: input.name,
  });
  changed(tx, id, 'create');
  return loadPackage(tx.db, tx.actor.clinicId, id);
}

/**
 * The Edit action: a Draft package stays Draft; an Approved one goes back to Draft (its submission and approval are
 * over), to be submitted and approved again before it sells. Waiting or disabled packages are not edited.
 */
export async function updatePackage(tx: Tx, id: number, input: PackageInput): Promise<PackageItem> {
  const row = await lockPackage(tx, id);
  const status = nextStatus(row, PackageAction.Edit);
  await checkInput(tx, input, id);
  await guardCode(() =>
    tx.db
      .update(packages)
      .set({
        ...columnsOf(input),
        status,
        submittedBy: null,
        submittedAt: null,
        approvedBy: null,
        approvedAt: null,
        updatedAt: tx.now,
      })
      .where(scoped(tx.actor.clinicId, id)),
  );
  await writeLines(tx, id, input);
  await record(tx, ActivityEntityType.ServicePackage, id, ActivityAction.Update, {
    code: input.code,
    name: input.name,
    from: row.status,
    to: status,
  });
  changed(tx, id, 'update');
  return loadPackage(tx.db, tx.actor.clinicId, id);
}

/** A package is submitted and approved only while every service and medicine in it is enabled in the catalog. */
async function assertLinesAvailable(tx: Tx, row: PackageRow) {
  const [item] = await packageItemsOf(tx.db, tx.actor.clinicId, [row]);
  if (item!.items.some((line) => !line.enabled)) throw new AppError('packageItemDisabled');
}

export type WorkflowAction =
  | typeof PackageAction.Submit
  | typeof PackageAction.Approve
  | typeof PackageAction.ReturnToDraft
  | typeof PackageAction.Enable
  | typeof PackageAction.Disable;

const activityOf = {
  [PackageAction.Submit]: ActivityAction.Update,
  [PackageAction.Approve]: ActivityAction.Approved,
  [PackageAction.ReturnToDraft]: ActivityAction.Update,
  [PackageAction.Enable]: ActivityAction.Enable,
  [PackageAction.Disable]: ActivityAction.Disable,
} as const satisfies Record<WorkflowAction, ActivityAction>;

const eventOf = {
  [PackageAction.Submit]: 'update',
  [PackageAction.Approve]: 'update',
  [PackageAction.ReturnToDraft]: 'update',
  [PackageAction.Enable]: 'enable',
  [PackageAction.Disable]: 'disable',
} as const satisfies Record<WorkflowAction, 'update' | 'enable' | 'disable'>;

/**
 * One move of the workflow table. Submitting remembers who submitted; approving is refused to that person
 * (four eyes) unless they are the clinic's Owner or Admin; going back to Draft forgets both.
 */
export async function applyPackageAction(
  tx: Tx,
  id: number,
  action: WorkflowAction,
  caller: Pick<AuthContext, 'userId' | 'roleKind'>,
): Promise<PackageItem> {
  const row = await lockPackage(tx, id);
  const status = nextStatus(row, action);
  const stamp: Partial<PackageRow> = {};
  if (action === PackageAction.Submit) {
    await assertLinesAvailable(tx, row);
    Object.assign(stamp, { submittedBy: caller.userId, submittedAt: tx.now });
  } else if (action === PackageAction.Approve) {
    if (!mayApprovePackage({ userId: caller.userId, roleKind: caller.roleKind as RoleKind }, row.submittedBy))
      throw new AppError('noPermission');
    await assertLinesAvailable(tx, row);
    Object.assign(stamp, { approvedBy: caller.userId, approvedAt: tx.now });
  } else if (action === PackageAction.ReturnToDraft) {
    Object.assign(stamp, { submittedBy: null, submittedAt: null, approvedBy: null, approvedAt: null });
  }
  await tx.db
    .update(packages)
    .set({ ...stamp, status, updatedAt: tx.now })
    .where(scoped(tx.actor.clinicId, id));
  await record(tx, ActivityEntityType.ServicePackage, id, activityOf[action], {
    code: row.code,
    name: row.name,
    action,
    from: row.status,
    to: status,
  });
  changed(tx, id, eventOf[action]);
  return loadPackage(tx.db, tx.actor.clinicId, id);
}

/** POST /packages/search: keyword on code and name without accents, status and type; paged, sorted by a key. */
export async function searchPackages(
  db: Db,
  clinicId: number,
  query: z.output<typeof packageSearchQuery>,
  filter: z.output<typeof packageSearchFilter>,
) {
  const where = and(
    eq(packages.clinicId, clinicId),
    filter.keyword ? keywordFilter([packages.code, packages.name], filter.keyword) : undefined,
    filter.status ? eq(packages.status, filter.status) : undefined,
    filter.type ? eq(packages.type, filter.type) : undefined,
  );
  const column = {
    code: packages.code,
    name: packages.name,
    price: packages.price,
    createdAt: packages.createdAt,
  }[query.sortBy];
  const order = query.sortDirection === 'desc' ? desc(column) : asc(column);
  const rows = await db
    .select()
    .from(packages)
    .where(where)
    .orderBy(order, asc(packages.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = await totalOf(
    rows,
    query,
    async () => (await db.select({ n: count() }).from(packages).where(where))[0]?.n ?? 0,
  );
  return page(await packageItemsOf(db, clinicId, rows), total, query);
}
