import type { PackageInput } from '@clinic/api-client';
import { PackageStatus, PermissionLevel, RoleKind, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogPackage, service } from '../../shared/testing/catalog';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { signedInUser } from '../../shared/testing/session';
import { authState } from '../../state/auth';
import PackagesScreen from './PackagesScreen';

const submittedAt = '2026-07-01T03:00:00.000Z';
const ME = 7;

const pkg = (id: number, code: string, status: PackageStatus, submittedBy: number | null = null) =>
  catalogPackage(id, code, `Gói ${code}`, {
    price: 1_000_000,
    promotionPrice: 800_000,
    expireAfterDays: 30,
    status,
    submittedBy,
    submittedAt: submittedBy ? submittedAt : null,
    approvedBy: null,
    approvedAt: null,
  });
const page = <T,>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 50, pageNumber: 1 },
});

function signedInAs(roleKind: RoleKind) {
  authState.userData = signedInUser({ id: ME, roleKind });
}

beforeEach(() => signedInAs(RoleKind.UserDefined));
afterEach(() => {
  cleanup();
  authState.userData = null;
});

const rowOf = async (code: string) => within((await screen.findByText(`Gói ${code}`)).closest('tr')!);

describe('packages (screen 19)', () => {
  it('offers each row the moves its status allows, and approval never to its own submitter', async () => {
    fakeApi().on('POST /packages/search', () =>
      page([
        pkg(1, 'NHAP', PackageStatus.Draft),
        pkg(2, 'CHO-KHAC', PackageStatus.WaitForApprove, 99),
        pkg(3, 'CHO-MINH', PackageStatus.WaitForApprove, ME),
        pkg(4, 'DANG-BAN', PackageStatus.Approved, 99),
        pkg(5, 'NGUNG', PackageStatus.Disabled, 99),
      ]),
    );
    renderScreen(<PackagesScreen debounceMs={0} />, { screens: [ScreenId.Packages] });
    const buttons = async (code: string) =>
      (await rowOf(code)).getAllByRole('button').map((b) => b.textContent);
    expect(await buttons('NHAP')).toEqual(['Sửa', 'Gửi duyệt']);
    expect(await buttons('CHO-KHAC')).toEqual(['Xem', 'Duyệt', 'Trả về nháp']);
    expect(await buttons('CHO-MINH')).toEqual(['Xem', 'Trả về nháp']);
    expect(await buttons('DANG-BAN')).toEqual(['Sửa', 'Trả về nháp', 'Tắt']);
    expect(await buttons('NGUNG')).toEqual(['Xem', 'Trả về nháp', 'Bật']);
    const selling = await rowOf('DANG-BAN');
    expect(selling.getByText('Đang áp dụng')).toBeTruthy();
    expect(selling.getByText('1.000.000 ₫')).toBeTruthy();
    expect(selling.getByText('800.000 ₫', { exact: false })).toBeTruthy();
    expect(selling.getByText('Gói khám')).toBeTruthy();
  });

  it('lets the owner approve a package they submitted themselves', async () => {
    signedInAs(RoleKind.Owner);
    fakeApi().on('POST /packages/search', () => page([pkg(3, 'CHO-MINH', PackageStatus.WaitForApprove, ME)]));
    renderScreen(<PackagesScreen debounceMs={0} />, { screens: [ScreenId.Packages] });
    expect((await rowOf('CHO-MINH')).getByRole('button', { name: 'Duyệt' })).toBeTruthy();
  });

  it('submits at once, asks before a package stops selling, and filters by status', async () => {
    const api = fakeApi()
      .on('POST /packages/search', () =>
        page([pkg(1, 'NHAP', PackageStatus.Draft), pkg(4, 'DANG-BAN', PackageStatus.Approved, 99)]),
      )
      .on('PUT /packages/:id/submit', () => pkg(1, 'NHAP', PackageStatus.WaitForApprove, ME))
      .on('PUT /packages/:id/set-enabled', () => pkg(4, 'DANG-BAN', PackageStatus.Disabled, 99));
    renderScreen(<PackagesScreen debounceMs={0} />, { screens: [ScreenId.Packages] });
    fireEvent.click((await rowOf('NHAP')).getByRole('button', { name: 'Gửi duyệt' }));
    await waitFor(() => expect(api.requests('PUT /packages/:id/submit')).toHaveLength(1));

    fireEvent.click((await rowOf('DANG-BAN')).getByRole('button', { name: 'Tắt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ngừng áp dụng gói “Gói DANG-BAN”?' });
    expect(api.requests('PUT /packages/:id/set-enabled')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tắt' }));
    await waitFor(() =>
      expect(api.requests('PUT /packages/:id/set-enabled')[0]?.body).toEqual({ enabled: false }),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Trạng thái' }), { target: { value: 'approved' } });
    await waitFor(() =>
      expect(api.requests('POST /packages/search').at(-1)?.body).toEqual({ status: PackageStatus.Approved }),
    );
  });

  it('shows the list read-only to whoever may only read it', async () => {
    fakeApi().on('POST /packages/search', () => page([pkg(1, 'NHAP', PackageStatus.Draft)]));
    renderScreen(<PackagesScreen debounceMs={0} />, {
      screens: { [ScreenId.Packages]: PermissionLevel.Read },
    });
    expect((await rowOf('NHAP')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Xem']);
    expect(screen.queryByRole('button', { name: 'Thêm gói' })).toBeNull();
  });
});

describe('the package editor', () => {
  it('adds items from the product picker, totals them against the sale price, and saves the contract body', async () => {
    const api = fakeApi()
      .on('POST /packages/search', () => page([]))
      .on('GET /services', () => page([service(3, 'KTQ', 'Khám tổng quát', { isBasicService: true })]))
      .on('GET /medicines', () => page([]))
      // The saved package: the terms sent, its lines priced by the server (the one general check-up line).
      .on('POST /packages', ({ body }) => {
        const { items: _lines, ...terms } = body as PackageInput;
        return {
          ...pkg(9, 'GOI-MOI', PackageStatus.Draft),
          ...terms,
          salePrice: terms.promotionPrice ?? terms.price,
        };
      });
    renderScreen(<PackagesScreen debounceMs={0} />, { screens: [ScreenId.Packages] });
    fireEvent.click(await screen.findByRole('button', { name: 'Thêm gói' }));
    const drawer = await screen.findByRole('dialog', { name: 'Thêm gói dịch vụ' });
    const form = within(drawer);
    fireEvent.change(form.getByLabelText('Mã gói', { exact: false }), { target: { value: 'GOI-MOI' } });
    fireEvent.change(form.getByLabelText('Tên gói', { exact: false }), { target: { value: 'Gói khám mới' } });
    fireEvent.change(form.getByLabelText('Giá gốc', { exact: false }), { target: { value: '400000' } });
    fireEvent.change(form.getByLabelText('Giá khuyến mãi'), { target: { value: '250000' } });

    const picker = form.getByRole('combobox', { name: 'Thêm dịch vụ hoặc thuốc vào gói' });
    fireEvent.change(picker, { target: { value: 'kham' } });
    fireEvent.click(await screen.findByRole('option', { name: /Khám tổng quát/ }));
    fireEvent.change(form.getByLabelText('Số lượt 1'), { target: { value: '2' } });
    await waitFor(() => expect(form.getByText('300.000 ₫')).toBeTruthy());
    expect(form.getByText('Khách tiết kiệm 50.000 ₫ (17%) so với giá lẻ.')).toBeTruthy();

    fireEvent.click(form.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.requests('POST /packages')).toHaveLength(1));
    expect(api.requests('POST /packages')[0]?.body).toMatchObject({
      code: 'GOI-MOI',
      name: 'Gói khám mới',
      type: 'examination',
      price: 400_000,
      promotionPrice: 250_000,
      expireAfterDays: 30,
      items: [{ serviceId: 3, medicineId: null, count: 2 }],
    });
  });
});
