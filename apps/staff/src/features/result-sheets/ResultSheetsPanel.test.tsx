import type { ServiceOrderItem, ServiceSheetInput, ServiceSheetItem } from '@clinic/api-client';
import {
  AppointmentFeature,
  AppointmentStatus,
  addDays,
  localDate,
  PropertyFieldType,
  ScreenId,
} from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { form, property } from '../../shared/testing/forms';
import { renderScreen } from '../../shared/testing/renderScreen';
import { clinicState, resetClinicState } from '../../state/clinic';
import { appointment } from '../appointments/testing';
import { icd10Answer, icd10Rows } from '../icd10/testing';
import { ResultSheetsPanel } from './ResultSheetsPanel';

afterEach(cleanup);

const bloodPressure = property(51, 'Huyết áp', { internalName: 'huyet_ap', entityType: 5, size: 6 });
const diagnosisProperty = property(52, 'Chẩn đoán', {
  internalName: 'diagnosis',
  entityType: 5,
  size: 6,
  fixed: true,
});

const ultrasound: ServiceOrderItem = {
  id: 301,
  appointmentId: 9,
  serviceId: 4,
  code: 'SA',
  name: 'Siêu âm bụng',
  quantity: 1,
  price: 200_000,
  total: 200_000,
  purchasedPackageItemId: null,
  packageName: null,
  lane: 'doing',
  paid: false,
  forms: [{ id: 12, name: 'Phiếu siêu âm' }],
  orderedBy: 1,
  startedBy: null,
  startedAt: null,
  doneBy: null,
  doneByName: null,
  doneAt: null,
  createdAt: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-26T02:00:00.000Z',
};

const sheet = (id: number, extra: Partial<ServiceSheetItem> = {}): ServiceSheetItem => ({
  id,
  appointmentId: 9,
  serviceOrderId: null,
  serviceName: null,
  formId: 11,
  formName: 'Phiếu khám',
  properties: [{ propertyId: 51, value: '120/80' }],
  diagnoses: [],
  diagnosis: 'Viêm họng cấp',
  conclusion: null,
  nextAppointmentDate: null,
  createdBy: 1,
  createdByName: 'BS. Lê Minh',
  createdAt: '2026-11-26T02:30:00.000Z',
  updatedAt: '2026-11-26T02:30:00.000Z',
  ...extra,
});

/** The exam screen's server: the visit's sheets, its one ordered service, and two result-sheet forms. */
function examApi(sheets: ServiceSheetItem[]) {
  let nextId = 900;
  return fakeApi()
    .on('GET /clinic-appointments/:id/service-sheets', () => sheets)
    .on('GET /clinic-appointments/:id/services', () => [ultrasound])
    .on('GET /forms/all-by-entity-type', () => [
      form(11, 'Phiếu khám', { entityType: 5, isDefault: true, propertyIds: [51, 52] }),
      form(12, 'Phiếu siêu âm', { entityType: 5, propertyIds: [51, 52] }),
    ])
    .on('GET /forms/:id/properties', () => [bloodPressure, diagnosisProperty])
    .on('GET /icd10', icd10Answer)
    .on('POST /service-sheets', ({ body }) => {
      const input = body as ServiceSheetInput;
      const same = sheets.find((s) => s.formId === input.formId);
      const saved = sheet(same?.id ?? nextId++, {
        ...input,
        serviceOrderId: input.serviceOrderId ?? null,
        serviceName: input.serviceOrderId ? ultrasound.name : null,
        formName: input.formId === 12 ? 'Phiếu siêu âm' : 'Phiếu khám',
        properties: (input.properties ?? []) as ServiceSheetItem['properties'],
        diagnoses: (input.diagnoses ?? []).map(({ code }) => icd10Rows.find((row) => row.code === code)!),
        diagnosis: input.diagnosis ?? null,
        conclusion: input.conclusion ?? null,
        nextAppointmentDate: input.nextAppointmentDate ?? null,
      });
      sheets.splice(0, sheets.length, ...sheets.filter((s) => s.formId !== saved.formId), saved);
      return saved;
    });
}

const examining = appointment(9, { status: AppointmentStatus.InProgress });
const exam = { screens: [ScreenId.TodayExaminations], features: [AppointmentFeature.Examination] };

describe('the result sheets of a visit', () => {
  it('shows each saved sheet with its values, diagnosis and author', async () => {
    examApi([sheet(1)]);
    renderScreen(<ResultSheetsPanel appointment={examining} editable />, exam);
    const saved = within(await screen.findByRole('listitem', { name: 'Phiếu khám' }));
    expect(saved.getByText('Viêm họng cấp')).toBeTruthy();
    expect(await saved.findByText('120/80')).toBeTruthy();
    expect(saved.getByText(/BS. Lê Minh/)).toBeTruthy();
    // The fixed diagnosis shows once, as the sheet's own field, not again among the form's values.
    expect(saved.getAllByText('Chẩn đoán')).toHaveLength(1);
  });

  it('writes when a sheet was saved on the clinic’s clock, not the browser’s', async () => {
    clinicState.info = { timeZone: 'Asia/Tokyo' } as typeof clinicState.info;
    try {
      examApi([sheet(1)]);
      renderScreen(<ResultSheetsPanel appointment={examining} editable />, exam);
      const saved = within(await screen.findByRole('listitem', { name: 'Phiếu khám' }));
      // 02:30 UTC is 11:30 in Tokyo, whatever zone the browser is in.
      expect(saved.getByText('BS. Lê Minh · 11:30 26/11/2026')).toBeTruthy();
    } finally {
      resetClinicState();
    }
  });

  it('adds the sheet of an ordered service with its own form, saving with Ctrl+Enter', async () => {
    const api = examApi([]);
    renderScreen(<ResultSheetsPanel appointment={examining} editable />, exam);
    expect(await screen.findByText('Chưa có phiếu kết quả nào')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thêm phiếu kết quả' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Thêm phiếu kết quả' }));
    fireEvent.change(dialog.getByLabelText('Dịch vụ'), { target: { value: String(ultrasound.id) } });
    // The service is examined with one form: no choice to make.
    expect(dialog.queryByLabelText('Biểu mẫu')).toBeNull();
    fireEvent.change(await dialog.findByLabelText('Huyết áp'), { target: { value: '135/90' } });
    fireEvent.change(dialog.getByLabelText('Chẩn đoán (ghi thêm)'), { target: { value: 'Sỏi thận trái' } });
    fireEvent.keyDown(dialog.getByLabelText('Kết luận'), { key: 'Enter', ctrlKey: true });

    await waitFor(() => expect(api.requests('POST /service-sheets')).toHaveLength(1));
    const [request] = api.requests('POST /service-sheets');
    expect(request!.body).toEqual({
      appointmentId: 9,
      serviceOrderId: ultrasound.id,
      formId: 12,
      properties: [{ propertyId: 51, value: '135/90' }],
      diagnoses: [],
      diagnosis: 'Sỏi thận trái',
      conclusion: null,
      nextAppointmentDate: null,
    });
    expect(request!.headers.get('x-screen-id')).toBe(String(ScreenId.TodayExaminations));
    expect(request!.headers.get('x-feature-id')).toBe(String(AppointmentFeature.Examination));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('listitem', { name: 'Siêu âm bụng · Phiếu siêu âm' })).toBeTruthy();
  });

  it('refuses a blank sheet with a message in the dialog, sending nothing, until something is written', async () => {
    const api = examApi([]);
    renderScreen(<ResultSheetsPanel appointment={examining} editable />, exam);
    expect(await screen.findByText('Chưa có phiếu kết quả nào')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thêm phiếu kết quả' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Thêm phiếu kết quả' }));
    fireEvent.change(dialog.getByLabelText('Dịch vụ'), { target: { value: String(ultrasound.id) } });
    fireEvent.change(await dialog.findByLabelText('Huyết áp'), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lưu phiếu' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Phiếu kết quả đang trống: hãy nhập ít nhất một kết quả, chẩn đoán hoặc kết luận trước khi lưu.',
    );
    expect(api.requests('POST /service-sheets')).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Kết luận'), { target: { value: 'Bình thường' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lưu phiếu' }));
    await waitFor(() => expect(api.requests('POST /service-sheets')).toHaveLength(1));
  });

  it('edits a saved sheet from its values, keeping its service and form', async () => {
    const api = examApi([sheet(1, { conclusion: 'Uống thuốc 5 ngày' })]);
    renderScreen(<ResultSheetsPanel appointment={examining} editable />, exam);
    fireEvent.click(await screen.findByRole('button', { name: 'Sửa Phiếu khám' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sửa phiếu kết quả' }));
    expect(dialog.queryByLabelText('Dịch vụ')).toBeNull();
    expect(((await dialog.findByLabelText('Huyết áp')) as HTMLInputElement).value).toBe('120/80');
    expect((dialog.getByLabelText('Kết luận') as HTMLTextAreaElement).value).toBe('Uống thuốc 5 ngày');
    fireEvent.change(dialog.getByLabelText('Chẩn đoán (ghi thêm)'), { target: { value: 'Viêm amidan' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lưu phiếu' }));
    await waitFor(() => expect(api.requests('POST /service-sheets')).toHaveLength(1));
    expect(api.requests('POST /service-sheets')[0]!.body).toMatchObject({
      serviceOrderId: null,
      formId: 11,
      diagnosis: 'Viêm amidan',
      conclusion: 'Uống thuốc 5 ngày',
      properties: [{ propertyId: 51, value: '120/80' }],
    });
  });

  it('picks ICD-10 diagnoses beside the free text, and shows them on the saved sheet', async () => {
    const api = examApi([sheet(1, { diagnoses: [{ code: 'J02', name: 'Viêm họng cấp' }] })]);
    renderScreen(<ResultSheetsPanel appointment={examining} editable />, exam);
    const card = within(await screen.findByRole('listitem', { name: 'Phiếu khám' }));
    expect(card.getByText('Chẩn đoán (ICD-10)')).toBeTruthy();
    expect(card.getByText('J02 · Viêm họng cấp')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sửa Phiếu khám' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sửa phiếu kết quả' }));
    expect((await dialog.findByRole('list', { name: 'Các chẩn đoán đã chọn' })).textContent).toContain(
      'J02 · Viêm họng cấp',
    );
    const box = dialog.getByRole('combobox', { name: 'Chẩn đoán (ICD-10)' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'amidan' } });
    await dialog.findByRole('option', { name: 'J03 · Viêm amidan cấp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    // Enter picked the row; the sheet is saved only by its button or Ctrl+Enter.
    await waitFor(() =>
      expect(dialog.getByRole('list', { name: 'Các chẩn đoán đã chọn' }).textContent).toContain('J03'),
    );
    expect(api.requests('POST /service-sheets')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Bỏ chẩn đoán J02' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Lưu phiếu' }));
    await waitFor(() => expect(api.requests('POST /service-sheets')).toHaveLength(1));
    expect(api.requests('POST /service-sheets')[0]!.body).toMatchObject({
      diagnoses: [{ code: 'J03' }],
      diagnosis: 'Viêm họng cấp',
    });
    const saved = within(await screen.findByRole('listitem', { name: 'Phiếu khám' }));
    expect(await saved.findByText('J03 · Viêm amidan cấp')).toBeTruthy();
  });

  it('fills a date of the form (an obstetric due date) from the pregnancy calculator', async () => {
    const dueDate = property(53, 'Ngày dự sinh', {
      internalName: 'ngay_du_sinh',
      entityType: 5,
      fieldType: PropertyFieldType.Date,
      size: 6,
    });
    const api = examApi([]).on('GET /forms/:id/properties', () => [dueDate, diagnosisProperty]);
    renderScreen(<ResultSheetsPanel appointment={examining} editable />, exam);
    expect(await screen.findByText('Chưa có phiếu kết quả nào')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Thêm phiếu kết quả' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Thêm phiếu kết quả' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Tính Ngày dự sinh theo thai kỳ' }));
    const calculator = await screen.findByRole('dialog', { name: 'Tính tuổi thai và ngày dự sinh' });
    const lmp = addDays(localDate(new Date(), 'Asia/Ho_Chi_Minh'), -70);
    const lmpInput = within(calculator).getByRole('textbox', { name: 'Ngày đầu kỳ kinh cuối' });
    fireEvent.change(lmpInput, { target: { value: lmp.split('-').reverse().join('/') } });
    fireEvent.blur(lmpInput);
    fireEvent.click(within(calculator).getByRole('button', { name: 'Dùng ngày này' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /ngày dự sinh$/ })).toBeNull());
    fireEvent.click(dialog.getByRole('button', { name: 'Lưu phiếu' }));
    await waitFor(() => expect(api.requests('POST /service-sheets')).toHaveLength(1));
    expect(api.requests('POST /service-sheets')[0]!.body).toMatchObject({
      properties: [{ propertyId: 53, value: addDays(lmp, 280) }],
    });
  });

  it('is read-only once the visit is finished', async () => {
    examApi([sheet(1)]);
    const finished = appointment(9, { status: AppointmentStatus.Finished });
    renderScreen(<ResultSheetsPanel appointment={finished} editable />, exam);
    expect(await screen.findByRole('listitem', { name: 'Phiếu khám' })).toBeTruthy();
    expect(screen.getByText('Lượt khám đã kết thúc: phiếu kết quả chỉ còn để xem.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thêm phiếu kết quả' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sửa/ })).toBeNull();
  });
});
