import {
  ActivityAction,
  type ActivityEntityType,
  AppError,
  type ErrorKey,
  type InUseEntity,
  PermissionLevel,
  type ScreenId,
} from '@clinic/domain';
import type { Endpoint, idParams } from '@clinic/domain/contracts';
import { and, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbTx } from '../db/client.js';
import { runPrepared } from '../db/prepared.js';
import type { AppDeps } from '../deps.js';
import { record, withChanges } from '../platform/activity-log.js';
import type { AuthContext } from '../platform/auth-context.js';
import { offsetOf, page, totalOf } from '../platform/paging.js';
import { defineRoute, type RouteDef } from '../platform/route.js';
import { inTransaction, type Tx } from '../platform/tx.js';
import { violatedConstraint } from '../platform/unique-violation.js';

/** A tenant table a resource lives in: an id, a clinic, a name, an enabled flag and timestamps. */
export type ResourceTable = PgTable & {
  id: PgColumn;
  clinicId: PgColumn;
  name: PgColumn;
  enabled: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

type Row<T extends ResourceTable> = T['$inferSelect'];

export interface UniqueRule {
  /** The input field, also the error's field path. */
  field: string;
  column: PgColumn;
  error: ErrorKey;
  /**
   * The column already holds the folded value (`f_unaccent(lower(name))`, a generated column): the input is
   * folded the same way, so 'Paracetamol' and 'paracétamol' are one name. Default: compared case-insensitively.
   */
  folded?: boolean;
  /** The unique constraint or index backing the rule: a concurrent duplicate it stops answers `error` too. */
  constraint?: string;
}

/** The list query as the route reads it (contracts/resources.ts builds the schema); S: the sort keys. */
interface ListQuery<S extends string> {
  pageSize: number;
  pageNumber: number;
  keyword?: string;
  enabled?: 'true' | 'false';
  sortBy: S;
  sortDirection: 'asc' | 'desc';
}

/** What define-resource needs of a resourceContract(…) declaration (@clinic/domain/contracts). */
export interface ResourceContract<I extends z.ZodType, V extends z.ZodType, S extends string> {
  list: Endpoint & { method: 'GET'; query: z.ZodType<ListQuery<S>>; response: z.ZodType };
  create: Endpoint & { method: 'POST'; body: I; response: V };
  get: Endpoint & { method: 'GET'; params: typeof idParams; response: V };
  update: Endpoint & { method: 'PUT'; params: typeof idParams; body: I; response: V };
  /** With a body when delete needs the row's exact name (doctors and locations). */
  remove: Endpoint & { method: 'DELETE'; params: typeof idParams; body?: z.ZodType<{ name: string }> };
  /** Left out for a resource whose screen has no enable switch. */
  setEnabled?: Endpoint & { method: 'PUT'; params: typeof idParams; body: z.ZodType<{ enabled: boolean }> };
}

export interface ResourceSpec<
  T extends ResourceTable,
  I extends z.ZodType<Record<string, unknown>>,
  V extends z.ZodType,
  S extends string,
> {
  /** Path segment and the resource name in 'resource.change' events: 'locations'. */
  name: string;
  /** The routes' paths and schemas: input (create and update body), item, sort keys, filters. */
  contract: ResourceContract<I, V, S>;
  table: T;
  screen: ScreenId;
  /**
   * Other screens whose Read also lists and reads the rows: the exam screen (11) orders from service templates and
   * applies prescription templates.
   */
  readOrScreens?: readonly ScreenId[];
  entityType: ActivityEntityType;
  notFound: ErrorKey;
  /** Rows to items; one call per page, so related rows load in one query. */
  toItems(db: Db | DbTx, clinicId: number, rows: Row<T>[]): Promise<z.input<V>[]>;
  /** The table's own columns from a validated input (related rows go through afterWrite). */
  values(input: z.output<I>): Record<string, unknown>;
  /** Columns the keyword searches, accent-insensitively. */
  search: PgColumn[];
  /**
   * A condition of the list's own query parameters beyond the standard ones (the services' price range), or
   * undefined when none is asked. A list that has one runs unnamed, like a keyword search.
   */
  listWhere?(query: Record<string, unknown>): SQL | undefined;
  /** The columns of the contract's list filters, each an integer compared for equality: `{ entityTypeId: col }`. */
  filters?: Record<string, PgColumn>;
  /**
   * 'anyStaff' lets every signed-in staff member list the rows (definitions other screens draw, such as custom
   * properties in the form editor); the default needs the screen's Read.
   */
  listAccess?: 'anyStaff';
  /** The column of each of the contract's sort keys (anything else is a 400). */
  sortable: Record<NoInfer<S>, PgColumn>;
  /** Unique per clinic, checked case-insensitively: a duplicate is refused with its own error. */
  unique: UniqueRule[];
  /** Rows elsewhere that still point at this one: their number, or 0. Checked before delete. */
  inUse?: {
    entity: InUseEntity;
    /**
     * `change` says what is asked: a delete must also respect foreign keys, a disable only what is coming
     * (after `now`, the unit of work's time).
     */
    count(tx: DbTx, clinicId: number, id: number, change: 'delete' | 'disable', now: Date): Promise<number>;
    blocksDisable?: boolean;
  };
  /** Checks before writing: referenced ids belong to the clinic, plan limits. */
  check?(tx: Tx, input: z.output<I>, id: number | null): Promise<void>;
  /**
   * Refuses a change to an existing row (built-in roles, your own role or group) by throwing; runs before
   * update, delete and disable, with the row as it is.
   */
  protect?(tx: Tx, row: Row<T>, change: 'update' | 'delete' | 'disable'): Promise<void>;
  /** Rows the caller's groups let them see: a filter for list and get; outside it a row answers 404. */
  scope?(db: Db | DbTx, auth: AuthContext): Promise<SQL | undefined>;
  /** Writes related rows (many-to-many) after the main row. */
  afterWrite?(tx: Tx, id: number, input: z.output<I>): Promise<void>;
}

export type ResourceChange = 'create' | 'update' | 'delete' | 'enable' | 'disable';

/** The keyword's own % _ and \ taken literally inside a LIKE pattern. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * 'nguyen van' matches 'Nguyễn Văn An': both sides lower-cased and stripped of accents (docs/architecture.md#tenancy).
 */
export function keywordFilter(columns: PgColumn[], keyword: string): SQL | undefined {
  const pattern = `%${likeEscape(keyword.trim())}%`;
  if (!keyword.trim()) return undefined;
  return or(...columns.map((column) => sql`f_unaccent(lower(${column})) like f_unaccent(lower(${pattern}))`));
}

/**
 * One declaration, the six standard routes of a settings resource: list (paged, keyword, enabled filter,
 * allow-listed sort), create, get, update, delete and set-enabled. Each writes its activity-log row in the
 * same transaction and announces the change after commit. Bespoke routes go beside them (the escape hatch).
 */
export function defineResource<
  T extends ResourceTable,
  I extends z.ZodType<Record<string, unknown>>,
  V extends z.ZodType,
  S extends string,
>(spec: ResourceSpec<T, I, V, S>, extra: (deps: AppDeps) => RouteDef[] = () => []) {
  const { table, contract } = spec;
  const entity = { table, notFound: spec.notFound };
  const tags = [spec.name];
  const read = {
    screen: spec.screen,
    level: PermissionLevel.Read,
    ...(spec.readOrScreens === undefined ? {} : { orScreen: spec.readOrScreens }),
  };
  const write = { screen: spec.screen, level: PermissionLevel.Write };
  const filters = spec.filters ?? {};
  const deleteNeedsName = contract.remove.body !== undefined;

  return (deps: AppDeps): RouteDef[] => {
    const scoped = (clinicId: number, id: number) => and(eq(table.clinicId, clinicId), eq(table.id, id));

    async function loadItem(db: Db | DbTx, clinicId: number, id: number) {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(scoped(clinicId, id));
      if (!row) throw new AppError(spec.notFound);
      const [item] = await spec.toItems(db, clinicId, [row as Row<T>]);
      return item!;
    }

    async function assertUnique(tx: Tx, input: Record<string, unknown>, id: number | null) {
      for (const rule of spec.unique) {
        const value = input[rule.field];
        if (typeof value !== 'string') continue;
        const [taken] = await tx.db
          .select({ id: table.id })
          .from(table as PgTable)
          .where(
            and(
              eq(table.clinicId, tx.actor.clinicId),
              rule.folded
                ? sql`${rule.column} = f_unaccent(lower(${value}))`
                : sql`lower(${rule.column}) = lower(${value})`,
              id === null ? undefined : ne(table.id, id),
            ),
          );
        if (taken) throw new AppError(rule.error);
      }
    }

    async function assertNotInUse(tx: Tx, id: number, change: 'delete' | 'disable') {
      if (!spec.inUse) return;
      const n = await spec.inUse.count(tx.db, tx.actor.clinicId, id, change, tx.now);
      if (n > 0) throw new AppError('inUse', { params: { entity: spec.inUse.entity, count: n } });
    }

    async function protect(tx: Tx, id: number, change: 'update' | 'delete' | 'disable') {
      if (!spec.protect) return;
      const [row] = await tx.db
        .select()
        .from(table as PgTable)
        .where(scoped(tx.actor.clinicId, id))
        .for('update');
      if (row) await spec.protect(tx, row as Row<T>, change);
    }

    const changed = (tx: Tx, id: number, action: ResourceChange) =>
      tx.publish('resource.change', { resource: spec.name, id, action });

    const write_ = (mode: 'create' | 'update') => async (tx: Tx, input: z.output<I>, id: number | null) => {
      if (id !== null) await protect(tx, id, 'update');
      await assertUnique(tx, input, id);
      await spec.check?.(tx, input, id);
      const values = { ...spec.values(input), updatedAt: tx.now };
      // The row as it was, for the log's before/after of the fields this write sets.
      const before =
        mode === 'update'
          ? ((
              await tx.db
                .select()
                .from(table as PgTable)
                .where(scoped(tx.actor.clinicId, id!))
            )[0] as Record<string, unknown> | undefined)
          : undefined;
      let rowId = id;
      try {
        if (mode === 'create') {
          const [created] = await tx.db
            .insert(table as PgTable)
            .values({ ...values, clinicId: tx.actor.clinicId } as never)
            .returning({ id: table.id });
          rowId = created!.id as number;
        } else {
          await tx.db
            .update(table as PgTable)
            .set(values as never)
            .where(scoped(tx.actor.clinicId, id!));
        }
      } catch (error) {
        const constraint = violatedConstraint(error);
        const rule = spec.unique.find((r) => r.constraint !== undefined && r.constraint === constraint);
        throw rule ? new AppError(rule.error, { cause: error }) : error;
      }
      await spec.afterWrite?.(tx, rowId!, input);
      await record(
        tx,
        spec.entityType,
        rowId,
        mode === 'create' ? ActivityAction.Create : ActivityAction.Update,
        {
          name: (input as { name?: unknown }).name,
          ...(before ? withChanges(before, values) : {}),
        },
      );
      changed(tx, rowId!, mode);
      return loadItem(tx.db, tx.actor.clinicId, rowId!);
    };
    const create = write_('create');
    const update = write_('update');

    const routes: RouteDef[] = [
      defineRoute({
        ...contract.list,
        summary: `List ${spec.name} (paged, accent-insensitive keyword, enabled filter, sort)`,
        tags,
        access: spec.listAccess === 'anyStaff' ? {} : read,
        handler: async ({ auth, query }) => {
          const scope = await spec.scope?.(deps.db, auth);
          const asked = query as unknown as Record<string, unknown>;
          const usedFilters = Object.entries(filters).filter(([key]) => typeof asked[key] === 'number');
          const own = spec.listWhere?.(asked);
          const where = and(
            own,
            eq(table.clinicId, sql.placeholder('clinicId')),
            scope,
            query.enabled === undefined ? undefined : eq(table.enabled, sql.placeholder('enabled')),
            query.keyword ? keywordFilter(spec.search, query.keyword) : undefined,
            ...usedFilters.map(([key, column]) => eq(column, sql.placeholder(key))),
          );
          const column = spec.sortable[query.sortBy]!;
          const order = query.sortDirection === 'desc' ? desc(column) : asc(column);
          const offset = offsetOf(query);
          const values: Record<string, unknown> = {
            clinicId: auth.clinicId,
            enabled: query.enabled === 'true',
            ...Object.fromEntries(usedFilters.map(([key]) => [key, asked[key]])),
            pageSize: query.pageSize,
            offset,
          };
          // Run by name when its text is the same for every caller (see patient-search.read.ts): not with a keyword,
          // whose plan depends on it, nor with a group scope, whose SQL carries the caller's own ids.
          const shape = [
            spec.name.replaceAll('-', '_'),
            query.enabled === undefined ? 'any' : 'enabled',
            ...usedFilters.map(([key]) => key),
            query.sortBy,
            query.sortDirection,
          ].join('_');
          const run = <R>(
            statement: string,
            build: (d: Db) => {
              prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
            },
          ) =>
            query.keyword || scope || own
              ? build(deps.db).prepare('').execute(values)
              : runPrepared(deps.db, `${shape}_${statement}`, (d) => build(d as Db), values);
          const rows = await run('page', (d) =>
            d
              .select()
              .from(table as PgTable)
              .where(where)
              .orderBy(order, asc(table.id))
              .limit(sql.placeholder('pageSize'))
              .offset(sql.placeholder('offset')),
          );
          // A page that is not full is its own total (a clinic's set-up lists mostly fit on one): counted only
          // when there may be more.
          const total = await totalOf(
            rows,
            query,
            async () =>
              (
                await run('count', (d) =>
                  d
                    .select({ n: count() })
                    .from(table as PgTable)
                    .where(where),
                )
              )[0]?.n ?? 0,
          );
          return page(await spec.toItems(deps.db, auth.clinicId, rows as Row<T>[]), total, query);
        },
      }),
      defineRoute({
        ...contract.create,
        summary: `Create one of ${spec.name}`,
        tags,
        access: write,
        handler: ({ auth, body }) => inTransaction(deps, auth, (tx) => create(tx, body as z.output<I>, null)),
      }),
      defineRoute({
        ...contract.get,
        summary: `One of ${spec.name}`,
        tags,
        access: read,
        entity,
        handler: async ({ auth, params, row }) => {
          const scope = await spec.scope?.(deps.db, auth);
          if (scope) {
            const [visible] = await deps.db
              .select({ id: table.id })
              .from(table as PgTable)
              .where(and(scoped(auth.clinicId, params.id), scope));
            if (!visible) throw new AppError(spec.notFound);
          }
          // The guard's row: only the related rows are read here. (Its type, a conditional on the generic
          // table, stays unresolved inside this generic function: it is this resource's row.)
          const [item] = await spec.toItems(deps.db, auth.clinicId, [row as Row<T>]);
          return item!;
        },
      }),
      defineRoute({
        ...contract.update,
        summary: `Update one of ${spec.name}`,
        tags,
        access: write,
        entity,
        handler: ({ auth, params, body }) =>
          inTransaction(deps, auth, (tx) => update(tx, body as z.output<I>, params.id)),
      }),
      defineRoute({
        ...contract.remove,
        summary: deleteNeedsName
          ? `Delete one of ${spec.name}; the body repeats its exact name`
          : `Delete one of ${spec.name}`,
        tags,
        access: write,
        entity,
        handler: ({ auth, params, body }) =>
          inTransaction(deps, auth, async (tx) => {
            const [row] = await tx.db
              .select()
              .from(table as PgTable)
              .where(scoped(auth.clinicId, params.id))
              .for('update');
            const name = (row as { name: string }).name;
            if (deleteNeedsName && (body as { name: string }).name !== name)
              throw new AppError('invalidConfirmationInput');
            await protect(tx, params.id, 'delete');
            await assertNotInUse(tx, params.id, 'delete');
            await tx.db.delete(table as PgTable).where(scoped(auth.clinicId, params.id));
            await record(tx, spec.entityType, params.id, ActivityAction.Delete, { name });
            changed(tx, params.id, 'delete');
            return { deleted: true };
          }),
      }),
    ];
    if (!contract.setEnabled) return [...routes, ...extra(deps)];
    routes.push(
      defineRoute({
        ...contract.setEnabled,
        summary: `Enable or disable one of ${spec.name}`,
        tags,
        access: write,
        entity,
        handler: ({ auth, params, body }) =>
          inTransaction(deps, auth, async (tx) => {
            if (!body.enabled) await protect(tx, params.id, 'disable');
            if (!body.enabled && spec.inUse?.blocksDisable) await assertNotInUse(tx, params.id, 'disable');
            await tx.db
              .update(table as PgTable)
              .set({ enabled: body.enabled, updatedAt: tx.now } as never)
              .where(scoped(auth.clinicId, params.id));
            await record(
              tx,
              spec.entityType,
              params.id,
              body.enabled ? ActivityAction.Enable : ActivityAction.Disable,
            );
            changed(tx, params.id, body.enabled ? 'enable' : 'disable');
            return loadItem(tx.db, auth.clinicId, params.id);
          }),
      }),
    );
    return [...routes, ...extra(deps)];
  };
}

/** Timestamps as the API returns them. */
export const isoTimes = <R extends { createdAt: Date; updatedAt: Date }>(row: R) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
