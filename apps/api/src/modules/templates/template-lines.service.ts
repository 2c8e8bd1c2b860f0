import { and, eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { prescriptionTemplateItems, serviceTemplateItems } from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';

/** The tables of the templates' lines: each line names its template and its place (position) among them. */
type TemplateLines = typeof serviceTemplateItems | typeof prescriptionTemplateItems;

/**
 * Replaces a template's lines by the given ones (each with its position), in the write's transaction: the old
 * lines go and the new are inserted, so a template reads back exactly the lines last saved, in their order.
 */
export async function replaceTemplateLines<T extends TemplateLines>(
  tx: Tx,
  table: T,
  templateId: number,
  lines: Omit<T['$inferInsert'], 'clinicId' | 'templateId'>[],
) {
  const clinicId = tx.actor.clinicId;
  await tx.db.delete(table).where(and(eq(table.clinicId, clinicId), eq(table.templateId, templateId)));
  const rows = lines.map((line) => ({ ...line, clinicId, templateId }));
  // Each table's own insert type: TypeScript cannot follow drizzle's mapped insert type through the generic table.
  await tx.db.insert(table).values(rows as PgInsertValue<T>[]);
}
