import {
  discounted,
  formErrorIds,
  formErrorParams,
  MAX_STOCK_SHEET_ITEMS,
  MIN_COST_PER_UNIT,
} from '@clinic/domain';
import { importItemInput } from '@clinic/domain/contracts';
import { foldVietnamese } from '@clinic/ui';
import type { z } from 'zod';
import type { SpreadsheetImportLine } from './types';

// The checks of an uploaded import sheet, over plain cell values (no exceljs here): every row, every column, so
// the user fixes the file once. The server checks the saved sheet again with the shared contract.

/** A cell as read: text, a number, a date (an Excel date cell) or nothing. */
export type CellValue = string | number | Date | null;

/** The import sheet's columns, by position (not by title, so a template in either language reads the same). */
export const importColumns = [
  'medicineName',
  'lotNumber',
  'expiryDate',
  'quantity',
  'importPrice',
  'salePrice',
  'discountPercent',
  'costPerUnit',
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** The column's letter as the spreadsheet program shows it (A…H). */
export const columnLetter = (column: ImportColumn) => String.fromCharCode(65 + importColumns.indexOf(column));

export interface ImportError {
  /** The row's number as the spreadsheet shows it. */
  row: number;
  /** The column's letter (A…H); the screen adds its title. */
  column: string;
  /** A form error id (formError.*) or a stockFiles.errors.* key. */
  messageKey: string;
  params?: Record<string, string | number>;
}

export interface ImportMedicine {
  id: number;
  name: string;
  unit: string;
}

export interface ImportResult {
  lines: SpreadsheetImportLine[];
  errors: ImportError[];
}

const LOT_NUMBER_MAX = 50;
const nameKey = (name: string) => foldVietnamese(name).trim().replace(/\s+/g, ' ');

/** Thrown inside a cell's check: the cell's one error. */
class CellError extends Error {
  constructor(
    readonly messageKey: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

const isBlank = (value: CellValue) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A number from a number cell or from text as people type it: '12000', '12.000' or '12,000' (thousands), '12,5'
 * (a decimal comma). Not a number: a CellError.
 */
function toNumber(value: CellValue): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') throw new CellError(formErrorIds.number);
  const text = value.trim().replace(/\s/g, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(text)) return Number(text.replace(/[.,]/g, ''));
  const number = Number(text.replace(',', '.'));
  if (text === '' || !Number.isFinite(number)) throw new CellError(formErrorIds.number);
  return number;
}

/**
 * A number cell held to the import line's own field of the contract (its kind's bounds and words: "Số lượng phải
 * lớn hơn 0", "Giá không được âm"), so the sheet refuses what the server would, as it would say it.
 */
function contractNumber(value: CellValue, field: z.ZodType): number {
  const result = field.safeParse(toNumber(value));
  if (result.success) return result.data as number;
  const issue = result.error.issues[0];
  throw new CellError(
    issue?.message ?? formErrorIds.invalidValue,
    issue ? formErrorParams(issue) : undefined,
  );
}
const line = importItemInput.shape;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' when year, month and day make a real day of the calendar. */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && year <= 9999 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** Excel counts days from 1899-12-30 (its serial dates); a date cell the reader did not recognise is one. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' from an Excel date cell (read as UTC midnight), its serial number, or text dd/mm/yyyy or yyyy-mm-dd. */
function toDay(value: CellValue): string {
  let day: string | null = null;
  if (value instanceof Date) day = Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  else if (typeof value === 'number' && Number.isInteger(value) && value > 0)
    day = new Date(EXCEL_EPOCH_MS + value * DAY_MS).toISOString().slice(0, 10);
  else if (typeof value === 'string') {
    const text = value.trim();
    const dmy = text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
    const ymd = text.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/);
    if (dmy) day = calendarDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
    else if (ymd) day = calendarDay(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  }
  if (day === null) throw new CellError('stockFiles.errors.invalidDate');
  return day;
}

const text = (value: CellValue) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '').trim();

/**
 * Checks the import sheet's rows (`rows[i]` holds the cells A…H of spreadsheet row `rowNumbers[i]`; blank rows
 * are already left out) against the clinic's medicines on the clinic's `today`.
 */
export function checkImportRows(
  rows: { row: number; cells: CellValue[] }[],
  medicines: readonly ImportMedicine[],
  today: string,
): ImportResult {
  const byName = new Map<string, ImportMedicine[]>();
  for (const medicine of medicines) {
    const key = nameKey(medicine.name);
    byName.set(key, [...(byName.get(key) ?? []), medicine]);
  }
  const lines: SpreadsheetImportLine[] = [];
  const errors: ImportError[] = [];
  /** medicine id + folded lot number → the first row that has it. */
  const lotsSeen = new Map<string, number>();

  for (const { row, cells } of rows) {
    const rowErrors: ImportError[] = [];
    const cell = (column: ImportColumn): CellValue => cells[importColumns.indexOf(column)] ?? null;
    /** Runs one cell's check; a failure is recorded against the cell and answers undefined. */
    const check = <T>(
      column: ImportColumn,
      read: (value: CellValue) => T,
      required = true,
    ): T | undefined => {
      const value = cell(column);
      try {
        if (isBlank(value)) {
          if (required) throw new CellError(formErrorIds.required);
          return undefined;
        }
        return read(value);
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        rowErrors.push({
          row,
          column: columnLetter(column),
          messageKey: error.messageKey,
          params: error.params,
        });
        return undefined;
      }
    };

    const medicine = check('medicineName', (value) => {
      const found = byName.get(nameKey(text(value))) ?? [];
      if (found.length === 1) return found[0] as ImportMedicine;
      const name = text(value);
      throw new CellError(
        found.length ? 'stockFiles.errors.ambiguousMedicine' : 'stockFiles.errors.unknownMedicine',
        {
          name,
        },
      );
    });
    const lotNumber = check('lotNumber', (value) => {
      const lot = text(value);
      if (lot.length > LOT_NUMBER_MAX) throw new CellError(formErrorIds.maxLength, { max: LOT_NUMBER_MAX });
      return lot;
    });
    const expiryDate = check('expiryDate', (value) => {
      const day = toDay(value);
      if (day < today) throw new CellError('stockFiles.errors.expired');
      return day;
    });
    const quantity = check('quantity', (value) => contractNumber(value, line.quantity));
    const givenImportPrice = check('importPrice', (value) => contractNumber(value, line.importPrice), false);
    const salePrice = check('salePrice', (value) => contractNumber(value, line.exportPrice), false);
    const discountPercent = check(
      'discountPercent',
      (value) => contractNumber(value, line.discountPercent),
      false,
    );
    if (isBlank(cell('importPrice')) && isBlank(cell('salePrice')))
      rowErrors.push({
        row,
        column: columnLetter('importPrice'),
        messageKey: 'stockFiles.errors.priceMissing',
      });
    // The import price the server would derive: the sale price less the discount, by the one rounding rule.
    const importPrice =
      givenImportPrice ?? (salePrice === undefined ? undefined : discounted(salePrice, discountPercent ?? 0));
    // An empty cost per unit is the import price; a free import (price 0) must say what the units cost. With no
    // good price the price's own error says it all.
    const costPerUnit = !isBlank(cell('costPerUnit'))
      ? check('costPerUnit', (value) => contractNumber(value, line.costPerUnit))
      : importPrice === undefined || importPrice >= MIN_COST_PER_UNIT
        ? importPrice
        : check('costPerUnit', () => undefined);

    if (medicine && lotNumber !== undefined) {
      const key = `${medicine.id}\u0000${nameKey(lotNumber)}`;
      const first = lotsSeen.get(key);
      if (first !== undefined)
        rowErrors.push({
          row,
          column: columnLetter('lotNumber'),
          messageKey: 'stockFiles.errors.repeatedLot',
          params: { row: first },
        });
      else lotsSeen.set(key, row);
    }

    if (rowErrors.length > 0) {
      // In the order of the columns, as the user reads the row.
      errors.push(...rowErrors.sort((a, b) => a.column.localeCompare(b.column)));
      continue;
    }
    lines.push({
      row,
      medicineId: (medicine as ImportMedicine).id,
      medicineName: (medicine as ImportMedicine).name,
      unit: (medicine as ImportMedicine).unit,
      lotNumber: lotNumber as string,
      expiryDate: expiryDate as string,
      quantity: quantity as number,
      importPrice: importPrice as number,
      exportPrice: salePrice ?? null,
      discountPercent: discountPercent ?? null,
      costPerUnit: costPerUnit as number,
    });
  }
  if (lines.length > MAX_STOCK_SHEET_ITEMS && errors.length === 0)
    errors.push({
      row: lines[MAX_STOCK_SHEET_ITEMS]?.row ?? 0,
      column: columnLetter('medicineName'),
      messageKey: 'stockFiles.errors.tooManyRows',
      params: { max: MAX_STOCK_SHEET_ITEMS },
    });
  return { lines, errors };
}
