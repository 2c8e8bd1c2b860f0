import { AppError, PermissionLevel, ScreenId, StockSheetType } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import StockSheetsScreen from './StockSheetsScreen';
import { page, sheet, stockApi, summary } from './testing/stockApi';

// Screen 27's list and a saved sheet against the API's answers: filters sent as the contract's body, a sheet's
// lines, totals and history, and the correcting sheet it offers instead of an edit.

afterEach(cleanup);

const render = (path = '/', level: PermissionLevel = PermissionLevel.Write) =>
  renderScreen(<StockSheetsScreen debounceMs={0} />, { screens: { [ScreenId.StockSheets]: level }, path });
const lastSearch = (api: ReturnType<typeof fakeApi>) => api.requests('POST /stock-sheets/search').at(-1);

describe('stock sheets (screen 27)', () => {
  it('lists sheets and sends type, reason of that type, supplier, dates and code as the search body', async () => {
    const api = stockApi().on('POST /stock-sheets/search', () =>
      page([
        summary(1),
        summary(2, { code: 'PX000002', type: StockSheetType.Export, reason: 'damaged', supplierName: null }),
      ]),
    );
    render();
    const row = within((await screen.findByRole('link', { name: 'PN000001' })).closest('tr')!);
    expect(row.getByText('Nhập')).toBeTruthy();
    expect(row.getByText('Nhập hàng mới')).toBeTruthy();
    expect(row.getByText('Dược Hậu Giang')).toBeTruthy();
    expect(row.getByText('150.000 ₫')).toBeTruthy();
    expect(row.getByText('Nguyễn Thu Hà')).toBeTruthy();
    expect(row.getByText('20/11/2026')).toBeTruthy();
    expect(screen.getByText('Hư hỏng', { selector: 'td' })).toBeTruthy();
    expect(lastSearch(api)?.body).toEqual({});
    expect(lastSearch(api)?.query).toEqual({ pageSize: '50', pageNumber: '1' });

    fireEvent.change(screen.getByLabelText('Loại phiếu'), {
      target: { value: String(StockSheetType.Export) },
    });
    // Only the export reasons are offered now.
    const reasons = Array.from((screen.getByLabelText('Lý do') as HTMLSelectElement).options).map(
      (o) => o.value,
    );
    expect(reasons).toEqual(['', 'sale', 'damaged', 'lost', 'outOfDate', 'orthers']);
    fireEvent.change(screen.getByLabelText('Lý do'), { target: { value: 'damaged' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Dược Hậu Giang' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Nhà cung cấp'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '01/11/2026' } });
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '30/11/2026' } });
    fireEvent.change(screen.getByLabelText('Mã phiếu'), { target: { value: 'PX0' } });
    await waitFor(() =>
      expect(lastSearch(api)?.body).toEqual({
        type: StockSheetType.Export,
        reason: 'damaged',
        supplierId: 3,
        from: '2026-11-01',
        to: '2026-11-30',
        code: 'PX0',
      }),
    );
    expect(screen.getByRole('link', { name: 'Phiếu nhập mới' }).getAttribute('href')).toBe('/new/import');
  });

  it('says when there is no sheet yet, and offers a reader no new sheet', async () => {
    stockApi().on('POST /stock-sheets/search', () => page([]));
    render('/', PermissionLevel.Read);
    expect(await screen.findByText('Chưa có phiếu nhập xuất')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Phiếu nhập mới' })).toBeNull();
  });

  it('shows a saved sheet: header, lines, totals, history, and a correcting export instead of an edit', async () => {
    const saved = sheet(9, {
      note: 'Hàng về đợt 2',
      refSheetId: 4,
      refSheetCode: 'PX000004',
      totalCost: 140_000,
    });
    fakeApi()
      .on('GET /stock-sheets/:id', () => saved)
      .on('GET /stock-sheets/:id/history', () => ({
        moves: [
          {
            id: 1,
            lotId: 11,
            lotNumber: 'A123',
            medicineId: 1,
            medicineName: 'Paracetamol 500mg',
            quantity: 100,
            sheetId: 9,
            sheetCode: 'PN000009',
            sheetType: 1,
            reason: 'importNewGoods',
            createdAt: '2026-11-20T03:00:00.000Z',
          },
        ],
        referringSheets: [summary(15, { code: 'PX000015', type: StockSheetType.Export, reason: 'damaged' })],
      }));
    render('/9');
    expect(await screen.findByRole('heading', { name: 'Phiếu PN000009' })).toBeTruthy();
    expect(
      screen.getByText('Phiếu đã lưu không sửa hay xóa được. Nếu có sai sót, hãy tạo phiếu điều chỉnh.'),
    ).toBeTruthy();
    expect(screen.getByText('Hàng về đợt 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PX000004' }).getAttribute('href')).toBe('/4');
    const line = within(
      within(screen.getByRole('table', { name: 'Các dòng của phiếu' }))
        .getByText('A123')
        .closest('tr')!,
    );
    expect(line.getByText('31/12/2027')).toBeTruthy();
    expect(line.getAllByText('1.500 ₫')).toHaveLength(2);
    expect(screen.getByText('Tổng tiền: 150.000 ₫')).toBeTruthy();
    expect(screen.getByText('Tổng giá vốn: 140.000 ₫')).toBeTruthy();
    expect(await screen.findByText('+100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PX000015' }).getAttribute('href')).toBe('/15');
    expect(screen.getByRole('link', { name: 'Tạo phiếu điều chỉnh' }).getAttribute('href')).toBe(
      '/new/export?ref=9&reason=damaged',
    );
  });

  it('says when a sheet cannot be found', async () => {
    fakeApi()
      .on('GET /stock-sheets/:id', () => {
        throw new AppError('stockSheetNotFound');
      })
      .on('GET /stock-sheets/:id/history', () => ({ moves: [], referringSheets: [] }));
    render('/404');
    expect(await screen.findByText('Không tìm thấy phiếu kho')).toBeTruthy();
  });
});
