import type { PrescriptionItem, ServiceSheetItem } from '@clinic/api-client';
import { AppointmentStatus, ScreenId } from '@clinic/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { icd10Answer } from '../icd10/testing';
import { nationalState } from '../national-prescriptions/testing';
import { item } from '../queue/testing';
import { PrescriptionPanel } from './PrescriptionPanel';

// The result sheet's diagnosis starts the prescription's, so the doctor does not type it twice.

afterEach(cleanup);

const times = { createdAt: '2026-07-01T03:00:00.000Z', updatedAt: '2026-07-01T03:00:00.000Z' };
const sheet = (id: number, extra: Partial<ServiceSheetItem>): ServiceSheetItem => ({
  id,
  appointmentId: 1,
  serviceOrderId: null,
  serviceName: null,
  formId: 12,
  formName: 'Phiếu khám',
  properties: [],
  diagnoses: [],
  diagnosis: null,
  conclusion: null,
  nextAppointmentDate: null,
  createdBy: 1,
  createdByName: 'BS. Lan',
  ...times,
  ...extra,
});
const bronchitis = { code: 'J20.9', name: 'Viêm phế quản cấp, không đặc hiệu' };
const sheets = [
  sheet(1, { diagnoses: [bronchitis], diagnosis: 'Ho khan 5 ngày' }),
  sheet(2, {
    diagnoses: [bronchitis, { code: 'I10', name: 'Tăng huyết áp vô căn' }],
    diagnosis: 'Ho khan 5 ngày',
  }),
];
const savedPrescription = (diagnosis: string | null): PrescriptionItem => ({
  id: 9,
  appointmentId: 1,
  clinicPatientId: 1,
  diagnoses: [],
  diagnosis,
  advice: null,
  reExamDate: null,
  items: [],
  total: 0,
  paid: false,
  createdBy: 7,
  createdByName: 'BS. Lan',
  ...times,
  nationalCode: null,
  nationalStatus: null,
  national: nationalState({ code: null }),
});

function renderPanel(saved: PrescriptionItem | null) {
  const api = fakeApi()
    .on('GET /clinic-appointments/:id/prescription', () => saved)
    .on('GET /clinic-appointments/:id/service-sheets', () => sheets)
    .on('GET /prescription-templates', () => ({
      pageData: [],
      paging: { totalItem: 0, pageSize: 10, pageNumber: 1 },
    }))
    .on('GET /icd10', icd10Answer)
    .on('POST /prescriptions', () => saved ?? savedPrescription(null));
  renderScreen(
    <PrescriptionPanel appointment={item(1, AppointmentStatus.InProgress)} editable debounceMs={0} />,
    { screens: [ScreenId.TodayExaminations] },
  );
  return api;
}
const freeText = () => screen.getByLabelText('Chẩn đoán (ghi thêm)') as HTMLTextAreaElement;

describe("the prescription's diagnosis", () => {
  it('starts from the result sheets’ codes and text, each once, when it is empty', async () => {
    renderPanel(null);
    const chips = await screen.findByRole('list', { name: 'Các chẩn đoán đã chọn' });
    await waitFor(() => expect(chips.textContent).toContain('J20.9 · Viêm phế quản cấp, không đặc hiệu'));
    expect(chips.textContent).toContain('I10 · Tăng huyết áp vô căn');
    expect(freeText().value).toBe('Ho khan 5 ngày');
    expect(screen.getByText('Lấy từ phiếu kết quả của lượt khám; sửa nếu cần.')).toBeTruthy();
  });

  it('keeps its own diagnosis when it already has one', async () => {
    renderPanel(savedPrescription('Viêm họng'));
    await waitFor(() => expect(freeText().value).toBe('Viêm họng'));
    // The sheets are read too; nothing is added to a diagnosis the doctor wrote.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(freeText().value).toBe('Viêm họng');
    expect(screen.queryByRole('list', { name: 'Các chẩn đoán đã chọn' })).toBeNull();
    expect(screen.queryByText('Lấy từ phiếu kết quả của lượt khám; sửa nếu cần.')).toBeNull();
  });
});
