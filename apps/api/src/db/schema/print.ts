import type { PrintKind } from '@clinic/domain';
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clinicColumn } from './columns.js';
import { physicalFiles } from './records.js';

// Printing: a clinic's own .docx template per document kind, and the PDFs made from them.

const kindCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in ('invoice', 'prescription', 'appointment', 'checkInSheet', 'resultSheet')`);

/** The clinic's .docx (file kind PrintTemplate) for one document kind; no row: the built-in template prints. */
export const printTemplates = pgTable(
  'print_templates',
  {
    clinicId: clinicColumn(),
    kind: text('kind').$type<PrintKind>().notNull(),
    fileId: integer('file_id').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.kind] }),
    foreignKey({
      name: 'print_templates_file',
      columns: [t.clinicId, t.fileId],
      foreignColumns: [physicalFiles.clinicId, physicalFiles.id],
    }),
    kindCheck('print_templates_kind', t.kind),
  ],
);

/**
 * The last PDF made for one document (file kind PrintTemplatePdf). `key` is the sha-256 of the template file and
 * the document's print data, so any change to either (an edited prescription, a paid invoice, a new template)
 * misses the cache and makes a new PDF, which replaces this row. A cache, not a record: replacing it is fine.
 */
export const printPdfs = pgTable(
  'print_pdfs',
  {
    clinicId: clinicColumn(),
    kind: text('kind').$type<PrintKind>().notNull(),
    documentId: integer('document_id').notNull(),
    key: text('key').notNull(),
    fileId: integer('file_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.kind, t.documentId] }),
    foreignKey({
      name: 'print_pdfs_file',
      columns: [t.clinicId, t.fileId],
      foreignColumns: [physicalFiles.clinicId, physicalFiles.id],
    }),
    kindCheck('print_pdfs_kind', t.kind),
  ],
);
