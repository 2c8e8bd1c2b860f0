import {
  type AnyPgColumn,
  foreignKey,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  type UpdateDeleteAction,
  unique,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.js';

/** The clinic a row belongs to: deleting the clinic deletes the row. */
export const clinicColumn = () =>
  integer('clinic_id')
    .notNull()
    .references(() => clinics.id, { onDelete: 'cascade' });

/** Columns every tenant table starts with: its own id and the clinic it belongs to. */
export const tenantColumns = () => ({
  id: serial('id').primaryKey(),
  clinicId: clinicColumn(),
});

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tenant table a row of the same clinic points at by its (clinic_id, id). */
type TenantTarget = { clinicId: AnyPgColumn; id: AnyPgColumn };

/**
 * The foreign key of a reference between tenant rows, (clinic_id, x_id) to the target's (clinic_id, id), so a row
 * never points into another clinic. drizzle names it after the columns, as the migrations do.
 */
export const tenantReference = (clinicId: AnyPgColumn, column: AnyPgColumn, target: TenantTarget) =>
  foreignKey({ columns: [clinicId, column], foreignColumns: [target.clinicId, target.id] });

/** One side of a join table: its column (key in the table, name in the database) and the rows it points at. */
interface JoinSide<K extends string> {
  key: K;
  name: string;
  references: TenantTarget;
  /** What deleting the row pointed at does to the link; none: the link keeps that row from being deleted. */
  onDelete?: UpdateDeleteAction;
}

interface JoinOptions<Ordered extends boolean, Extra> {
  /** The links are kept in order, by a `position` column. */
  position?: Ordered;
  /** Keyed by (owner, position) instead of by the pair, which is then unique under this name. */
  uniquePair?: string;
  /** The name of the index on the second side, which its deletes and reads from that side use. */
  index?: string;
  /** What a link carries besides the pair (a value), after the pair's columns. */
  columns?: Extra;
}

const joinColumn = (name: string) => integer(name).notNull();
const positionColumn = () => smallint('position').notNull();

/**
 * A table joining two tenant tables of one clinic: clinic_id, the owner's and the other side's ids (and a position
 * when the links are ordered), keyed by the pair, each side a composite foreign key into its table.
 */
export function tenantJoinTable<
  TName extends string,
  Owner extends string,
  Other extends string,
  Ordered extends boolean = false,
  Extra extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(name: TName, owner: JoinSide<Owner>, other: JoinSide<Other>, options: JoinOptions<Ordered, Extra> = {}) {
  const columns = {
    clinicId: joinColumn('clinic_id'),
    [owner.key]: joinColumn(owner.name),
    [other.key]: joinColumn(other.name),
    ...(options.position ? { position: positionColumn() } : {}),
    ...options.columns,
  } as { clinicId: ReturnType<typeof joinColumn> } & Record<Owner | Other, ReturnType<typeof joinColumn>> &
    (Ordered extends true ? { position: ReturnType<typeof positionColumn> } : Record<never, never>) &
    Extra;
  return pgTable(name, columns, (table) => {
    // The columns as plain columns: the generic keys are beyond what drizzle's table type can follow here.
    const t = table as unknown as Record<'clinicId' | 'position' | Owner | Other, AnyPgColumn>;
    const [ownerId, otherId] = [t[owner.key], t[other.key]];
    const reference = (side: JoinSide<string>, column: AnyPgColumn) => {
      const key = tenantReference(t.clinicId, column, side.references);
      return side.onDelete ? key.onDelete(side.onDelete) : key;
    };
    return [
      options.uniquePair
        ? primaryKey({ columns: [ownerId, t.position] })
        : primaryKey({ columns: [ownerId, otherId] }),
      ...(options.uniquePair ? [unique(options.uniquePair).on(ownerId, otherId)] : []),
      reference(owner, ownerId),
      reference(other, otherId),
      ...(options.index ? [index(options.index).on(otherId)] : []),
    ];
  });
}
