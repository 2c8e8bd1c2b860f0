import { z } from 'zod';
import { formErrorIds } from '../form-errors';
import { filterId, ref } from '../refs';
import {
  ExportReason,
  ImportReason,
  MAX_COST_PER_UNIT,
  MAX_STOCK_QUANTITY,
  MAX_STOCK_SHEET_ITEMS,
  MIN_COST_PER_UNIT,
  StockLevelFilter,
  StockOnHandSort,
  StockSheetType,
} from '../stock';
import { calendarDate, money, percentage, quantity, yearsAround } from '../validation';
import { clinicDay } from './appointments';
import { choiceError } from './catalog';
import { endpoint } from './endpoint';
import { optionalText } from './fields';
import { idParams, pageOf, pagingShape } from './paging';

// Stock (screens 26 and 27): stock sheets under /stock-sheets, a medicine's lots and stock info under
// /medicines/{id}. A saved sheet is final. Prices are whole VND; export prices and costs are the server's.

const stockQuantity = quantity(MAX_STOCK_QUANTITY);
const price = money({ max: MAX_COST_PER_UNIT });
const lotNumber = z
  .string({ error: formErrorIds.required })
  .trim()
  .min(1, formErrorIds.required)
  .max(50, formErrorIds.maxLength);

/**
 * An import line: a new lot number creates the lot, an existing one of the same medicine (same expiry date) adds
 * to it. The import price is given, or derived from the sale price less the discount percent (`discounted`).
 */
/**
 * A lot's expiry: no medicine is made to keep more than decades, and a lot that expired years ago is not
 * stocked in; the years count from today.
 */
const lotExpiry = calendarDate({ years: yearsAround(5, 50) });

export const importItemInput = z
  .object({
    medicineId: ref('medicine'),
    lotNumber,
    expiryDate: lotExpiry,
    quantity: stockQuantity,
    importPrice: price.nullish(),
    exportPrice: price.nullish(),
    discountPercent: percentage().nullish(),
    costPerUnit: money({ positive: MIN_COST_PER_UNIT > 0, max: MAX_COST_PER_UNIT }),
  })
  .superRefine((item, ctx) => {
    if (item.importPrice == null && item.exportPrice == null)
      ctx.addIssue({ code: 'custom', message: formErrorIds.required, path: ['importPrice'] });
  });

/** An export line: a named lot, or none and the server picks first-expiry-first-out (splitting across lots). */
export const exportItemInput = z.object({
  medicineId: ref('medicine'),
  quantity: stockQuantity,
  medicineLotId: ref('medicineLot').nullish(),
});

const importReasons = Object.values(ImportReason) as [ImportReason, ...ImportReason[]];
const exportReasons = Object.values(ExportReason) as [ExportReason, ...ExportReason[]];
const items = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, formErrorIds.minItems).max(MAX_STOCK_SHEET_ITEMS, formErrorIds.maxItems);
const sheetShared = {
  supplierId: ref('supplier').nullish(),
  note: optionalText(2000),
  /** The sheet this one corrects (a refund import of a sale, a damaged export after a wrong import). */
  refSheetId: ref('stockSheet').nullish(),
};

/** POST /stock-sheets/create: an import or an export, all its lines or none. Takes an `Idempotency-Key`. */
export const stockSheetInput = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal(StockSheetType.Import),
      reason: z.enum(importReasons, { error: choiceError }),
      ...sheetShared,
      items: items(importItemInput),
    }),
    z.object({
      type: z.literal(StockSheetType.Export),
      reason: z.enum(exportReasons, { error: choiceError }),
      ...sheetShared,
      items: items(exportItemInput),
    }),
  ],
  { error: choiceError },
);

export const stockSheetItem = z.object({
  id: z.number(),
  medicineId: z.number(),
  medicineName: z.string(),
  unit: z.string(),
  lotId: z.number(),
  lotNumber: z.string(),
  expiryDate: z.string(),
  quantity: z.number(),
  importPrice: z.number().nullable(),
  exportPrice: z.number().nullable(),
  discountPercent: z.number().nullable(),
  costPerUnit: z.number(),
  /** quantity × (import price on an import, export price on an export). */
  total: z.number(),
});

/** A sheet as listed (screen 27). */
export const stockSheetSummary = z.object({
  id: z.number(),
  code: z.string(),
  type: z.number(),
  reason: z.string(),
  supplierId: z.number().nullable(),
  supplierName: z.string().nullable(),
  note: z.string().nullable(),
  refSheetId: z.number().nullable(),
  refSheetCode: z.string().nullable(),
  prescriptionId: z.number().nullable(),
  invoiceId: z.number().nullable(),
  /** Σ line totals and Σ quantity × cost per unit, whole VND. */
  total: z.number(),
  totalCost: z.number(),
  itemCount: z.number(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});

/** A sheet with its lines (each with its lot): GET /stock-sheets/{id} and the answer of create. */
export const stockSheetView = stockSheetSummary.extend({ items: z.array(stockSheetItem) });

export const stockSheetSearchFilter = z
  .object({
    type: z.union([z.literal(StockSheetType.Import), z.literal(StockSheetType.Export)]).optional(),
    reason: z.string().max(50).optional(),
    supplierId: filterId('supplier').optional(),
    from: clinicDay.optional(),
    to: clinicDay.optional(),
    /** The sheet's code (or part of it). */
    code: z.string().trim().max(50, formErrorIds.maxLength).optional(),
  })
  .default({});

/** One change of a lot's quantity, with the sheet that made it. */
export const stockMoveItem = z.object({
  id: z.number(),
  lotId: z.number(),
  lotNumber: z.string(),
  medicineId: z.number(),
  medicineName: z.string(),
  /** Signed units: + into the lot, − out of it. */
  quantity: z.number(),
  sheetId: z.number(),
  sheetCode: z.string(),
  sheetType: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});

/** GET /stock-sheets/{id}/history: the moves the sheet wrote, and the later sheets that refer to it. */
export const stockSheetHistory = z.object({
  moves: z.array(stockMoveItem),
  referringSheets: z.array(stockSheetSummary),
});

/** A row of stock on hand (screen 26): one medicine over all its lots. */
export const stockOnHandItem = z.object({
  medicineId: z.number(),
  medicineName: z.string(),
  unit: z.string(),
  price: z.number(),
  enabled: z.boolean(),
  /** Units in every lot, expired included. */
  onHand: z.number(),
  /** Units in lots not yet expired: what can be sold or prescribed. */
  usable: z.number(),
  expiredQuantity: z.number(),
  /** Σ lot quantity × lot cost per unit, whole VND. */
  valueAtCost: z.number(),
  /** The earliest expiry date of a lot with units left, and its MedicineLotExpiry. */
  nearestExpiry: z.string().nullable(),
  expiryState: z.number().nullable(),
  lowStockThreshold: z.number().nullable(),
  /** A StockLevel, from `usable` and the threshold. */
  stockLevel: z.number(),
});

export const stockOnHandQuery = z.object({
  ...pagingShape,
  /** The medicine's name without accents. */
  keyword: z.string().trim().max(200, formErrorIds.maxLength).optional(),
  /** Only the medicines at this level (the dashboard's rules); 'all' or absent: every medicine. */
  level: z.enum(StockLevelFilter, formErrorIds.invalidValue).optional(),
  sort: z.enum(StockOnHandSort, formErrorIds.invalidValue).optional(),
});

export const medicineLotItem = z.object({
  id: z.number(),
  medicineId: z.number(),
  lotNumber: z.string(),
  expiryDate: z.string(),
  quantity: z.number(),
  costPerUnit: z.number(),
  /** A MedicineLotExpiry on the clinic's today. */
  expiryState: z.number(),
  createdAt: z.string(),
});

/** GET /medicines/{id}/stock-info: the lots, what is on hand, the level and the last 20 moves. */
export const medicineStockInfo = z.object({
  medicineId: z.number(),
  medicineName: z.string(),
  unit: z.string(),
  onHand: z.number(),
  usable: z.number(),
  valueAtCost: z.number(),
  lowStockThreshold: z.number().nullable(),
  stockLevel: z.number(),
  nearExpiryDays: z.number(),
  lots: z.array(medicineLotItem),
  moves: z.array(stockMoveItem),
});

export const stockContract = {
  create: endpoint({
    method: 'POST',
    url: '/stock-sheets/create',
    body: stockSheetInput,
    response: stockSheetView,
  }),
  /** Newest first. */
  search: endpoint({
    method: 'POST',
    url: '/stock-sheets/search',
    query: z.object(pagingShape),
    body: stockSheetSearchFilter,
    response: pageOf(stockSheetSummary),
  }),
  get: endpoint({ method: 'GET', url: '/stock-sheets/:id', params: idParams, response: stockSheetView }),
  history: endpoint({
    method: 'GET',
    url: '/stock-sheets/:id/history',
    params: idParams,
    response: stockSheetHistory,
  }),
  /** Every medicine of the library by name, with what is on hand. */
  stockOnHand: endpoint({
    method: 'GET',
    url: '/stock-sheets/stock-on-hand',
    query: stockOnHandQuery,
    response: pageOf(stockOnHandItem),
  }),
  /** The medicine's lots with units left, earliest expiry first (the export editor's lot picker). */
  medicineLots: endpoint({
    method: 'GET',
    url: '/medicines/:id/medicine-lots',
    params: idParams,
    response: z.array(medicineLotItem),
  }),
  stockInfo: endpoint({
    method: 'GET',
    url: '/medicines/:id/stock-info',
    params: idParams,
    response: medicineStockInfo,
  }),
};

export type StockSheetInput = z.input<typeof stockSheetInput>;
export type StockSheetView = z.output<typeof stockSheetView>;
export type StockSheetSummary = z.output<typeof stockSheetSummary>;
export type StockSheetItem = z.output<typeof stockSheetItem>;
export type StockSheetSearchFilter = z.input<typeof stockSheetSearchFilter>;
export type StockSheetHistory = z.output<typeof stockSheetHistory>;
export type StockMoveItem = z.output<typeof stockMoveItem>;
export type StockOnHandItem = z.output<typeof stockOnHandItem>;
export type StockOnHandQuery = z.input<typeof stockOnHandQuery>;
export type MedicineLotItem = z.output<typeof medicineLotItem>;
export type MedicineStockInfo = z.output<typeof medicineStockInfo>;
