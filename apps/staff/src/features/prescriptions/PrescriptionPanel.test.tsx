import type { Medicine, PrescriptionItem, PrescriptionTemplate } from '@clinic/api-client';
import { AppError, AppointmentStatus, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { icd10Answer } from '../icd10/testing';
import { nationalState } from '../national-prescriptions/testing';
import { item } from '../queue/testing';
import { PrescriptionPanel } from './PrescriptionPanel';

afterEach(cleanup);

const times = { createdAt: '2026-07-01T03:00:00.000Z', updatedAt: '2026-07-01T03:00:00.000Z' };
const page = <T,>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 10, pageNumber: 1 },
});
const medicine = (id: number, name: string, price: number, guide: string | null = null): Medicine => ({
  id,
  name,
  unit: 'tablet',
  price,
  ingredients: null,
  guide,
  defaultDose: null,
  doseUnit: null,
  unitsPerPack: null,
  lowStockThreshold: null,
  nationalDrugCode: null,
  prescriptionKind: 'c',
  enabled: true,
  ...times,
});
const library = [
  medicine(1, 'Paracetamol 500mg', 1500, 'Uống sau ăn'),
  medicine(2, 'Amoxicillin 500mg', 2000),
  medicine(3, 'Vitamin C 500mg', 800),
  {
    ...medicine(4, 'Amoxicillin vỉ', 15000),
    unit: 'blister',
    doseUnit: 'tablet',
    unitsPerPack: 10,
    defaultDose: { morning: 1, noon: 1, afternoon: 0, evening: 1, days: 7, route: 'oral', food: 'after' },
  },
];
const savedLine = (id: number, quantity = 10) => ({
  id,
  medicineId: id,
  name: `Thuốc ${id}`,
  quantity,
  unit: 'tablet' as const,
  morning: 1,
  noon: 0,
  afternoon: 0,
  evening: 1,
  days: 5,
  route: 'oral' as const,
  food: 'any' as const,
  doseUnit: null,
  unitsPerPack: null,
  usage: 'Uống. Sáng 1 viên, tối 1 viên. Dùng 5 ngày.',
  note: null,
  price: 1000,
  total: 1000 * quantity,
  supply: 'dispense' as const,
  dispensedQuantity: null,
});
const prescription = (lines: ReturnType<typeof savedLine>[]): PrescriptionItem => ({
  id: 9,
  appointmentId: 1,
  clinicPatientId: 1,
  diagnoses: [],
  diagnosis: 'Viêm họng',
  advice: null,
  reExamDate: null,
  items: lines,
  total: lines.reduce((sum, l) => sum + l.total, 0),
  paid: false,
  createdBy: 7,
  createdByName: 'BS. Lan',
  ...times,
  nationalCode: null,
  nationalStatus: null,
  national: nationalState({ code: null }),
});

/** The exam screen's API: the visit's prescription, the library by keyword, stock hints and templates. */
function examApi(saved: PrescriptionItem | null, templates: PrescriptionTemplate[] = []): FakeApi {
  return fakeApi()
    .on('GET /clinic-appointments/:id/prescription', () => saved)
    .on('GET /medicines', ({ query }) =>
      page(library.filter((m) => m.name.toLowerCase().includes((query.keyword ?? '').toLowerCase()))),
    )
    .on('POST /medicines/check-stock-quantity', ({ body }) =>
      (body as { items: { medicineId: number; quantity: number }[] }).items.map(
        ({ medicineId, quantity }) => {
          const onHand = medicineId === 2 ? 100 : 0;
          return { medicineId, quantity, onHand, enough: onHand >= quantity };
        },
      ),
    )
    .on('GET /prescription-templates', () => page(templates))
    .on('GET /icd10', icd10Answer);
}

const render = () =>
  renderScreen(
    <PrescriptionPanel appointment={item(1, AppointmentStatus.InProgress)} editable debounceMs={0} />,
    { screens: [ScreenId.TodayExaminations] },
  );

/** Searches the library and picks the one option with Enter, as a doctor does without the mouse. */
async function addMedicine(name: string) {
  const box = await screen.findByRole('combobox', { name: 'Tìm thuốc để thêm (Enter để thêm)' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: name } });
  const option = await screen.findByRole('option', { name: new RegExp(name) });
  for (let step = 0; step < 3 && box.getAttribute('aria-activedescendant') !== option.id; step += 1)
    fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(screen.getAllByText(name).length).toBeGreaterThan(0));
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the prescription panel', () => {
  it('adds three medicines by keyboard, suggests each quantity from the doses, warns of stock and saves', async () => {
    const api = examApi(null).on('POST /prescriptions', () => prescription([savedLine(1)]));
    render();
    await addMedicine('Paracetamol 500mg');
    // Enter put the doctor in the new line's quantity; the default note (no default dose) became the note.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Số lượng 1')));
    expect(inputValue('Ghi chú 1')).toBe('Uống sau ăn');
    type('Sáng 1', '1');
    type('Tối 1', '1');
    type('Số ngày 1', '5');
    expect(inputValue('Số lượng 1')).toBe('10');

    await addMedicine('Amoxicillin 500mg');
    type('Sáng 2', '1,5');
    type('Số ngày 2', '3');
    expect(inputValue('Số lượng 2')).toBe('5');

    await addMedicine('Vitamin C 500mg');
    type('Số lượng 3', '7');
    type('Sáng 3', '2');
    type('Số ngày 3', '10');
    // Typed by the doctor: the doses no longer change it.
    expect(inputValue('Số lượng 3')).toBe('7');

    // None of Paracetamol or Vitamin C in stock, Amoxicillin has 100: a warning, never a block.
    await waitFor(() => expect(screen.getAllByText('Hết hàng')).toHaveLength(2));
    expect(screen.getByText('Còn 100')).toBeTruthy();

    fireEvent.keyDown(screen.getByLabelText('Số lượng 3'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(api.requests('POST /prescriptions')).toHaveLength(1));
    expect(api.requests('POST /prescriptions')[0]!.body).toMatchObject({
      appointmentId: 1,
      items: [
        { medicineId: 1, quantity: 10, morning: 1, noon: 0, evening: 1, days: 5, note: 'Uống sau ăn' },
        { medicineId: 2, quantity: 5, morning: 1.5, days: 3, note: null },
        { medicineId: 3, quantity: 7, morning: 2, days: 10 },
      ],
    });
    // The editor starts again from the server's answer, priced by the server.
    expect(await screen.findByText('Tổng tiền thuốc: 10.000 ₫')).toBeTruthy();
  });

  it('fills the dose from the library, counts strips, warns when the note contradicts the dose and totals live', async () => {
    examApi(null);
    render();
    await addMedicine('Amoxicillin vỉ');
    // The default dose is in the fields, not a second text; 3 × 7 = 21 tablets is 3 strips.
    expect(inputValue('Sáng 1')).toBe('1');
    expect(inputValue('Trưa 1')).toBe('1');
    expect(inputValue('Tối 1')).toBe('1');
    expect(inputValue('Số ngày 1')).toBe('7');
    expect(inputValue('Ghi chú 1')).toBe('');
    expect(inputValue('Số lượng 1')).toBe('3');
    expect(screen.getByTestId('usage-1').textContent).toBe(
      'Cách dùng: Uống sau ăn. Sáng 1 viên, trưa 1 viên, tối 1 viên. Dùng 7 ngày.',
    );
    expect(screen.getByTestId('conversion-1').textContent).toBe('Quy đổi: 21 viên → 3 vỉ (30 viên)');
    // The total is there before saving, from the library's price: an estimate.
    expect(screen.getByTestId('prescription-total').textContent).toBe('Tổng tiền thuốc: 45.000 ₫');

    // Sáng 1 · Chiều 1 · 5 days: one strip; the usage line follows the dose.
    type('Trưa 1', '');
    type('Tối 1', '');
    type('Chiều 1', '1');
    type('Số ngày 1', '5');
    expect(inputValue('Số lượng 1')).toBe('1');
    expect(screen.getByTestId('conversion-1').textContent).toBe('Quy đổi: 10 viên = 1 vỉ');
    expect(screen.getByTestId('usage-1').textContent).toBe(
      'Cách dùng: Uống sau ăn. Sáng 1 viên, chiều 1 viên. Dùng 5 ngày.',
    );
    expect(screen.getByTestId('prescription-total').textContent).toBe('Tổng tiền thuốc: 15.000 ₫');
    expect(screen.queryByText(/Ghi chú nói/)).toBeNull();
    type('Ghi chú 1', 'Uống 1 viên, ngày 3 lần, uống đủ 7 ngày');
    expect(
      screen.getByText(
        /Ghi chú nói 3 lần\/ngày, liều đang ghi 2 lần\/ngày\. Ghi chú nói 7 ngày, liều đang ghi 5 ngày\./,
      ),
    ).toBeTruthy();
  });

  it('takes no 21st medicine', async () => {
    examApi(prescription(Array.from({ length: 20 }, (_, i) => savedLine(i + 1))));
    render();
    expect(await screen.findByText('Đơn thuốc đã đủ 20 thuốc, không thêm được nữa.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Tìm thuốc để thêm (Enter để thêm)' })).toBeNull();
    expect(screen.getByText('Tổng tiền thuốc: 200.000 ₫')).toBeTruthy();
  });

  it('applies a template after asking to replace the lines there, and flags a medicine disabled since', async () => {
    const template: PrescriptionTemplate = {
      id: 4,
      name: 'Viêm họng người lớn',
      diagnosis: 'Viêm họng cấp',
      advice: 'Súc miệng nước muối',
      enabled: true,
      items: [
        { ...savedLine(2, 21), name: 'Amoxicillin 500mg', enabled: true },
        { ...savedLine(5, 4), name: 'Thuốc cũ', enabled: false },
      ].map(({ id: _id, total: _t, ...line }) => line),
      ...times,
    };
    examApi(prescription([savedLine(1)]), [template]);
    render();
    const box = await screen.findByRole('combobox', { name: 'Áp dụng đơn mẫu' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'viêm' } });
    fireEvent.click(await screen.findByRole('option', { name: /Viêm họng người lớn/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Thay các thuốc đang có?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thay bằng đơn mẫu' }));
    await waitFor(() => expect(inputValue('Số lượng 1')).toBe('21'));
    expect(screen.getByText('Amoxicillin 500mg')).toBeTruthy();
    expect(screen.queryByText('Thuốc 1')).toBeNull();
    expect((screen.getByLabelText('Chẩn đoán (ghi thêm)') as HTMLTextAreaElement).value).toBe(
      'Viêm họng cấp',
    );
    expect(screen.getByText('Thuốc này đã ngừng sử dụng: hãy bỏ hoặc thay thuốc khác')).toBeTruthy();
  });

  it('picks ICD-10 diagnoses above the free text, starting from the saved ones, and sends their codes', async () => {
    const saved = { ...prescription([savedLine(1)]), diagnoses: [{ code: 'J02', name: 'Viêm họng cấp' }] };
    const api = examApi(saved).on('POST /prescriptions', () => saved);
    render();
    const chips = await screen.findByRole('list', { name: 'Các chẩn đoán đã chọn' });
    expect(chips.textContent).toContain('J02 · Viêm họng cấp');
    const box = screen.getByRole('combobox', { name: 'Chẩn đoán (ICD-10)' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'viem da day' } });
    await screen.findByRole('option', { name: 'K29 · Viêm dạ dày và tá tràng' });
    // Enter adds the diagnosis and does not send the prescription.
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(chips.textContent).toContain('K29 · Viêm dạ dày và tá tràng'));
    expect(api.requests('POST /prescriptions')).toHaveLength(0);
    type('Chẩn đoán (ghi thêm)', 'Sốt nhẹ');

    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(api.requests('POST /prescriptions')).toHaveLength(1));
    expect(api.requests('POST /prescriptions')[0]!.body).toMatchObject({
      diagnoses: [{ code: 'J02' }, { code: 'K29' }],
      diagnosis: 'Sốt nhẹ',
    });
  });

  it('shows the server’s refusal of a code under the diagnoses', async () => {
    const saved = {
      ...prescription([savedLine(1)]),
      diagnoses: [
        { code: 'J02', name: 'Viêm họng cấp' },
        { code: 'J02.1', name: 'Mã đã bỏ' },
      ],
    };
    examApi(saved).on('POST /prescriptions', () => {
      throw new AppError('schemaViolation', {
        details: { fields: [{ path: 'body.diagnoses.1.code', messageId: 'formError.invalidValue' }] },
      });
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu đơn thuốc' }));
    expect(await screen.findByText('Giá trị của trường này không hợp lệ')).toBeTruthy();
    const box = screen.getByRole('combobox', { name: 'Chẩn đoán (ICD-10)' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s refusal on the line and the field it names', async () => {
    examApi(prescription([savedLine(1), savedLine(2)])).on('POST /prescriptions', () => {
      throw new AppError('schemaViolation', {
        details: { fields: [{ path: 'body.items.1.medicineId', messageId: 'formError.invalidValue' }] },
      });
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu đơn thuốc' }));
    const row = (await screen.findByText('Giá trị của trường này không hợp lệ')).closest('li')!;
    expect(within(row).getByText('Thuốc 2')).toBeTruthy();
  });

  it('is read-only once paid', async () => {
    examApi({ ...prescription([savedLine(1)]), paid: true });
    render();
    expect(await screen.findByText('Đơn thuốc đã thanh toán nên không sửa được nữa.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lưu đơn thuốc' })).toBeNull();
    expect((screen.getByLabelText('Số lượng 1') as HTMLInputElement).disabled).toBe(true);
  });
});
