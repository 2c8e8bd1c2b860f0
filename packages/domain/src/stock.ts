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

/** The NearExpiration threshold is not decided yet. */
export const MedicineLotExpiry = { InDate: 1, NearExpiration: 2, Expired: 3 } as const;
export type MedicineLotExpiry = ValueOf<typeof MedicineLotExpiry>;

/** The LowInStock threshold is not decided yet. */
export const StockLevel = { InStock: 1, LowInStock: 2 } as const;
export type StockLevel = ValueOf<typeof StockLevel>;

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
