import type { StockOnHandItem, StockSheetView } from '@clinic/api-client';
import { i18n } from '@clinic/i18n';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookTexts } from './texts';
import {
  buildImportTemplate,
  buildStockOnHandWorkbook,
  buildStockSheetWorkbook,
  readImportWorkbook,
} from './workbook';

// The import sheet a pharmacist fills in, read back the way the upload reads it; and the exports, opened again.

const medicines = [
  { id: 11, name: 'Paracetamol 500mg', unit: 'tablet', price: 2_000 },
  { id: 12, name: 'Amoxicillin 250mg', unit: 'blister', price: 35_000 },
];
const today = '2026-11-26';
const texts = workbookTexts(i18n.t);

/** An .xlsx as a spreadsheet program saves it: a title row, then `rows` from row 2. */
async function xlsx(rows: unknown[][]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Phiếu nhập');
  sheet.addRow([
    'Tên thuốc',
    'Số lô',
    'Hạn dùng',
    'Số lượng',
    'Giá nhập',
    'Giá bán',
    'Chiết khấu (%)',
    'Giá vốn',
  ]);
  for (const row of rows) sheet.addRow(row);
  return toArrayBuffer(await workbook.xlsx.writeBuffer());
}

const toArrayBuffer = (buffer: ExcelJS.Buffer) => {
  const bytes = new Uint8Array(buffer as ArrayBuffer);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

async function reopen(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const copy = new ExcelJS.Workbook();
  await copy.xlsx.load(toArrayBuffer(await workbook.xlsx.writeBuffer()));
  return copy;
}

describe('reading an uploaded import sheet', () => {
  it('names every bad row by its number and columns, and keeps the good lines with the derived import price', async () => {
    const bytes = await xlsx([
      ['paracetamol 500MG ', 'P-01', new Date(Date.UTC(2027, 5, 30)), 100, null, 2_000, 12.5, null],
      ['Aspirin 81mg', 'A-01', '30/06/2027', 10, 1_000, null, null, 1_000],
      ['Amoxicillin 250mg', 'AM-7', '2027-01-31', '1.200', 30_000, null, null, 31_000],
      ['Amoxicillin 250mg', 'AM-8', '31/02/2027', 5, 30_000, null, null, 0],
      [null, null, null, null, null, null, null, null],
    ]);

    const result = await readImportWorkbook(bytes, medicines, today);

    expect(result.errors).toEqual([
      {
        row: 3,
        column: 'A',
        messageKey: 'stockFiles.errors.unknownMedicine',
        params: { name: 'Aspirin 81mg' },
      },
      { row: 5, column: 'C', messageKey: 'stockFiles.errors.invalidDate', params: undefined },
      { row: 5, column: 'H', messageKey: 'formError.pricePositive', params: { min: 1 } },
    ]);
    expect(result.lines).toEqual([
      {
        row: 2,
        medicineId: 11,
        medicineName: 'Paracetamol 500mg',
        unit: 'tablet',
        lotNumber: 'P-01',
        expiryDate: '2027-06-30',
        quantity: 100,
        // 2,000 less 12.5 %, and the cost per unit left empty takes it.
        importPrice: 1_750,
        exportPrice: 2_000,
        discountPercent: 12.5,
        costPerUnit: 1_750,
      },
      expect.objectContaining({
        row: 4,
        medicineId: 12,
        expiryDate: '2027-01-31',
        quantity: 1_200,
        costPerUnit: 31_000,
      }),
    ]);
  });

  it('checks every cell of a row: quantity, prices, discount, expiry in the past, lot length', async () => {
    const result = await readImportWorkbook(
      await xlsx([['Paracetamol 500mg', 'L'.repeat(51), '25/11/2026', 2.5, null, null, 120, 1_000_000_001]]),
      medicines,
      today,
    );
    expect(result.lines).toEqual([]);
    expect(result.errors.map((e) => `${e.row}${e.column} ${e.messageKey}`)).toEqual([
      '2B formError.maxLength',
      '2C stockFiles.errors.expired',
      '2D formError.integer',
      '2E stockFiles.errors.priceMissing',
      '2G formError.percentMax',
      '2H formError.priceMax',
    ]);
  });

  it('asks a free import for its cost per unit, and names a lot repeated for the same medicine by its first row', async () => {
    const free = await readImportWorkbook(
      await xlsx([['Paracetamol 500mg', 'F1', '30/06/2027', 10, 0, null, null, null]]),
      medicines,
      today,
    );
    expect(free.errors).toEqual([
      { row: 2, column: 'H', messageKey: 'formError.required', params: undefined },
    ]);

    const line = (lot: string) => ['Paracetamol 500mg', lot, '30/06/2027', 10, 1_500, null, null, null];
    const result = await readImportWorkbook(
      await xlsx([line('X1'), line('X2'), line('x1 ')]),
      medicines,
      today,
    );
    expect(result.lines.map((l) => l.row)).toEqual([2, 3]);
    expect(result.errors).toEqual([
      { row: 4, column: 'B', messageKey: 'stockFiles.errors.repeatedLot', params: { row: 2 } },
    ]);
  });
});

describe('the import template', () => {
  it('has the titles, the example row and the medicines, and reads back as one good line once filled in', async () => {
    const template = await reopen(await buildImportTemplate(texts, medicines));
    const [entry, library] = template.worksheets;
    if (!entry || !library) throw new Error('the template has two sheets');
    expect(entry.name).toBe('Phiếu nhập');
    expect(entry.getRow(1).values).toEqual([
      undefined,
      'Tên thuốc',
      'Số lô',
      'Hạn dùng (dd/mm/yyyy)',
      'Số lượng',
      'Giá nhập',
      'Giá bán',
      'Chiết khấu (%)',
      'Giá vốn/đơn vị',
    ]);
    expect(entry.getColumn(3).numFmt).toBe('dd/mm/yyyy');
    expect(library.getRow(3).values).toEqual([undefined, 'Amoxicillin 250mg', 'Vỉ', 35_000]);

    // The pharmacist keeps the example's medicine and prices and writes the lot and a date of their own.
    entry.getCell('B2').value = 'PARA-2027';
    entry.getCell('C2').value = '15/03/2027';
    const result = await readImportWorkbook(
      toArrayBuffer(await template.xlsx.writeBuffer()),
      medicines,
      today,
    );
    expect(result.errors).toEqual([]);
    expect(result.lines).toEqual([
      expect.objectContaining({
        row: 2,
        medicineId: 11,
        lotNumber: 'PARA-2027',
        expiryDate: '2027-03-15',
        importPrice: 1_800,
        costPerUnit: 1_800,
      }),
    ]);
  });
});

describe('the exports', () => {
  it('writes stock on hand, a medicine a row, with the totals', async () => {
    const row = (medicineName: string, onHand: number, valueAtCost: number): StockOnHandItem => ({
      medicineId: 1,
      medicineName,
      unit: 'tablet',
      price: 2_000,
      enabled: true,
      onHand,
      usable: onHand,
      expiredQuantity: 0,
      valueAtCost,
      nearestExpiry: '2027-01-31',
      expiryState: 1,
      lowStockThreshold: null,
      stockLevel: 1,
    });
    const book = await reopen(
      await buildStockOnHandWorkbook(texts, [
        row('Paracetamol 500mg', 120, 180_000),
        row('Vitamin C', 30, 45_500),
      ]),
    );
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'Paracetamol 500mg',
      'Viên',
      120,
      120,
      0,
      180_000,
      new Date('2027-01-31T00:00:00Z'),
      'Còn hạn',
      'Còn hàng',
    ]);
    expect(sheet?.getRow(4).values).toEqual([undefined, 'Tổng cộng', undefined, 150, 150, 0, 225_500]);
    expect(sheet?.getCell('F2').numFmt).toBe('#,##0');
  });

  it('writes a saved sheet with its details, lines and totals', async () => {
    const item = (lotNumber: string, quantity: number, importPrice: number) => ({
      id: quantity,
      medicineId: 11,
      medicineName: 'Paracetamol 500mg',
      unit: 'tablet',
      lotId: quantity,
      lotNumber,
      expiryDate: '2027-06-30',
      quantity,
      importPrice,
      exportPrice: null,
      discountPercent: null,
      costPerUnit: importPrice,
      total: quantity * importPrice,
    });
    const sheet: StockSheetView = {
      id: 7,
      code: 'PN000007',
      type: 1,
      reason: 'importNewGoods',
      supplierId: 3,
      supplierName: 'Dược Hậu Giang',
      note: null,
      refSheetId: null,
      refSheetCode: null,
      prescriptionId: null,
      invoiceId: null,
      total: 170_000,
      totalCost: 170_000,
      itemCount: 2,
      createdBy: 1,
      createdByName: 'Lan',
      createdAt: '2026-11-26T02:30:00.000Z',
      items: [item('P-01', 100, 1_500), item('P-02', 20, 1_000)],
    };
    const book = await reopen(await buildStockSheetWorkbook(texts, sheet, 'Asia/Ho_Chi_Minh'));
    const page = book.worksheets[0];
    expect(page?.name).toBe('PN000007');
    expect(page?.getRow(2).values).toEqual([undefined, 'Loại phiếu', 'Phiếu nhập kho']);
    expect(page?.getRow(3).values).toEqual([undefined, 'Lý do', 'Nhập hàng mới']);
    // 02:30 UTC is 09:30 in the clinic.
    expect(page?.getCell('B5').value).toEqual(new Date('2026-11-26T09:30:00Z'));
    expect(page?.getRow(10).values).toEqual([
      undefined,
      'Paracetamol 500mg',
      'Viên',
      'P-01',
      new Date('2027-06-30T00:00:00Z'),
      100,
      1_500,
      undefined,
      undefined,
      1_500,
      150_000,
    ]);
    expect(page?.getRow(12).values).toEqual([
      undefined,
      'Tổng cộng',
      undefined,
      undefined,
      undefined,
      120,
      undefined,
      undefined,
      undefined,
      undefined,
      170_000,
    ]);
  });
});
