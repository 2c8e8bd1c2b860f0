import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { medicines } from './catalog.js';
import { clinicColumn, tenantColumns, tenantReference, timestamps } from './columns.js';
import { prescriptions } from './examination.js';
import { suppliers } from './setup.js';

// Stock (docs/product.md#stock): medicine lots, the stock sheets that move them, and the append-only
// ledger of moves. A lot's `quantity` is kept beside its moves for speed and always equals their sum; the CHECK
// and the conditional update of an export keep it from ever going below 0, whatever runs at the same time.
// Saved sheets, their items and the moves are never updated or deleted (triggers in migration 0018 refuse it):
// a mistake is corrected by a new sheet.

/** A medicine's lot: its number (unique per medicine, case aside), expiry date and the units on hand. */
export const medicineLots = pgTable(
  'medicine_lots',
  {
    ...tenantColumns(),
    medicineId: integer('medicine_id').notNull(),
    lotNumber: text('lot_number').notNull(),
    /** 'YYYY-MM-DD': usable through this day; Expired from the next (clinic time zone). */
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    /** Units on hand: the sum of the lot's stock_moves, never below 0. */
    quantity: integer('quantity').notNull().default(0),
    /** What one unit cost, whole VND: the units' average over the imports into the lot (stock value at cost). */
    costPerUnit: integer('cost_per_unit').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('medicine_lots_clinic_id_id').on(t.clinicId, t.id),
    uniqueIndex('medicine_lots_number').on(t.clinicId, t.medicineId, sql`lower(${t.lotNumber})`),
    tenantReference(t.clinicId, t.medicineId, medicines),
    check('medicine_lots_quantity', sql`${t.quantity} >= 0`),
    // First expiry first out: a medicine's lots in the order an export takes them.
    index('medicine_lots_fefo').on(t.medicineId, t.expiryDate, t.id),
    // Expiring and expired lots of the clinic (dashboard, reports), only those with something left.
    index('medicine_lots_expiring').on(t.clinicId, t.expiryDate).where(sql`${t.quantity} > 0`),
  ],
);

/** A stock sheet (screen 27): an import (type 1) or an export (type 2), final once saved. */
export const stockSheets = pgTable(
  'stock_sheets',
  {
    ...tenantColumns(),
    /** 'PN000001' for imports, 'PX000001' for exports: gap-free per clinic and type. */
    code: text('code').notNull(),
    /** A StockSheetType. */
    type: smallint('type').notNull(),
    /** An ImportReason or ExportReason value ('importNewGoods', 'sale', 'orthers', …). */
    reason: text('reason').notNull(),
    supplierId: integer('supplier_id'),
    note: text('note'),
    /** The sheet this one corrects or gives back (a refund import of a sale), shown in that sheet's history. */
    refSheetId: integer('ref_sheet_id'),
    /** The prescription a sale export dispensed (billing). */
    prescriptionId: integer('prescription_id'),
    /** The invoice a sale export or its refund belongs to (billing's table comes later: no foreign key yet). */
    invoiceId: integer('invoice_id'),
    /** Σ quantity × import price (imports) or × export price (exports), whole VND. */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** Σ quantity × cost per unit: the stock value the sheet moved. */
    totalCost: bigint('total_cost', { mode: 'number' }).notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('stock_sheets_clinic_id_id').on(t.clinicId, t.id),
    unique('stock_sheets_clinic_code').on(t.clinicId, t.code),
    check('stock_sheets_type', sql`${t.type} in (1, 2)`),
    tenantReference(t.clinicId, t.supplierId, suppliers),
    tenantReference(t.clinicId, t.refSheetId, t),
    tenantReference(t.clinicId, t.prescriptionId, prescriptions),
    index('stock_sheets_newest').on(t.clinicId, t.createdAt, t.id),
    index('stock_sheets_ref').on(t.refSheetId),
    index('stock_sheets_supplier').on(t.supplierId),
    index('stock_sheets_prescription').on(t.prescriptionId),
  ],
);

/** A line of a stock sheet: so many units of one lot. An export split over lots has a line per lot. */
export const stockSheetItems = pgTable(
  'stock_sheet_items',
  {
    ...tenantColumns(),
    sheetId: integer('sheet_id').notNull(),
    position: smallint('position').notNull(),
    medicineId: integer('medicine_id').notNull(),
    lotId: integer('lot_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Imports: what one unit was bought for (given, or the export price less the discount). */
    importPrice: integer('import_price'),
    /** Imports: the sale price the discount applies to; exports: the price one unit left at. */
    exportPrice: integer('export_price'),
    discountPercent: doublePrecision('discount_percent'),
    costPerUnit: integer('cost_per_unit').notNull(),
  },
  (t) => [
    unique('stock_sheet_items_clinic_id_id').on(t.clinicId, t.id),
    unique('stock_sheet_items_position').on(t.sheetId, t.position),
    tenantReference(t.clinicId, t.sheetId, stockSheets),
    tenantReference(t.clinicId, t.medicineId, medicines),
    tenantReference(t.clinicId, t.lotId, medicineLots),
    check('stock_sheet_items_quantity', sql`${t.quantity} > 0`),
    index('stock_sheet_items_lot').on(t.lotId),
    index('stock_sheet_items_medicine').on(t.medicineId),
  ],
);

/** The ledger: one row per change of a lot's quantity (+ import, − export), written with its sheet item. */
export const stockMoves = pgTable(
  'stock_moves',
  {
    ...tenantColumns(),
    lotId: integer('lot_id').notNull(),
    medicineId: integer('medicine_id').notNull(),
    sheetId: integer('sheet_id').notNull(),
    sheetItemId: integer('sheet_item_id').notNull(),
    /** Signed units: positive into the lot, negative out of it. */
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.clinicId, t.lotId, medicineLots),
    tenantReference(t.clinicId, t.sheetId, stockSheets),
    tenantReference(t.clinicId, t.sheetItemId, stockSheetItems),
    check('stock_moves_quantity', sql`${t.quantity} <> 0`),
    index('stock_moves_lot').on(t.lotId, t.id),
    index('stock_moves_medicine').on(t.clinicId, t.medicineId, t.createdAt),
    index('stock_moves_sheet').on(t.sheetId),
  ],
);

/**
 * The answers of money- and stock-changing calls by their `Idempotency-Key` (platform/idempotency.ts): the same
 * key again answers the stored result and writes nothing more. The row is written in the call's own transaction,
 * so a call that fails leaves no key behind and may be sent again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    clinicId: clinicColumn(),
    key: text('key').notNull(),
    /** The call the key was used for ('stock-sheets.create'): a key is never reused for another call. */
    scope: text('scope').notNull(),
    /** sha-256 of the request body: the same key with another body is refused, not answered. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.key] }), index('idempotency_keys_age').on(t.createdAt)],
);
