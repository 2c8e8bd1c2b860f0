import type { Medicine, ServiceTemplate } from '@clinic/api-client';
import { AppError, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { service, serviceTemplate } from '../../shared/testing/catalog';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import MedicinesScreen from './MedicinesScreen';
import ServicesScreen from './ServicesScreen';
import ServiceTemplatesScreen from './ServiceTemplatesScreen';

const page = <T,>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 50, pageNumber: 1 },
});

afterEach(cleanup);

describe('services (screen 18)', () => {
  it('shows prices in VND and filters by a price range, refusing a "to" below the "from"', async () => {
    const api = fakeApi().on('GET /services', () =>
      page([
        service(1, 'KTQ', 'Khám tổng quát', { price: 150000 }),
        service(2, 'SA', 'Siêu âm bụng tổng quát', { price: 200000 }),
      ]),
    );
    renderScreen(<ServicesScreen debounceMs={0} />, { screens: [ScreenId.Services] });
    const row = within((await screen.findByText('Khám tổng quát')).closest('tr')!);
    expect(row.getByText('150.000 ₫')).toBeTruthy();
    expect(row.getByText('Dịch vụ đơn')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Giá từ'), { target: { value: '200000' } });
    await waitFor(() => expect(api.requests('GET /services').at(-1)?.query.priceFrom).toBe('200000'));
    fireEvent.change(screen.getByLabelText('Giá đến'), { target: { value: '100000' } });
    expect(await screen.findByText('Giá "đến" phải lớn hơn hoặc bằng giá "từ" (200000)')).toBeTruthy();
    // The list is not asked with a range the API would refuse.
    expect(api.requests('GET /services').some((r) => r.query.priceTo === '100000')).toBe(false);
  });
});

describe('services form', () => {
  it('asks for a price, and shows a duplicate code under the code field', async () => {
    fakeApi()
      .on('GET /services', () => page([]))
      .on('GET /forms/all-by-entity-type', () => [])
      .on('POST /services', () => {
        throw new AppError('duplicateService');
      });
    renderScreen(<ServicesScreen debounceMs={0} />, { screens: [ScreenId.Services] });
    fireEvent.click(await screen.findByRole('button', { name: 'Thêm mới' }));
    const form = await screen.findByRole('dialog', { name: 'Thêm dịch vụ' });
    fireEvent.change(within(form).getByLabelText(/Mã dịch vụ/), { target: { value: 'KTQ' } });
    fireEvent.change(within(form).getByLabelText(/Tên dịch vụ/), { target: { value: 'Khám tổng quát' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lưu' }));
    expect(await within(form).findByText('Trường này là bắt buộc')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Giá/ }), { target: { value: '150000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lưu' }));
    const code = within(form)
      .getByLabelText(/Mã dịch vụ/)
      .closest('div')!.parentElement!;
    expect(await within(code).findByText('Dịch vụ này đã tồn tại hoặc bị lặp lại')).toBeTruthy();
  });
});

describe('service templates (screen 24)', () => {
  it('adds services in order, moves one up, and saves that order', async () => {
    const services = [
      service(1, 'KTQ', 'Khám tổng quát', { price: 150000 }),
      service(2, 'DT', 'Điện tim', { price: 80000 }),
    ];
    let saved: unknown;
    fakeApi()
      .on('GET /service-templates', () => page<ServiceTemplate>([]))
      .on('GET /services', () => page(services))
      .on('POST /service-templates', ({ body }) => {
        saved = body;
        return serviceTemplate(5, 'Khám sức khỏe', [], { serviceIds: [2, 1] });
      });
    renderScreen(<ServiceTemplatesScreen />, { screens: [ScreenId.ServiceTemplates] });
    fireEvent.click(await screen.findByRole('button', { name: 'Thêm mới' }));
    fireEvent.change(await screen.findByLabelText(/Tên mẫu/), { target: { value: 'Khám sức khỏe' } });
    const pick = await screen.findByRole('combobox', { name: 'Chọn dịch vụ để thêm' });
    await waitFor(() => expect(within(pick).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(pick, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    fireEvent.change(pick, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Thêm' }));
    expect(screen.getByText('Tổng giá: 230.000 ₫')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Đưa lên DT · Điện tim' }));
    const lines = within(screen.getByRole('list', { name: 'Dịch vụ' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      expect.stringContaining('DT · Điện tim'),
      expect.stringContaining('KTQ · Khám tổng quát'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(saved).toMatchObject({ name: 'Khám sức khỏe', serviceIds: [2, 1] }));
  });
});

describe('medicine library (screen 15)', () => {
  it('adds several medicines at once and shows the API’s error on the row it names', async () => {
    const api = fakeApi()
      .on('GET /medicines', () => page<Medicine>([]))
      .on('POST /medicines/bulk', () => {
        throw new AppError('duplicateMedicine', {
          details: { fields: [{ path: 'body.medicines.1.name', messageId: 'formError.duplicate' }] },
        });
      });
    renderScreen(<MedicinesScreen debounceMs={0} />, { screens: [ScreenId.MedicineLibrary] });
    fireEvent.click(await screen.findByRole('button', { name: 'Thêm nhiều thuốc' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Thêm dòng' }));
    fireEvent.change(screen.getByLabelText('Tên thuốc 1'), { target: { value: 'Paracetamol 500mg' } });
    fireEvent.change(screen.getByLabelText('Giá bán 1'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Tên thuốc 2'), { target: { value: 'Amoxicillin 500mg' } });
    fireEvent.change(screen.getByLabelText('Đơn vị 2'), { target: { value: 'blister' } });
    fireEvent.change(screen.getByLabelText('Giá bán 2'), { target: { value: '15000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu tất cả' }));

    await waitFor(() => expect(api.requests('POST /medicines/bulk')).toHaveLength(1));
    expect(api.requests('POST /medicines/bulk')[0]?.body).toMatchObject({
      medicines: [
        { name: 'Paracetamol 500mg', unit: 'tablet', price: 1000 },
        { name: 'Amoxicillin 500mg', unit: 'blister', price: 15000 },
      ],
    });
    const second = screen.getByLabelText('Tên thuốc 2').closest('tr')!;
    expect(await within(second).findByText('Giá trị này đã tồn tại hoặc bị lặp lại')).toBeTruthy();
    const first = screen.getByLabelText('Tên thuốc 1').closest('tr')!;
    expect(within(first).queryByText('Giá trị này đã tồn tại hoặc bị lặp lại')).toBeNull();
  });
});
