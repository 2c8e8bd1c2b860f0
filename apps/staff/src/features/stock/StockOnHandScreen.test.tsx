import {
  AppError,
  MedicineLotExpiry,
  PermissionLevel,
  RealtimeEvent,
  ScreenId,
  StockLevel,
} from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import StockOnHandScreen from './StockOnHandScreen';
import { lot, onHandRow, page } from './testing/stockApi';

// Screen 26 against the API's answers: the rows with their badges, the keyword sent as the contract's query, the
// drawer of one medicine, and the empty, failed and read-only states.

afterEach(cleanup);

const rows = [
  onHandRow(1, { medicineName: 'Paracetamol 500mg' }),
  onHandRow(2, {
    medicineName: 'Amoxicillin 500mg',
    unit: 'bottle',
    onHand: 5,
    usable: 0,
    valueAtCost: 25_000,
    nearestExpiry: '2026-10-01',
    expiryState: MedicineLotExpiry.Expired,
    stockLevel: StockLevel.LowInStock,
  }),
];
const info = {
  medicineId: 1,
  medicineName: 'Paracetamol 500mg',
  unit: 'tablet',
  onHand: 120,
  usable: 100,
  valueAtCost: 180_000,
  lowStockThreshold: 20,
  stockLevel: StockLevel.InStock,
  nearExpiryDays: 90,
  lots: [lot(11, { lotNumber: 'A123', expiryDate: '2026-12-31', quantity: 100, expiryState: 2 })],
  moves: [
    {
      id: 5,
      lotId: 11,
      lotNumber: 'A123',
      medicineId: 1,
      medicineName: 'Paracetamol 500mg',
      quantity: -3,
      sheetId: 77,
      sheetCode: 'PX000077',
      sheetType: 2,
      reason: 'sale',
      createdAt: '2026-11-21T03:00:00.000Z',
    },
  ],
};

describe('stock on hand (screen 26)', () => {
  it('reads again when a sheet is saved at another desk (stock.change)', async () => {
    const realtime = captureRealtime();
    let usable = 100;
    const api = fakeApi().on('GET /stock-sheets/stock-on-hand', () =>
      page([onHandRow(1, { medicineName: 'Paracetamol 500mg', usable, onHand: 120 })]),
    );
    renderScreen(<StockOnHandScreen debounceMs={0} />, { screens: [ScreenId.StockOnHand] });
    expect(await screen.findByText('100 / 120')).toBeTruthy();
    const reads = api.requests('GET /stock-sheets/stock-on-hand').length;
    usable = 97;
    realtime.emit(RealtimeEvent.StockChange, { sheetId: 9, type: 2, medicineIds: [1] });
    expect(await screen.findByText('97 / 120')).toBeTruthy();
    expect(api.requests('GET /stock-sheets/stock-on-hand').length).toBeGreaterThan(reads);
  });

  it('lists each medicine with usable / on hand, value, nearest expiry and level, searched by keyword', async () => {
    const api = fakeApi().on('GET /stock-sheets/stock-on-hand', () => page(rows));
    renderScreen(<StockOnHandScreen debounceMs={0} />, {
      screens: [ScreenId.StockOnHand, ScreenId.StockSheets],
    });
    const first = within((await screen.findByText('Paracetamol 500mg')).closest('tr')!);
    expect(first.getByText('100 / 120')).toBeTruthy();
    expect(first.getByText('180.000 ₫')).toBeTruthy();
    expect(first.getByText('31/12/2026')).toBeTruthy();
    expect(first.getByText('Sắp hết hạn').getAttribute('data-tone')).toBe('warning');
    expect(first.getByText('Còn hàng').getAttribute('data-tone')).toBe('success');
    const second = within(screen.getByText('Amoxicillin 500mg').closest('tr')!);
    expect(second.getByText('Chai')).toBeTruthy();
    expect(second.getByText('Hết hạn').getAttribute('data-tone')).toBe('danger');
    expect(second.getByText('Sắp hết hàng').getAttribute('data-tone')).toBe('warning');
    expect(screen.getByRole('link', { name: 'Nhập kho' }).getAttribute('href')).toBe(
      '/stock/sheets/new/import',
    );
    expect(screen.getByRole('link', { name: 'Xuất kho' }).getAttribute('href')).toBe(
      '/stock/sheets/new/export',
    );

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'amox' } });
    await waitFor(() =>
      expect(api.requests('GET /stock-sheets/stock-on-hand').at(-1)?.query).toEqual({
        pageSize: '50',
        pageNumber: '1',
        keyword: 'amox',
      }),
    );
  });

  it('opens a medicine: its totals, lots with expiry and its last moves linking to their sheets', async () => {
    fakeApi()
      .on('GET /stock-sheets/stock-on-hand', () => page(rows))
      .on('GET /medicines/:id/stock-info', () => info);
    renderScreen(<StockOnHandScreen debounceMs={0} />, { screens: [ScreenId.StockOnHand] });
    fireEvent.click(await screen.findByText('Paracetamol 500mg'));
    const drawer = within(await screen.findByRole('dialog', { name: 'Paracetamol 500mg' }));
    expect(await drawer.findByText('100 Viên')).toBeTruthy();
    const lots = within(drawer.getByRole('table', { name: 'Lô thuốc' }));
    const lotRow = within(lots.getByText('A123').closest('tr')!);
    expect(lotRow.getByText('Sắp hết hạn')).toBeTruthy();
    expect(lotRow.getByText('1.000 ₫')).toBeTruthy();
    const moves = within(drawer.getByRole('table', { name: '20 lần nhập xuất gần nhất' }));
    expect(moves.getByRole('link', { name: 'PX000077' }).getAttribute('href')).toBe('/stock/sheets/77');
    expect(moves.getByText('−3')).toBeTruthy();
    expect(moves.getByText('Bán')).toBeTruthy();
  });

  it('shows a loading table until the answer comes', async () => {
    let answer: (value: unknown) => void = () => {};
    fakeApi().on('GET /stock-sheets/stock-on-hand', () => new Promise((resolve) => (answer = resolve)));
    renderScreen(<StockOnHandScreen debounceMs={0} />, { screens: [ScreenId.StockOnHand] });
    const table = await screen.findByRole('table', { name: 'Tồn kho' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    answer(page(rows));
    expect(await screen.findByText('Paracetamol 500mg')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tồn kho' }).getAttribute('aria-busy')).toBeNull();
  });

  it('says when the library is empty, shows a failed load, and offers a reader no sheet buttons', async () => {
    fakeApi().on('GET /stock-sheets/stock-on-hand', () => page([]));
    renderScreen(<StockOnHandScreen debounceMs={0} />, {
      screens: { [ScreenId.StockOnHand]: PermissionLevel.Read, [ScreenId.StockSheets]: PermissionLevel.Read },
    });
    expect(await screen.findByText('Chưa có thuốc trong danh mục')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nhập kho' })).toBeNull();
    cleanup();

    fakeApi().on('GET /stock-sheets/stock-on-hand', () => {
      throw new AppError('noPermission');
    });
    renderScreen(<StockOnHandScreen debounceMs={0} />, { screens: [ScreenId.StockOnHand] });
    expect(await screen.findByText('Bạn không có quyền thực hiện thao tác này')).toBeTruthy();
  });
});
