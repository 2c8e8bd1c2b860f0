import type { PurchasedPackage } from '@clinic/api-client';
import { PermissionLevel, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogPackage, purchasedPackage } from '../../shared/testing/catalog';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { PurchasedPackages } from './PurchasedPackages';

afterEach(cleanup);

const line = (id: number, state: PurchasedPackage['state'], extra: Partial<PurchasedPackage> = {}) =>
  purchasedPackage(id, { state, ...extra });

describe("the patient's packages (screen 22)", () => {
  it('lists the cart and bought packages with what each line has left, and puts an Approved package in the cart', async () => {
    const api = fakeApi()
      .on('GET /clinic-patients/:id/purchased-packages', () => [
        line(1, 'inCart'),
        line(2, 'active', { paidAt: '2026-07-01T03:00:00.000Z', expiresAt: '2026-09-29T17:00:00.000Z' }),
      ])
      .on('POST /packages/search', () => ({
        pageData: [catalogPackage(5, 'GOI-KSK', 'Gói khám sức khỏe', { price: 590_000 })],
        paging: { totalItem: 1, pageSize: 20, pageNumber: 1 },
      }))
      .on('POST /clinic-patients/:id/purchased-packages', () => line(5, 'inCart'));
    renderScreen(<PurchasedPackages patientId={42} debounceMs={0} />, {
      screens: [ScreenId.PurchasedPackages],
    });
    const inCart = within((await screen.findByText('GOI-1 · Gói 1')).closest('tr')!);
    expect(inCart.getByText('Trong giỏ hàng')).toBeTruthy();
    expect(inCart.getByText('Khám tổng quát: 2/3')).toBeTruthy();
    expect(inCart.getByText('90 ngày sau khi thanh toán')).toBeTruthy();
    const bought = within(screen.getByText('GOI-2 · Gói 2').closest('tr')!);
    expect(bought.getByText('Đang dùng')).toBeTruthy();
    // A paid package is never taken out.
    expect(bought.queryByRole('button')).toBeNull();
    // Only Approved packages are offered.
    expect(api.requests('POST /packages/search')[0]?.body).toEqual({ status: 'approved' });

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'ksk' } });
    fireEvent.click(await screen.findByRole('option', { name: /GOI-KSK/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ' }));
    await waitFor(() =>
      expect(api.requests('POST /clinic-patients/:id/purchased-packages')[0]?.body).toEqual({ packageId: 5 }),
    );
    await waitFor(() => expect(api.requests('GET /clinic-patients/:id/purchased-packages')).toHaveLength(2));
  });

  it('takes a line out of the cart after asking', async () => {
    const api = fakeApi()
      .on('GET /clinic-patients/:id/purchased-packages', () => [line(1, 'inCart')])
      .on('POST /packages/search', () => ({
        pageData: [],
        paging: { totalItem: 0, pageSize: 20, pageNumber: 1 },
      }))
      .on('DELETE /clinic-patients/:id/purchased-packages/:purchasedId', () => ({ deleted: true }));
    renderScreen(<PurchasedPackages patientId={42} debounceMs={0} />, {
      screens: [ScreenId.PurchasedPackages],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bỏ “Gói 1” khỏi giỏ' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bỏ “Gói 1” khỏi giỏ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bỏ khỏi giỏ' }));
    await waitFor(() =>
      expect(api.requests('DELETE /clinic-patients/:id/purchased-packages/:purchasedId')[0]?.params).toEqual({
        id: '42',
        purchasedId: '1',
      }),
    );
  });

  it('only shows them to whoever may only read', async () => {
    const api = fakeApi().on('GET /clinic-patients/:id/purchased-packages', () => [line(1, 'inCart')]);
    renderScreen(<PurchasedPackages patientId={42} debounceMs={0} />, {
      screens: { [ScreenId.PurchasedPackages]: PermissionLevel.Read },
    });
    expect(await screen.findByText('GOI-1 · Gói 1')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(api.requests('POST /packages/search')).toHaveLength(0);
  });
});
