import type { AppointmentItem, PurchasedPackage, ServiceOrderItem } from '@clinic/api-client';
import { AppError, AppointmentFeature, errors, ScreenId } from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { service, serviceTemplate } from '../../shared/testing/catalog';
import { type FakeRequest, fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { ServiceOrdersPanel } from './ServiceOrdersPanel';

afterEach(cleanup);
beforeEach(() => toastStore.clear());

const at = '2026-07-01T03:00:00.000Z';
const catalog: Record<number, { code: string; name: string; price: number }> = {
  3: { code: 'SA-01', name: 'Siêu âm bụng', price: 200_000 },
  4: { code: 'XN-01', name: 'Xét nghiệm máu', price: 80_000 },
};
const visit = { id: 77, clinicPatientId: 42 } as AppointmentItem;
/** A catalog service as GET /services lists it. */
const listed = (serviceId: number) => {
  const { code, name, price } = catalog[serviceId]!;
  return service(serviceId, code, name, { price });
};

/** An order as the API answers it: priced from the catalog, or 0 when a bought line pays it. */
function order(serviceId: number, extra: Partial<ServiceOrderItem> = {}): ServiceOrderItem {
  const { code, name, price } = catalog[serviceId]!;
  const quantity = extra.quantity ?? 1;
  const unit = extra.purchasedPackageItemId ? 0 : price;
  return {
    id: serviceId * 10,
    appointmentId: visit.id,
    serviceId,
    code,
    name,
    quantity,
    price: unit,
    total: unit * quantity,
    purchasedPackageItemId: null,
    packageName: extra.purchasedPackageItemId ? 'Gói siêu âm' : null,
    lane: 'todo',
    paid: false,
    forms: serviceId === 3 ? [{ id: 1, name: 'Phiếu siêu âm' }] : [],
    orderedBy: 1,
    startedBy: null,
    startedAt: null,
    doneBy: null,
    doneByName: null,
    doneAt: null,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

const boughtUltrasounds: PurchasedPackage = {
  id: 9,
  packageId: 5,
  code: 'GOI-SA',
  name: 'Gói siêu âm',
  type: 'examination',
  price: 500_000,
  promotionPrice: null,
  salePrice: 500_000,
  expireAfterDays: 90,
  state: 'active',
  paidAt: at,
  expiresAt: '2026-09-29T17:00:00.000Z',
  createdAt: at,
  items: [
    {
      id: 91,
      kind: 'service',
      serviceId: 3,
      medicineId: null,
      code: 'SA-01',
      name: 'Siêu âm bụng',
      count: 3,
      used: 1,
      remaining: 2,
    },
  ],
};

type Body = { services: { serviceId: number; quantity: number; purchasedPackageItemId: number | null }[] };

/** The visit's API: the PUT answers the list it was sent, priced as the server would. */
function visitApi(start: ServiceOrderItem[]) {
  let orders = start;
  const api = fakeApi()
    .on('GET /clinic-appointments/:id/services', () => orders)
    .on('GET /clinic-appointments/:id/packages', () => [])
    .on('GET /clinic-patients/:id/purchased-packages', () => [boughtUltrasounds])
    .on('GET /service-templates', () => ({
      pageData: [serviceTemplate(2, 'Khám thai 12 tuần', [listed(3), listed(4)])],
      paging: { totalItem: 1, pageSize: 100, pageNumber: 1 },
    }))
    .on('GET /services', () => ({
      pageData: [listed(4)],
      paging: { totalItem: 1, pageSize: 10, pageNumber: 1 },
    }))
    .on('POST /packages/search', () => ({
      pageData: [],
      paging: { totalItem: 0, pageSize: 10, pageNumber: 1 },
    }))
    .on('PUT /clinic-appointments/:id/services', (request: FakeRequest) => {
      const body = request.body as Body;
      orders = body.services.map((s) =>
        order(s.serviceId, {
          quantity: s.quantity,
          purchasedPackageItemId: s.purchasedPackageItemId,
        }),
      );
      return { services: orders, packages: [] };
    });
  return api;
}

const renderPanel = (editable = true) =>
  renderScreen(<ServiceOrdersPanel appointment={visit} editable={editable} debounceMs={0} />, {
    screens: [ScreenId.TodayExaminations],
    features: [AppointmentFeature.Examination],
  });
const saves = (api: ReturnType<typeof fakeApi>) =>
  api.requests('PUT /clinic-appointments/:id/services').map((r) => r.body as Body);

describe('ordering services on the exam screen', () => {
  it('orders a service with Enter, pays it by the patient’s package by default, then charges it instead', async () => {
    const api = visitApi([order(4)]);
    renderPanel();
    expect(await screen.findByText('Xét nghiệm máu')).toBeTruthy();
    // The visit's total is the server's: services plus packages sold.
    expect(screen.getByText('Tổng cộng').nextElementSibling?.textContent).toBe('80.000 ₫');

    // The patient's bought ultrasounds: offered as soon as the ultrasound is picked.
    api.on('GET /services', () => ({
      pageData: [listed(3)],
      paging: { totalItem: 1, pageSize: 10, pageNumber: 1 },
    }));
    await waitFor(() => expect(api.requests('GET /clinic-patients/:id/purchased-packages')).toHaveLength(1));
    const box = screen.getByRole('combobox', { name: 'Thêm dịch vụ hoặc gói (mã, tên)' });
    fireEvent.change(box, { target: { value: 'sieu am' } });
    await screen.findByRole('option', { name: /SA-01/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]!.services).toEqual([
      { serviceId: 4, quantity: 1, purchasedPackageItemId: null },
      { serviceId: 3, quantity: 1, purchasedPackageItemId: 91 },
    ]);
    const row = within((await screen.findByText('Trả bằng gói: Gói siêu âm')).closest('tr')!);
    expect(row.getByText('0 ₫')).toBeTruthy();
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      type: 'success',
      title: 'Siêu âm bụng: trừ một lượt của gói “Gói siêu âm”',
    });

    fireEvent.click(row.getByRole('button', { name: 'Thu tiền Siêu âm bụng thay vì dùng gói' }));
    await waitFor(() => expect(saves(api)).toHaveLength(2));
    expect(saves(api)[1]!.services[1]).toEqual({ serviceId: 3, quantity: 1, purchasedPackageItemId: null });
    expect(await screen.findByRole('button', { name: /Trừ vào “Gói siêu âm” \(còn 2 lượt\)/ })).toBeTruthy();
  });

  it('removes a service after asking, changes a quantity, and orders a template’s missing services in one go', async () => {
    const api = visitApi([order(4), order(3)]);
    renderPanel();
    const blood = within((await screen.findByText('Xét nghiệm máu')).closest('tr')!);
    fireEvent.click(blood.getByRole('button', { name: 'Bỏ chỉ định Xét nghiệm máu' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bỏ' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]!.services.map((s) => s.serviceId)).toEqual([3]);
    await waitFor(() => expect(screen.queryByText('Xét nghiệm máu')).toBeNull());

    const quantity = screen.getByRole('textbox', { name: 'Số lượng Siêu âm bụng' });
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    await waitFor(() => expect(saves(api)).toHaveLength(2));
    expect(saves(api)[1]!.services).toEqual([{ serviceId: 3, quantity: 2, purchasedPackageItemId: null }]);

    const template = await screen.findByRole('combobox', { name: 'Chỉ định theo mẫu' });
    await waitFor(() =>
      expect(within(template).getByRole('option', { name: 'Khám thai 12 tuần' })).toBeTruthy(),
    );
    fireEvent.change(template, { target: { value: '2' } });
    await waitFor(() => expect(saves(api)).toHaveLength(3));
    // Only the blood test was missing; the ultrasound keeps its quantity.
    expect(saves(api)[2]!.services).toEqual([
      { serviceId: 3, quantity: 2, purchasedPackageItemId: null },
      { serviceId: 4, quantity: 1, purchasedPackageItemId: null },
    ]);
  });

  it('keeps −2 and 0 typed in a quantity with the contract’s words, and sends nothing until it is right', async () => {
    const api = visitApi([order(3)]);
    renderPanel();
    const quantity = (await screen.findByRole('textbox', {
      name: 'Số lượng Siêu âm bụng',
    })) as HTMLInputElement;
    for (const typed of ['-2', '0']) {
      fireEvent.change(quantity, { target: { value: typed } });
      fireEvent.keyDown(quantity, { key: 'Enter' });
      fireEvent.blur(quantity);
      expect(quantity.value).toBe(typed);
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Số lượng phải lớn hơn 0')).toBeTruthy();
    }
    fireEvent.change(quantity, { target: { value: '101' } });
    fireEvent.blur(quantity);
    expect(screen.getByText('Số lượng không được vượt quá 100')).toBeTruthy();
    expect(saves(api)).toHaveLength(0);

    fireEvent.change(quantity, { target: { value: '2' } });
    expect(screen.queryByText(/Số lượng (phải|không)/)).toBeNull();
    fireEvent.keyDown(quantity, { key: 'Enter' });
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]!.services).toEqual([{ serviceId: 3, quantity: 2, purchasedPackageItemId: null }]);
  });

  it('shows the server’s refusal and keeps the list as the server has it', async () => {
    const api = visitApi([order(4)]);
    api.on('PUT /clinic-appointments/:id/services', () => {
      throw new AppError('cannotDeleteCompletedService');
    });
    renderPanel();
    const blood = within((await screen.findByText('Xét nghiệm máu')).closest('tr')!);
    fireEvent.click(blood.getByRole('button', { name: 'Bỏ chỉ định Xét nghiệm máu' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Bỏ' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]).toMatchObject({
        type: 'error',
        title: errors.cannotDeleteCompletedService.vi,
      }),
    );
    expect(screen.getByText('Xét nghiệm máu')).toBeTruthy();
  });

  it('has no remove on a Done or paid service, and nothing to change on a closed visit', async () => {
    visitApi([order(4, { lane: 'done' }), order(3, { paid: true })]);
    renderPanel();
    expect(await screen.findByText('Đã thanh toán')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Bỏ chỉ định/ })).toBeNull();
    cleanup();
    visitApi([order(4)]);
    renderPanel(false);
    expect(await screen.findByText('Xét nghiệm máu')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
