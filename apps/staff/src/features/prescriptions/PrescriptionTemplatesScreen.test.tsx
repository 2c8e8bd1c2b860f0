import type { PrescriptionTemplate } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { medicine } from '../../shared/testing/catalog';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import PrescriptionTemplatesScreen from './PrescriptionTemplatesScreen';

afterEach(cleanup);

const times = { createdAt: '2026-07-01T03:00:00.000Z', updatedAt: '2026-07-01T03:00:00.000Z' };
const page = <T,>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 10, pageNumber: 1 },
});
const amoxicillin = medicine(2, 'Amoxicillin 500mg', {
  unit: 'blister',
  price: 2000,
  guide: 'Uống trước ăn 30 phút',
});
const template: PrescriptionTemplate = {
  id: 4,
  name: 'Viêm họng người lớn',
  diagnosis: 'Viêm họng cấp',
  advice: null,
  enabled: true,
  items: [
    {
      medicineId: 2,
      name: 'Amoxicillin 500mg',
      quantity: 21,
      unit: 'blister',
      morning: 1,
      noon: 1,
      afternoon: 0,
      evening: 1,
      days: 7,
      route: 'oral',
      food: 'any',
      doseUnit: null,
      unitsPerPack: null,
      usage: 'Uống. Sáng 1 vỉ, trưa 1 vỉ, tối 1 vỉ. Dùng 7 ngày.',
      note: null,
      enabled: true,
      price: 2000,
    },
  ],
  ...times,
};

describe('prescription templates (screen 25)', () => {
  it('lists the templates and creates one with a medicine whose quantity follows its doses', async () => {
    const api = fakeApi()
      .on('GET /prescription-templates', () => page([template]))
      .on('GET /medicines', () => page([amoxicillin]))
      .on('POST /prescription-templates', ({ body }) => {
        // The saved template: its lines as the server answers them, named and priced from the medicine.
        const { items, ...header } = body as { items: object[] };
        return {
          ...template,
          id: 5,
          ...header,
          items: items.map((line) => ({
            ...template.items[0]!,
            ...line,
            usage: 'Uống. Sáng 1 vỉ, tối 1 vỉ. Dùng 7 ngày.',
          })),
        };
      });
    renderScreen(<PrescriptionTemplatesScreen />, { screens: [ScreenId.PrescriptionTemplates] });
    const row = (await screen.findByText('Viêm họng người lớn')).closest('tr')!;
    expect(within(row).getByText('1 thuốc')).toBeTruthy();
    expect(within(row).getByText('Viêm họng cấp')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Thêm mới' }));
    fireEvent.change(await screen.findByLabelText(/Tên đơn mẫu/), { target: { value: 'Viêm phế quản' } });
    const box = screen.getByRole('combobox', { name: 'Tìm thuốc để thêm (Enter để thêm)' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'amox' } });
    fireEvent.click(await screen.findByRole('option', { name: /Amoxicillin 500mg/ }));
    fireEvent.change(await screen.findByLabelText('Sáng 1'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Tối 1'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Số ngày 1'), { target: { value: '7' } });
    expect((screen.getByLabelText('Số lượng 1') as HTMLInputElement).value).toBe('14');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.requests('POST /prescription-templates')).toHaveLength(1));
    expect(api.requests('POST /prescription-templates')[0]!.body).toEqual({
      name: 'Viêm phế quản',
      diagnosis: null,
      advice: null,
      items: [
        {
          medicineId: 2,
          quantity: 14,
          unit: 'blister',
          morning: 1,
          noon: 0,
          afternoon: 0,
          evening: 1,
          days: 7,
          route: 'oral',
          food: 'any',
          note: 'Uống trước ăn 30 phút',
        },
      ],
    });
  });
});
