import { AppError, MedicineLotExpiry, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../shared/testing/renderScreen';
import StockSheetsScreen from '../StockSheetsScreen';
import { addMedicine, type } from '../testing/pickMedicine';
import { lot, sheet, stockApi } from '../testing/stockApi';

// The export editor against the API's answers: lots first-expiry-first-out by default, expired lots only for an
// outOfDate export, a warning (never a block) above the usable units, and the server's refusal on its line.

afterEach(cleanup);

const lots = [
  lot(11, {
    lotNumber: 'A1',
    expiryDate: '2026-12-31',
    quantity: 4,
    expiryState: MedicineLotExpiry.NearExpiration,
  }),
  lot(12, { lotNumber: 'A2', expiryDate: '2027-06-30', quantity: 6 }),
  lot(10, { lotNumber: 'A0', expiryDate: '2026-10-01', quantity: 3, expiryState: MedicineLotExpiry.Expired }),
];
const exportApi = () =>
  stockApi()
    .on('GET /medicines/:id/medicine-lots', () => lots)
    .on('GET /stock-sheets/:id', () => sheet(50, { code: 'PX000050', type: 2, reason: 'sale' }))
    .on('GET /stock-sheets/:id/history', () => ({ moves: [], referringSheets: [] }));
const render = (path = '/new/export') =>
  renderScreen(<StockSheetsScreen debounceMs={0} />, {
    screens: [ScreenId.StockSheets],
    path,
  });
const optionsOf = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((o) => o.textContent);
const confirm = async () =>
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Lưu phiếu?' })).getByRole('button', {
      name: 'Lưu phiếu',
    }),
  );

describe('the export editor (screen 27)', () => {
  it('exports by first expiry by default, warns above the usable units and saves once confirmed', async () => {
    const api = exportApi().on('POST /stock-sheets/create', () => sheet(50));
    const { location } = render();
    await addMedicine('Paracetamol 500mg');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Số lượng 1')));
    // Usable: the two lots in date (4 + 6); the expired one is not offered for a sale.
    expect(await screen.findByText('Dùng được: 10')).toBeTruthy();
    expect(optionsOf('Lô 1')).toEqual([
      'Tự động (hết hạn trước xuất trước)',
      'A1 · HSD 31/12/2026 · còn 4',
      'A2 · HSD 30/06/2027 · còn 6',
    ]);
    type('Số lượng 1', '12');
    expect(screen.getByText('Số lượng lớn hơn số dùng được (10); máy chủ sẽ kiểm tra khi lưu.')).toBeTruthy();
    type('Số lượng 1', '3');
    expect(screen.queryByText(/Số lượng lớn hơn số dùng được/)).toBeNull();
    // A named lot: its units and its expiry badge.
    fireEvent.change(screen.getByLabelText('Lô 1'), { target: { value: '11' } });
    expect(await screen.findByText('Dùng được: 4')).toBeTruthy();
    expect(screen.getByText('Sắp hết hạn')).toBeTruthy();

    await addMedicine('Amoxicillin 500mg');
    type('Số lượng 2', '2');
    fireEvent.keyDown(screen.getByLabelText('Số lượng 2'), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText(/2 dòng, 5 đơn vị/)).toBeTruthy();
    expect(api.requests('POST /stock-sheets/create')).toHaveLength(0);
    await confirm();
    await waitFor(() => expect(location.history.at(-1)).toBe('/50'));
    const [request] = api.requests('POST /stock-sheets/create');
    expect(request!.body).toEqual({
      type: 2,
      reason: 'sale',
      note: null,
      refSheetId: null,
      items: [
        { medicineId: 1, quantity: 3, medicineLotId: 11 },
        { medicineId: 2, quantity: 2, medicineLotId: null },
      ],
    });
    expect(request!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('offers an expired lot only to an outOfDate export', async () => {
    exportApi();
    render();
    await addMedicine('Paracetamol 500mg');
    await screen.findByText('Dùng được: 10');
    fireEvent.change(screen.getByLabelText('Lý do'), { target: { value: 'outOfDate' } });
    await waitFor(() => expect(optionsOf('Lô 1')).toContain('A0 · HSD 01/10/2026 · còn 3 · hết hạn'));
    expect(screen.getByText('Dùng được: 13')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Lô 1'), { target: { value: '10' } });
    expect(await screen.findByText('Hết hạn', { selector: '[data-tone=danger]' })).toBeTruthy();
    // Back to a sale: the expired lot is gone and the line goes back to the automatic pick.
    fireEvent.change(screen.getByLabelText('Lý do'), { target: { value: 'sale' } });
    await waitFor(() => expect((screen.getByLabelText('Lô 1') as HTMLSelectElement).value).toBe(''));
    expect(optionsOf('Lô 1')).toHaveLength(3);
  });

  it('corrects an import by a damaged export out of the very lots it brought in', async () => {
    const api = exportApi().on('POST /stock-sheets/create', () => sheet(52));
    render('/new/export?ref=50&reason=damaged');
    expect(await screen.findByText('Phiếu này điều chỉnh phiếu PX000050.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Số lượng 1') as HTMLInputElement).value).toBe('100'));
    expect((screen.getByLabelText('Lý do') as HTMLSelectElement).value).toBe('damaged');
    type('Số lượng 1', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu phiếu' }));
    await confirm();
    await waitFor(() => expect(api.requests('POST /stock-sheets/create')).toHaveLength(1));
    expect(api.requests('POST /stock-sheets/create')[0]!.body).toMatchObject({
      reason: 'damaged',
      refSheetId: 50,
      items: [{ medicineId: 1, quantity: 4, medicineLotId: 11 }],
    });
  });

  it('shows out of stock on the line the server names, and sends the same key again', async () => {
    let attempts = 0;
    const api = exportApi().on('POST /stock-sheets/create', () => {
      attempts += 1;
      if (attempts === 1)
        throw new AppError('outOfStock', {
          params: { name: 'Paracetamol 500mg', quantity: 12, usable: 10 },
          details: { fields: [{ path: 'body.items.0.quantity', messageId: 'formError.invalidValue' }] },
        });
      return sheet(51);
    });
    const { location } = render();
    await addMedicine('Paracetamol 500mg');
    type('Số lượng 1', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu phiếu' }));
    await confirm();
    const line = (await screen.findByText('Giá trị của trường này không hợp lệ')).closest('li')!;
    expect(within(line).getByText(/Paracetamol/)).toBeTruthy();
    // And the refusal in words above Save, naming the medicine and the numbers.
    expect(
      screen.getByText('Số lượng tồn kho không đủ: Paracetamol 500mg cần 12, còn dùng được 10'),
    ).toBeTruthy();
    type('Số lượng 1', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu phiếu' }));
    await confirm();
    await waitFor(() => expect(location.history.at(-1)).toBe('/51'));
    const keys = api.requests('POST /stock-sheets/create').map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
