import { i18n } from '@clinic/i18n';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import type { AnyAnswer, ReportDefinition } from './definition';
import { buildReportCsv, buildReportWorkbook, exportFileName, fetchWholeReport } from './exportReport';
import { stockByMedicineLotsReport } from './StockByMedicineLotsScreen';

// An export holds the whole range: a two-page answer comes back as one file with every row of both pages and the
// answer's totals (not a sum the browser made), read back as a spreadsheet program and a CSV reader would.

const lot = (n: number) => ({
  medicineId: 1 + (n % 3),
  medicineName: n === 0 ? 'Paracetamol 500mg, "viên nén"' : `Thuốc số ${n}`,
  unit: 'tablet',
  lotId: n + 1,
  lotNumber: `LO-${n}`,
  expiryDate: '2027-03-31',
  expiryState: 2 as const,
  costPerUnit: 1_500,
  opening: 10,
  imported: n,
  exported: 1,
  closing: 9 + n,
  closingValue: (9 + n) * 1_500,
});
const all = Array.from({ length: 130 }, (_, n) => lot(n));
// Deliberately not the sum of the rows: the file must carry the server's totals.
const totals = { opening: 1_234, imported: 5_678, exported: 910, closing: 6_002, closingValue: 9_003_000 };
const body = { from: '2026-11-01', to: '2026-11-30', expiryStates: [2 as const] };
const definition = stockByMedicineLotsReport as unknown as ReportDefinition<AnyAnswer>;
const texts = { t: i18n.t, clinicName: 'Phòng khám Minh An' };

async function twoPages() {
  const api = fakeApi().on('POST /reports/stock-by-medicine-lot-report', ({ query }) => {
    const pageNumber = Number(query.pageNumber);
    const pageSize = Number(query.pageSize);
    return {
      pageData: all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      paging: { totalItem: all.length, pageSize, pageNumber },
      totals,
    };
  });
  const whole = await fetchWholeReport(definition, body);
  const asked = api.requests('POST /reports/stock-by-medicine-lot-report');
  expect(asked.map((request) => request.query.pageNumber)).toEqual(['1', '2']);
  expect(asked.every((request) => JSON.stringify(request.body) === JSON.stringify(body))).toBe(true);
  return whole;
}

const toArrayBuffer = (buffer: ExcelJS.Buffer) => {
  const bytes = new Uint8Array(buffer as ArrayBuffer);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

/** A minimal CSV reader: quoted fields, doubled quotes, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  return rows;
}

describe('report export', () => {
  it('writes every row of every page and the answer’s totals to the .xlsx', async () => {
    const whole = await twoPages();
    const workbook = await buildReportWorkbook(definition, body, whole, texts);
    const copy = new ExcelJS.Workbook();
    await copy.xlsx.load(toArrayBuffer(await workbook.xlsx.writeBuffer()));
    const sheet = copy.worksheets[0]!;

    expect(sheet.getCell('A1').value).toBe('Tồn kho theo lô thuốc');
    expect(sheet.getCell('A2').value).toBe('Từ 01/11/2026 đến 30/11/2026');
    expect(sheet.getCell('A3').value).toBe('Phòng khám Minh An');
    expect(sheet.getCell('A4').value).toBe(
      'Tồn kho của cả phòng khám theo từng lô: tồn đầu, nhập, xuất, tồn cuối trong các ngày đã chọn; tình trạng hạn tính vào ngày cuối cùng.',
    );
    const header = sheet.getRow(6).values as unknown[];
    expect(header.slice(1)).toEqual([
      'Thuốc',
      'Đơn vị',
      'Số lô',
      'Hạn dùng',
      'Tình trạng hạn',
      'Giá vốn/đơn vị',
      'Tồn đầu kỳ',
      'Nhập',
      'Xuất',
      'Tồn cuối kỳ',
      'Giá trị tồn cuối kỳ',
    ]);
    // 130 rows from row 7, then the totals row.
    expect(sheet.rowCount).toBe(6 + all.length + 1);
    const lotNumbers = Array.from({ length: all.length }, (_, i) => sheet.getRow(7 + i).getCell(3).value);
    expect(lotNumbers).toEqual(all.map((row) => row.lotNumber));
    const first = sheet.getRow(7);
    expect(first.getCell(1).value).toBe('Paracetamol 500mg, "viên nén"');
    expect(first.getCell(2).value).toBe('Viên');
    expect(first.getCell(4).value).toEqual(new Date('2027-03-31T00:00:00Z'));
    expect(first.getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(5).value).toBe('Sắp hết hạn');
    expect(first.getCell(11).value).toBe(13_500);
    const total = sheet.getRow(7 + all.length);
    expect(total.getCell(1).value).toBe('Tổng cộng');
    expect([7, 8, 9, 10, 11].map((c) => total.getCell(c).value)).toEqual([
      1_234, 5_678, 910, 6_002, 9_003_000,
    ]);
    expect(total.font?.bold).toBe(true);
  });

  it('writes the same columns to the .csv, with a byte-order mark for Excel', async () => {
    const whole = await twoPages();
    const csv = buildReportCsv(definition, whole, texts);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows).toHaveLength(1 + all.length + 1);
    expect(rows[0]![0]).toBe('Thuốc');
    expect(rows[1]).toEqual([
      'Paracetamol 500mg, "viên nén"',
      'Viên',
      'LO-0',
      '31/03/2027',
      'Sắp hết hạn',
      '1500',
      '10',
      '0',
      '1',
      '9',
      '13500',
    ]);
    expect(rows.slice(1, -1).map((row) => row[2])).toEqual(all.map((row) => row.lotNumber));
    expect(rows.at(-1)).toEqual(['Tổng cộng', '', '', '', '', '', '1234', '5678', '910', '6002', '9003000']);
  });

  it('names the file after the report and its range', () => {
    expect(exportFileName({ fileName: 'bao-cao-doanh-thu' }, body, 'xlsx')).toBe(
      'bao-cao-doanh-thu_2026-11-01_2026-11-30.xlsx',
    );
  });
});
