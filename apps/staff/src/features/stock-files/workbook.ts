import type { StockOnHandItem, StockSheetView } from '@clinic/api-client';
import { DEFAULT_TIME_ZONE, localDate, localTime } from '@clinic/domain';
import type { Cell, Worksheet } from 'exceljs';
import { DATE, DATE_TIME, excelDay, MONEY, newWorkbook, type Workbook } from '../../shared/workbook';

export { downloadWorkbook, type Workbook } from '../../shared/workbook';

import {
  type CellValue,
  checkImportRows,
  type ImportMedicine,
  type ImportResult,
  importColumns,
} from './importRows';
import type { WorkbookTexts } from './texts';

// The stock spreadsheets, read and written in the browser through the shared workbook helpers (exceljs loaded only
// when a spreadsheet is read or written).

/** Bold titles in row `row`, and the rows above it stay in view while scrolling. */
function header(sheet: Worksheet, titles: string[], widths: number[], row = 1) {
  sheet.getRow(row).values = titles;
  sheet.getRow(row).font = { bold: true };
  titles.forEach((_, i) => {
    sheet.getColumn(i + 1).width = widths[i] ?? 14;
  });
  sheet.views = [{ state: 'frozen', ySplit: row }];
}

function formatColumns(sheet: Worksheet, formats: Record<number, string>) {
  for (const [column, numFmt] of Object.entries(formats)) sheet.getColumn(Number(column)).numFmt = numFmt;
}

/** The import template: sheet 1 to fill in (titles and one example row), sheet 2 the medicines to copy names from. */
export async function buildImportTemplate(
  texts: WorkbookTexts,
  medicines: readonly { name: string; unit: string; price: number }[],
): Promise<Workbook> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(texts.template.sheet);
  header(
    sheet,
    importColumns.map((column) => texts.template.columns[column]),
    [34, 16, 22, 12, 14, 14, 15, 16],
  );
  formatColumns(sheet, { 3: DATE, 5: MONEY, 6: MONEY, 8: MONEY });
  // An example the user overwrites: a medicine of the clinic, a lot, a date a year ahead, prices.
  const example = medicines[0];
  const nextYear = new Date();
  nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
  sheet.addRow([
    example?.name ?? texts.template.exampleMedicine,
    'LO-0001',
    excelDay(nextYear.toISOString().slice(0, 10)),
    100,
    null,
    example?.price ?? 10_000,
    10,
    null,
  ]);

  const list = workbook.addWorksheet(texts.template.medicinesSheet);
  const { name, unit, price } = texts.template.medicineColumns;
  header(list, [name, unit, price], [40, 12, 14]);
  formatColumns(list, { 3: MONEY });
  for (const medicine of medicines) list.addRow([medicine.name, texts.unit(medicine.unit), medicine.price]);
  return workbook;
}

/** A cell's value as the checks take it: formulas by their result, rich text and links by their text. */
function cellValue(cell: Cell): CellValue {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('result' in value) {
    const result = value.result;
    return typeof result === 'string' || typeof result === 'number' || result instanceof Date ? result : null;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

/**
 * Reads sheet 1 of an uploaded import file (from row 2; blank rows skipped) and checks every row: the good lines,
 * and every error of every bad row by the row number and column letter the spreadsheet shows.
 */
export async function readImportWorkbook(
  bytes: ArrayBuffer,
  medicines: readonly ImportMedicine[],
  today: string,
): Promise<ImportResult> {
  const workbook = await newWorkbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const rows: { row: number; cells: CellValue[] }[] = [];
  sheet?.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = importColumns.map((_, i) => cellValue(row.getCell(i + 1)));
    if (cells.some((value) => value !== null && String(value).trim() !== ''))
      rows.push({ row: rowNumber, cells });
  });
  return checkImportRows(rows, medicines, today);
}

/** Stock on hand, a medicine a row, with a totals row of units and value. */
export async function buildStockOnHandWorkbook(
  texts: WorkbookTexts,
  rows: readonly StockOnHandItem[],
): Promise<Workbook> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(texts.onHand.sheet);
  const c = texts.onHand.columns;
  header(
    sheet,
    [
      c.medicineName,
      c.unit,
      c.onHand,
      c.usable,
      c.expired,
      c.valueAtCost,
      c.nearestExpiry,
      c.expiryState,
      c.stockLevel,
    ],
    [34, 10, 12, 12, 12, 20, 16, 16, 16],
  );
  formatColumns(sheet, { 3: MONEY, 4: MONEY, 5: MONEY, 6: MONEY, 7: DATE });
  for (const item of rows)
    sheet.addRow([
      item.medicineName,
      texts.unit(item.unit),
      item.onHand,
      item.usable,
      item.expiredQuantity,
      item.valueAtCost,
      item.nearestExpiry ? excelDay(item.nearestExpiry) : null,
      item.expiryState === null ? null : (texts.onHand.expiry[item.expiryState] ?? null),
      texts.onHand.levels[item.stockLevel] ?? null,
    ]);
  const sum = (pick: (item: StockOnHandItem) => number) =>
    rows.reduce((total, item) => total + pick(item), 0);
  const totals = sheet.addRow([
    texts.total,
    null,
    sum((i) => i.onHand),
    sum((i) => i.usable),
    sum((i) => i.expiredQuantity),
    sum((i) => i.valueAtCost),
  ]);
  totals.font = { bold: true };
  return workbook;
}

/** One saved sheet: its code, type, reason and who saved it, then its lines and a totals row. */
export async function buildStockSheetWorkbook(
  texts: WorkbookTexts,
  sheet: StockSheetView,
  timeZone = DEFAULT_TIME_ZONE,
): Promise<Workbook> {
  const workbook = await newWorkbook();
  const page = workbook.addWorksheet(sheet.code);
  const f = texts.sheet.fields;
  const created = new Date(sheet.createdAt);
  // Excel has no time zones: the clinic's wall clock, written as that UTC time, is what it shows.
  const createdAt = new Date(`${localDate(created, timeZone)}T${localTime(created, timeZone)}:00Z`);
  const details: [string, string | Date | null][] = [
    [f.code, sheet.code],
    [f.type, texts.sheet.types[sheet.type] ?? null],
    [f.reason, texts.sheet.reason(sheet.reason)],
    [f.supplier, sheet.supplierName],
    [f.createdAt, createdAt],
    [f.createdBy, sheet.createdByName],
    [f.note, sheet.note],
  ];
  for (const [label, value] of details) {
    const row = page.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (value instanceof Date) row.getCell(2).numFmt = DATE_TIME;
  }
  page.addRow([]);

  const c = texts.sheet.columns;
  const headerRow = details.length + 2;
  header(
    page,
    [
      c.medicineName,
      c.unit,
      c.lotNumber,
      c.expiryDate,
      c.quantity,
      c.importPrice,
      c.exportPrice,
      c.discountPercent,
      c.costPerUnit,
      c.total,
    ],
    [34, 10, 16, 14, 12, 14, 14, 14, 16, 18],
    headerRow,
  );
  for (const item of sheet.items) {
    const row = page.addRow([
      item.medicineName,
      texts.unit(item.unit),
      item.lotNumber,
      excelDay(item.expiryDate),
      item.quantity,
      item.importPrice,
      item.exportPrice,
      item.discountPercent,
      item.costPerUnit,
      item.total,
    ]);
    row.getCell(4).numFmt = DATE;
    for (const money of [5, 6, 7, 9, 10]) row.getCell(money).numFmt = MONEY;
  }
  const quantity = sheet.items.reduce((total, item) => total + item.quantity, 0);
  const totals = page.addRow([texts.total, null, null, null, quantity, null, null, null, null, sheet.total]);
  totals.font = { bold: true };
  for (const money of [5, 10]) totals.getCell(money).numFmt = MONEY;
  return workbook;
}
