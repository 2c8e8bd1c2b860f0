import { ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogPackage, medicine, service } from '../../shared/testing/catalog';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { ProductPicker } from './ProductPicker';
import type { Product } from './products';

afterEach(cleanup);

const page = <T,>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 10, pageNumber: 1 },
});

describe('the product picker', () => {
  it('asks the server for enabled services, medicines and Approved packages by keyword, and hands on the one chosen by keyboard', async () => {
    const api = fakeApi()
      .on('GET /services', () => page([service(4, 'KTQ', 'Khám tổng quát', { isBasicService: true })]))
      .on('GET /medicines', () => page([medicine(4, 'Paracetamol 500mg')]))
      .on('POST /packages/search', () =>
        page([catalogPackage(4, 'GOI-PARA', 'Gói hạ sốt', { price: 90_000 })]),
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
        defaultDose: null,
        doseUnit: null,
        unitsPerPack: null,
      },
    ]);
  });

  it('offers only the kinds asked, and not what is already chosen', async () => {
    const api = fakeApi().on('GET /medicines', () =>
      page([medicine(1, 'Amoxicillin 500mg', { price: 2_000 }), medicine(2, 'Paracetamol 500mg')]),
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
