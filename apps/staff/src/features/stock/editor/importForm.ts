import type { StockSheetInput, StockSheetItem } from '@clinic/api-client';
import { discounted, ImportReason, StockSheetType, type StockUnit } from '@clinic/domain';
import { stockSheetInput } from '@clinic/domain/contracts';
import { z } from 'zod';
import type { SpreadsheetImportLine } from '../../stock-files';

// An import sheet as its editor holds it, the live prices and totals the editor shows, and the schema that turns
// the editor's values into the contract's body (so the form and the API check one set of rules).

export interface ImportLine {
  medicineId: number;
  /** Shown only: the server reads the id. */
  name: string;
  unit: StockUnit | string;
  lotNumber: string;
  expiryDate: string | null;
  quantity: number | null;
  /** The import price is typed, or derived from the sale price less the discount. */
  priceBy: 'import' | 'sale';
  importPrice: number | null;
  exportPrice: number | null;
  discountPercent: number | null;
  /** null: follows the import price (what most lines want); typed: the user's own. */
  costPerUnit: number | null;
}

export interface ImportForm {
  reason: string;
  supplierId: string;
  note: string;
  refSheetId: number | null;
  items: ImportLine[];
}

/** Every field of a line the form or the server may name ('items.3.lotNumber'). */
export const importLineFields = [
  'medicineId',
  'lotNumber',
  'expiryDate',
  'quantity',
  'importPrice',
  'exportPrice',
  'discountPercent',
  'costPerUnit',
] as const;

export const emptyImport = (reason: string | null, refSheetId: number | null): ImportForm => ({
  reason: reason ?? ImportReason.ImportNewGoods,
  supplierId: '',
  note: '',
  refSheetId,
  items: [],
});

export function importLineOf(medicine: { id: number; name: string; unit?: string | undefined }): ImportLine {
  return {
    medicineId: medicine.id,
    name: medicine.name,
    unit: medicine.unit ?? '',
    lotNumber: '',
    expiryDate: null,
    quantity: null,
    priceBy: 'import',
    importPrice: null,
    exportPrice: null,
    discountPercent: null,
    costPerUnit: null,
  };
}

/** A checked row of an uploaded spreadsheet as a line: a sale price with no import price is priced by it. */
export function importLineOfSpreadsheet(row: SpreadsheetImportLine): ImportLine {
  const bySale = row.importPrice === null && row.exportPrice !== null;
  return {
    medicineId: row.medicineId,
    name: row.medicineName,
    unit: row.unit,
    lotNumber: row.lotNumber,
    expiryDate: row.expiryDate,
    quantity: row.quantity,
    priceBy: bySale ? 'sale' : 'import',
    importPrice: row.importPrice,
    exportPrice: row.exportPrice,
    discountPercent: row.discountPercent,
    costPerUnit: row.costPerUnit,
  };
}

/** A line of an export being corrected by a refund: back into the same lot, at its cost. */
export function importLineOfRefund(item: StockSheetItem): ImportLine {
  return {
    medicineId: item.medicineId,
    name: item.medicineName,
    unit: item.unit,
    lotNumber: item.lotNumber,
    expiryDate: item.expiryDate,
    quantity: item.quantity,
    priceBy: 'import',
    importPrice: item.costPerUnit,
    exportPrice: null,
    discountPercent: null,
    costPerUnit: item.costPerUnit,
  };
}

/** The line's import price as the server will store it: typed, or the sale price less the discount. */
export function importPriceOf(line: ImportLine): number | null {
  if (line.priceBy === 'import') return line.importPrice;
  return line.exportPrice === null ? null : discounted(line.exportPrice, line.discountPercent ?? 0);
}

export const costOf = (line: ImportLine) => line.costPerUnit ?? importPriceOf(line);

export function importTotals(lines: readonly ImportLine[]) {
  let quantity = 0;
  let total = 0;
  let totalCost = 0;
  for (const line of lines) {
    const units = line.quantity ?? 0;
    quantity += units;
    total += units * (importPriceOf(line) ?? 0);
    totalCost += units * (costOf(line) ?? 0);
  }
  return { lines: lines.length, quantity, total, totalCost };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/** The contract's body from the editor's values: only the chosen way of pricing is sent. */
export function importBody(values: ImportForm): StockSheetInput {
  return {
    type: StockSheetType.Import,
    reason: values.reason as ImportReason,
    supplierId: values.supplierId ? Number(values.supplierId) : null,
    note: blankToNull(values.note),
    refSheetId: values.refSheetId,
    items: values.items.map((line) => ({
      medicineId: line.medicineId,
      lotNumber: line.lotNumber,
      expiryDate: line.expiryDate as string,
      quantity: line.quantity as number,
      ...(line.priceBy === 'import'
        ? { importPrice: line.importPrice, exportPrice: null, discountPercent: null }
        : { importPrice: null, exportPrice: line.exportPrice, discountPercent: line.discountPercent ?? 0 }),
      costPerUnit: costOf(line) as number,
    })),
  };
}

export const importSchema = z.preprocess((values: ImportForm) => importBody(values), stockSheetInput);
