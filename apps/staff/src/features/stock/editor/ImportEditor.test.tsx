import type { StockSheetInput } from '@clinic/api-client';
import { AppError, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../shared/testing/renderScreen';
import StockSheetsScreen from '../StockSheetsScreen';
import { addMedicine, type } from '../testing/pickMedicine';
import { sheet, stockApi } from '../testing/stockApi';

// The import editor against the API's answers: a storekeeper adds two medicines by keyboard, prices one by its
// import price and one by sale price less discount, confirms the final sheet and saves it once.

afterEach(cleanup);

const render = (path = '/new/import') =>
  renderScreen(<StockSheetsScreen debounceMs={0} />, { screens: [ScreenId.StockSheets], path });

const confirm = async () =>
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Lưu phiếu?' })).getByRole('button', {
      name: 'Lưu phiếu',
    }),
  );

/** Two lines: 100 Paracetamol at 1.500 ₫; 50 Amoxicillin sold at 10.000 ₫ less 12,5 % (8.750 ₫), cost 8.000 ₫. */
async function fillTwoLines() {
  await addMedicine('Paracetamol 500mg');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Số lô 1')));
  type('Số lô 1', 'A123');
  type('Hạn dùng 1', '31/12/2027');
  type('Số lượng 1', '100');
  type('Giá nhập 1', '1500');
  await addMedicine('Amoxicillin 500mg');
  type('Số lô 2', 'B7');
  type('Hạn dùng 2', '30/06/2027');
  type('Số lượng 2', '50');
  fireEvent.change(screen.getByLabelText('Cách tính giá nhập 2'), { target: { value: 'sale' } });
  type('Giá bán 2', '10000');
  type('Chiết khấu % 2', '12,5');
}

describe('the import editor (screen 27)', () => {
  it('derives the import price live, totals the sheet, asks before saving and saves the lines as the contract says', async () => {
    const api = stockApi()
      .on('POST /stock-sheets/create', () => sheet(41, { code: 'PN000041' }))
      .on('GET /stock-sheets/:id', () => sheet(41, { code: 'PN000041' }))
      .on('GET /stock-sheets/:id/history', () => ({ moves: [], referringSheets: [] }));
    const { location } = render();
    expect(await screen.findByText('Chưa có dòng nào: tìm thuốc ở ô trên để thêm.')).toBeTruthy();
    await fillTwoLines();
    // 10.000 less 12,5 % is 8.750 (the domain's one rounding rule); the line is 50 × 8.750.
    expect(screen.getByLabelText('Giá nhập (tính ra) 2').textContent).toBe('8.750 ₫');
    const second = within(screen.getByText(/2\. Amoxicillin/).closest('li')!);
    expect(second.getByText('437.500 ₫')).toBeTruthy();
    // The cost follows the import price until typed: 150.000 + 437.500, then 50 × 8.000 instead.
    expect(screen.getByText('Tổng tiền: 587.500 ₫')).toBeTruthy();
    expect(screen.getByText('Tổng giá vốn: 587.500 ₫')).toBeTruthy();
    type('Giá vốn 2', '8000');
    expect(screen.getByText('Tổng giá vốn: 550.000 ₫')).toBeTruthy();
    expect(screen.getByText('Tổng số lượng: 150')).toBeTruthy();

    fireEvent.keyDown(screen.getByLabelText('Số lượng 2'), { key: 'Enter', ctrlKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Lưu phiếu?' });
    expect(
      within(dialog).getByText(/không sửa hay xóa được.*2 dòng, 150 đơn vị, tổng tiền 587\.500 ₫/),
    ).toBeTruthy();
    // Nothing is sent before the user confirms.
    expect(api.requests('POST /stock-sheets/create')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu phiếu' }));
    await waitFor(() => expect(api.requests('POST /stock-sheets/create')).toHaveLength(1));
    const body = api.requests('POST /stock-sheets/create')[0]!.body as StockSheetInput;
    expect(body).toEqual({
      type: 1,
      reason: 'importNewGoods',
      supplierId: null,
      note: null,
      refSheetId: null,
      items: [
        {
          medicineId: 1,
          lotNumber: 'A123',
          expiryDate: '2027-12-31',
          quantity: 100,
          importPrice: 1500,
          exportPrice: null,
          discountPercent: null,
          costPerUnit: 1500,
        },
        {
          medicineId: 2,
          lotNumber: 'B7',
          expiryDate: '2027-06-30',
          quantity: 50,
          importPrice: null,
          exportPrice: 10000,
          discountPercent: 12.5,
          costPerUnit: 8000,
        },
      ],
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/41'));
    // The saved sheet opens (from the create's answer).
    expect(await screen.findByRole('heading', { name: 'Phiếu PN000041' })).toBeTruthy();
  });

  it('shows the server’s refusal on its line and as a message, and retries under the same idempotency key', async () => {
    let attempts = 0;
    const api = stockApi()
      .on('POST /stock-sheets/create', () => {
        attempts += 1;
        if (attempts === 1)
          throw new AppError('lotExists', {
            details: { fields: [{ path: 'body.items.1.lotNumber', messageId: 'formError.invalidValue' }] },
          });
        return sheet(42);
      })
      .on('GET /stock-sheets/:id', () => sheet(42))
      .on('GET /stock-sheets/:id/history', () => ({ moves: [], referringSheets: [] }));
    const { location } = render();
    await fillTwoLines();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu phiếu' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Lưu phiếu?' })).getByRole('button', {
        name: 'Lưu phiếu',
      }),
    );
    // The refusal sits on the second line (Amoxicillin) and is said in words.
    const lineAlert = await screen.findByText('Giá trị của trường này không hợp lệ');
    expect(within(lineAlert.closest('li')!).getByText(/Amoxicillin/)).toBeTruthy();
    expect(screen.getByText('Số lô này đã tồn tại')).toBeTruthy();

    type('Số lô 2', 'B8');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu phiếu' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Lưu phiếu?' })).getByRole('button', {
        name: 'Lưu phiếu',
      }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/42'));
    const [first, second] = api.requests('POST /stock-sheets/create');
    const key = first!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers.get('idempotency-key')).toBe(key);
  });

  it('refuses an empty sheet and a line without lot number before asking anything of the server', async () => {
    const api = stockApi();
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu phiếu' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await addMedicine('Paracetamol 500mg');
    type('Số lượng 1', '10');
    type('Giá nhập 1', '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu phiếu' }));
    const row = within(screen.getByText(/1\. Paracetamol/).closest('li')!);
    expect(await row.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Lưu phiếu?' })).toBeNull();
    expect(api.requests('POST /stock-sheets/create')).toHaveLength(0);
  });

  it('starts a correcting sheet from the lines of the sheet it corrects, with its reason', async () => {
    const api = stockApi()
      .on('GET /stock-sheets/:id', () => sheet(12, { code: 'PX000012', type: 2, reason: 'sale' }))
      .on('POST /stock-sheets/create', () => sheet(43))
      .on('GET /stock-sheets/:id/history', () => ({ moves: [], referringSheets: [] }));
    render('/new/import?ref=12&reason=refund');
    expect(await screen.findByText('Phiếu này điều chỉnh phiếu PX000012.')).toBeTruthy();
    expect((screen.getByLabelText('Lý do') as HTMLSelectElement).value).toBe('refund');
    // Back into the same lot at its cost; only 2 of the 100 came back.
    await waitFor(() => expect((screen.getByLabelText('Số lô 1') as HTMLInputElement).value).toBe('A123'));
    expect((screen.getByLabelText('Hạn dùng 1') as HTMLInputElement).value).toBe('31/12/2027');
    type('Số lượng 1', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu phiếu' }));
    await confirm();
    await waitFor(() => expect(api.requests('POST /stock-sheets/create')).toHaveLength(1));
    expect(api.requests('POST /stock-sheets/create')[0]!.body).toMatchObject({
      reason: 'refund',
      refSheetId: 12,
      items: [
        {
          medicineId: 1,
          lotNumber: 'A123',
          expiryDate: '2027-12-31',
          quantity: 2,
          importPrice: 1500,
          costPerUnit: 1500,
        },
      ],
    });
  });
});
