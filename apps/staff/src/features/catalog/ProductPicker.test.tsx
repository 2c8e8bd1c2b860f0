import { ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { ProductPicker } from './ProductPicker';
import type { Product } from './products';

afterEach(cleanup);

const page = <T,>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 10, pageNumber: 1 },
});
const times = { createdAt: '2026-07-01T03:00:00.000Z', updatedAt: '2026-07-01T03:00:00.000Z' };

describe('the product picker', () => {
  it('asks the server for enabled services, medicines and Approved packages by keyword, and hands on the one chosen by keyboard', async () => {
    const api = fakeApi()
      .on('GET /services', () =>
        page([
          {
            id: 4,
            code: 'KTQ',
            name: 'Khám tổng quát',
            price: 150000,
            commissionPercent: 0,
            isBasicService: true,
            isAffiliate: false,
            type: 'single',
            associatedServiceIds: [],
            associatedServices: [],
            formIds: [],
            forms: [],
            description: null,
            enabled: true,
            ...times,
          },
        ]),
      )
      .on('GET /medicines', () =>
        page([
          {
            id: 4,
            name: 'Paracetamol 500mg',
            unit: 'tablet',
            price: 1500,
            ingredients: null,
            guide: null,
            lowStockThreshold: null,
            enabled: true,
            ...times,
          },
        ]),
      )
      .on('POST /packages/search', () =>
        page([{ id: 4, code: 'GOI-PARA', name: 'Gói hạ sốt', salePrice: 90000, status: 'approved' }]),
      );
    const picked: Product[] = [];
    renderScreen(
      <ProductPicker screenId={ScreenId.ServiceTemplates} debounceMs={0} onPick={(p) => picked.push(p)} />,
      { screens: [ScreenId.ServiceTemplates] },
    );
    const box = screen.getByRole('combobox', { name: 'Tìm dịch vụ, thuốc, gói theo mã hoặc tên…' });
    fireEvent.change(box, { target: { value: 'para' } });
    await waitFor(() => expect(api.requests('GET /medicines').at(-1)?.query.keyword).toBe('para'));
    expect(api.requests('GET /services').at(-1)?.query).toMatchObject({ keyword: 'para', enabled: 'true' });
    expect(api.requests('POST /packages/search').at(-1)?.body).toEqual({
      status: 'approved',
      keyword: 'para',
    });
    // A service and a medicine may share an id: both are offered, each with its kind and price.
    expect(await screen.findByText('Thuốc · 1.500 ₫')).toBeTruthy();
    expect(screen.getByText('Dịch vụ · 150.000 ₫')).toBeTruthy();

    // In the order of the kinds: the medicine is the second option.
    expect(await screen.findByText('Gói · 90.000 ₫')).toBeTruthy();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'KTQ · Khám tổng quátDịch vụ · 150.000 ₫',
      'Paracetamol 500mgThuốc · 1.500 ₫',
      'GOI-PARA · Gói hạ sốtGói · 90.000 ₫',
    ]);
    for (let step = 0; step < 3 && box.getAttribute('aria-activedescendant') !== options[1]!.id; step += 1)
      fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(picked).toEqual([
      {
        kind: 'medicine',
        id: 4,
        code: null,
        name: 'Paracetamol 500mg',
        price: 1500,
        unit: 'tablet',
        guide: null,
      },
    ]);
  });

  it('offers only the kinds asked, and not what is already chosen', async () => {
    const api = fakeApi().on('GET /medicines', () =>
      page([
        { id: 1, name: 'Amoxicillin 500mg', unit: 'tablet', price: 2000, enabled: true, ...times },
        { id: 2, name: 'Paracetamol 500mg', unit: 'tablet', price: 1500, enabled: true, ...times },
      ]),
    );
    const onPick = vi.fn();
    renderScreen(
      <ProductPicker
        screenId={ScreenId.MedicineLibrary}
        kinds={['medicine']}
        exclude={['medicine:1']}
        debounceMs={0}
        onPick={onPick}
      />,
      { screens: [ScreenId.MedicineLibrary] },
    );
    fireEvent.focus(screen.getByRole('combobox'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '500' } });
    expect(await screen.findByText('Paracetamol 500mg')).toBeTruthy();
    expect(screen.queryByText('Amoxicillin 500mg')).toBeNull();
    expect(api.requests('GET /services')).toHaveLength(0);
  });
});
