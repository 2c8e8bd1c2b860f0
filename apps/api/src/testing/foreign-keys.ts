import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** What happens to a referencing row when its referenced row is deleted (pg_constraint.confdeltype). */
export type OnDelete = 'no action' | 'restrict' | 'cascade' | 'set null' | 'set default';

const onDeleteOf: Record<string, OnDelete> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

export interface ForeignKey {
  name: string;
  /** The referencing table. */
  table: string;
  /** Its referencing columns, in key order. */
  columns: string[];
  /** The referenced table. */
  references: string;
  onDelete: OnDelete;
}

/**
 * Every foreign key of the public schema as the database itself has it (pg_constraint), so a table added by a
 * later migration is seen without anyone listing it. The same catalog query runs on PGlite and PostgreSQL 15.
 */
export async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const result = await db.execute(sql`
    select con.conname as name, src.relname as "table", dst.relname as "references",
      con.confdeltype as on_delete,
      (select string_agg(a.attname, ',' order by k.ord)
        from unnest(con.conkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_class dst on dst.oid = con.confrelid
    join pg_namespace ns on ns.oid = src.relnamespace
    where con.contype = 'f' and ns.nspname = 'public'
    order by src.relname, con.conname`);
  return (result.rows as Record<string, string>[]).map((r) => ({
    name: r.name as string,
    table: r.table as string,
    columns: (r.columns as string).split(','),
    references: r.references as string,
    onDelete: onDeleteOf[r.on_delete as string] ?? 'no action',
  }));
}

/** The foreign keys pointing at `table`. */
export const foreignKeysTo = async (db: Db, table: string) =>
  (await foreignKeys(db)).filter((fk) => fk.references === table);
