import { ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { medicine } from '../../shared/testing/catalog';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { ImportFromSpreadsheet } from './ImportFromSpreadsheet';

// The pharmacist uploads a filled-in import sheet into the import editor: bad rows are listed and block the
// import; a clean file becomes lines of the editor only when they confirm.

afterEach(cleanup);

function answerMedicines() {
  return fakeApi().on('GET /medicines', () => ({
    pageData: [
      medicine(4, 'Paracetamol 500mg', { price: 2_000 }),
      medicine(5, 'Vitamin C 500mg', { price: 2_000 }),
    ],
    paging: { totalItem: 2, pageSize: 100, pageNumber: 1 },
  }));
}

async function xlsxFile(rows: unknown[][], name = 'phieu-nhap.xlsx'): Promise<File> {
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
  return new File([await workbook.xlsx.writeBuffer()], name);
}

function renderImport() {
  const onLines = vi.fn();
  renderScreen(<ImportFromSpreadsheet onLines={onLines} />, { screens: [ScreenId.StockSheets] });
  const upload = (file: File) =>
    fireEvent.change(screen.getByTestId('stock-import-file'), { target: { files: [file] } });
  return { onLines, upload };
}

describe('uploading an import sheet', () => {
  it('lists every bad row with its column and adds nothing', async () => {
    answerMedicines();
    const { onLines, upload } = renderImport();
    upload(
      await xlsxFile([
        ['Paracetamol 500mg', 'P-01', '30/06/2099', 100, 1_500, null, null, null],
        ['Aspirin 81mg', 'A-01', '30/06/2099', 10, 1_000, null, null, null],
        ['Vitamin C 500mg', 'C-01', '31/02/2099', 0, 1_000, null, null, null],
      ]),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Kiểm tra tệp nhập kho' });
    await within(dialog).findByText(/1 dòng hợp lệ · 2 dòng có lỗi/);
    const errors = within(dialog).getByRole('table', { name: 'Các lỗi trong tệp' });
    const rows = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '3A · Tên thuốcKhông có thuốc “Aspirin 81mg” trong danh mục thuốc (xem trang “Danh mục thuốc” của file mẫu)',
      '4C · Hạn dùng (dd/mm/yyyy)Ngày không hợp lệ: nhập theo dạng dd/mm/yyyy',
      '4D · Số lượngSố lượng phải lớn hơn 0',
    ]);
    expect(within(dialog).getByText(/Chưa thêm dòng nào vào phiếu/)).toBeTruthy();
    const add = within(dialog).getByRole('button', { name: 'Thêm 1 dòng vào phiếu' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.click(add);
    expect(onLines).not.toHaveBeenCalled();
  });

  it('hands the good lines to the editor only after the confirm click', async () => {
    answerMedicines();
    const { onLines, upload } = renderImport();
    upload(
      await xlsxFile([
        ['paracetamol 500mg', 'P-01', '30/06/2099', 100, null, 2_000, 10, null],
        ['Vitamin C 500mg', 'C-01', '2099-01-31', 20, 800, null, null, 900],
      ]),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Kiểm tra tệp nhập kho' });
    const add = await within(dialog).findByRole('button', { name: 'Thêm 2 dòng vào phiếu' });
    expect(onLines).not.toHaveBeenCalled();
    fireEvent.click(add);
    expect(onLines).toHaveBeenCalledTimes(1);
    expect(onLines.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({
        row: 2,
        medicineId: 4,
        lotNumber: 'P-01',
        importPrice: 1_800,
        costPerUnit: 1_800,
      }),
      expect.objectContaining({
        row: 3,
        medicineId: 5,
        expiryDate: '2099-01-31',
        importPrice: 800,
        costPerUnit: 900,
      }),
    ]);
  });

  it('says so when the file is not an .xlsx, without reading it', async () => {
    const api = answerMedicines();
    const { onLines, upload } = renderImport();
    upload(new File(['a,b'], 'phieu-nhap.csv'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/“phieu-nhap.csv” không phải tệp Excel .xlsx/)).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(onLines).not.toHaveBeenCalled();
  });
});
