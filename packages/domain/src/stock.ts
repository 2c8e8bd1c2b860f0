import { addDays } from './time-zone';
import type { ValueOf } from './util';

// Medicines and stock sheets. Stock sheets cannot be edited or deleted once saved.

export const StockSheetType = { Import: 1, Export: 2 } as const;
export type StockSheetType = ValueOf<typeof StockSheetType>;

/** Values keep the original spelling 'orthers'; it is stored and sent as is. */
export const ImportReason = {
  ImportNewGoods: 'importNewGoods',
  Refund: 'refund',
  Others: 'orthers',
} as const;
export type ImportReason = ValueOf<typeof ImportReason>;

export const ExportReason = {
  Sale: 'sale',
  Damaged: 'damaged',
  Lost: 'lost',
  OutOfDate: 'outOfDate',
  Others: 'orthers',
} as const;
export type ExportReason = ValueOf<typeof ExportReason>;

export const stockSheetReasons = {
  [StockSheetType.Import]: Object.values(ImportReason),
  [StockSheetType.Export]: Object.values(ExportReason),
} as const satisfies Record<StockSheetType, readonly string[]>;

export function isReasonAllowed(type: StockSheetType, reason: string): boolean {
  return (stockSheetReasons[type] as readonly string[]).includes(reason);
}

/** A lot expiring within `nearExpiryDays` days (a clinic setting, this by default) is NearExpiration. */
export const NEAR_EXPIRY_DAYS_DEFAULT = 90;

export const MedicineLotExpiry = { InDate: 1, NearExpiration: 2, Expired: 3 } as const;
export type MedicineLotExpiry = ValueOf<typeof MedicineLotExpiry>;

/** LowInStock: the usable units are at or below the medicine's low-stock threshold (none set: at 0). */
export const StockLevel = { InStock: 1, LowInStock: 2 } as const;
export type StockLevel = ValueOf<typeof StockLevel>;

/**
 * The stock lists' level filter (stock on hand, report 35, the dashboard's "see all"), by the dashboard's own rules:
 * running out is `stockLevel` LowInStock on an enabled medicine (out of stock: no usable unit left), expiring and
 * expired are medicines with units left in a lot whose `lotExpiryState` is NearExpiration or Expired.
 */
export const StockLevelFilter = {
  All: 'all',
  RunningOut: 'running-out',
  OutOfStock: 'out-of-stock',
  Expiring: 'expiring',
  Expired: 'expired',
} as const;
export type StockLevelFilter = ValueOf<typeof StockLevelFilter>;
export const stockLevelFilters = Object.values(StockLevelFilter);

/** How the stock on hand is ordered: by name, by nearest expiry (soonest first), or by usable units (fewest first). */
export const StockOnHandSort = { Name: 'name', Expiry: 'expiry', Level: 'level' } as const;
export type StockOnHandSort = ValueOf<typeof StockOnHandSort>;

export const StockUnit = {
  Tablet: 'tablet',
  Blister: 'blister',
  Packet: 'packet',
  Sachet: 'sachet',
  Tube: 'tube',
  Bottle: 'bottle',
  Set: 'set',
} as const;
export type StockUnit = ValueOf<typeof StockUnit>;

/** Lines of one stock sheet, and the cost per unit allowed on a line (docs/product.md#stock). */
export const MAX_STOCK_SHEET_ITEMS = 200;
export const MIN_COST_PER_UNIT = 1;
export const MAX_COST_PER_UNIT = 1_000_000_000;
export const MAX_STOCK_QUANTITY = 1_000_000;

/**
 * A lot's expiry state on the clinic's day `today` ('YYYY-MM-DD'): usable through its expiry date, Expired from
 * the day after, NearExpiration when it expires within `nearExpiryDays` days (today + days excluded).
 */
export function lotExpiryState(expiryDate: string, today: string, nearExpiryDays: number): MedicineLotExpiry {
  if (expiryDate < today) return MedicineLotExpiry.Expired;
  if (expiryDate < addDays(today, nearExpiryDays)) return MedicineLotExpiry.NearExpiration;
  return MedicineLotExpiry.InDate;
}

/** Whether a lot may still be sold or prescribed on `today`. */
export function isLotUsable(expiryDate: string, today: string): boolean {
  return expiryDate >= today;
}

/** A medicine's stock level from its usable units and its low-stock threshold (null: only an empty stock is low). */
export function stockLevel(usable: number, lowStockThreshold: number | null): StockLevel {
  return usable <= (lowStockThreshold ?? 0) ? StockLevel.LowInStock : StockLevel.InStock;
}

/** The sheet's code: 'PN' (phiếu nhập) or 'PX' (phiếu xuất) and the clinic's counter of that type, 6 digits. */
export function stockSheetCode(type: StockSheetType, n: number): string {
  return `${type === StockSheetType.Import ? 'PN' : 'PX'}${String(n).padStart(6, '0')}`;
}

export interface LotOnHand {
  id: number;
  expiryDate: string;
  quantity: number;
}

/**
 * First expiry, first out: which lots an export of `quantity` units takes, earliest expiry first (then the older
 * lot), splitting across lots when one is not enough. Expired lots are skipped unless `includeExpired` (an
 * outOfDate export, which takes the expired ones first). `short` is what the lots could not give (0: enough).
 */
export function pickLotsFefo(
  lots: readonly LotOnHand[],
  quantity: number,
  options: { today: string; includeExpired?: boolean },
): { picks: { lotId: number; quantity: number }[]; short: number } {
  const candidates = lots
    .filter(
      (lot) => lot.quantity > 0 && (options.includeExpired || isLotUsable(lot.expiryDate, options.today)),
    )
    .sort((a, b) => (a.expiryDate === b.expiryDate ? a.id - b.id : a.expiryDate < b.expiryDate ? -1 : 1));
  const picks: { lotId: number; quantity: number }[] = [];
  let left = quantity;
  for (const lot of candidates) {
    if (left === 0) break;
    const take = Math.min(left, lot.quantity);
    picks.push({ lotId: lot.id, quantity: take });
    left -= take;
  }
  return { picks, short: left };
}
