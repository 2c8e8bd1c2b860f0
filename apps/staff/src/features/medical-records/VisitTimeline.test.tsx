import type { MedicalRecord, VisitSummary } from '@clinic/api-client';
import { AppointmentStatus, PropertyFieldType, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { property } from '../../shared/testing/forms';
import { renderScreen } from '../../shared/testing/renderScreen';
import { appointment } from '../appointments/testing';
import { nationalState } from '../national-prescriptions/testing';
import { VisitTimeline } from './VisitTimeline';

afterEach(cleanup);

const summary = (id: number, date: string, extra: Partial<VisitSummary> = {}): VisitSummary => ({
  id,
  code: `LH${String(id).padStart(6, '0')}`,
  status: AppointmentStatus.Finished,
  start: `${date}T02:00:00.000Z`,
  date,
  time: '09:00',
  doctorId: 3,
  doctorName: 'BS. Lê Minh',
  diagnosis: null,
  conclusion: null,
  services: [],
  prescriptionItemCount: 0,
  reExamDate: null,
  labResultCount: 0,
  ...extra,
});

/** Twelve visits, newest first: a first page of ten, then two. */
const visits = Array.from({ length: 12 }, (_, i) =>
  summary(
    100 - i,
    `2026-${String(11 - Math.floor(i / 2)).padStart(2, '0')}-${String(20 - i).padStart(2, '0')}`,
  ),
);
visits[0] = summary(100, '2026-11-20', {
  diagnosis: 'Viêm phế quản',
  conclusion: 'Tái khám sau 1 tuần',
  services: ['Khám tổng quát', 'X-quang ngực'],
  prescriptionItemCount: 3,
  reExamDate: '2026-11-27',
  labResultCount: 1,
});

const record: MedicalRecord = {
  appointment: appointment(100, { status: AppointmentStatus.Finished }),
  patient: {
    id: 7,
    code: 'BN000007',
    fullName: 'Trần Thị Bích',
    gender: 0,
    birthday: null,
    yearOfBirth: 1990,
    phone: '0912345678',
    heightCm: 158,
    weightKg: 52,
    medicalHistory: 'Hen suyễn',
    allergy: 'Penicillin',
    diagnosis: null,
  },
  checkInSheet: {
    id: 1,
    appointmentId: 100,
    formId: 4,
    formName: 'Phiếu tiếp đón',
    properties: [{ propertyId: 41, value: 'Ho, sốt 38,5 độ' }],
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
  },
  services: [],
  packages: [],
  sheets: [
    {
      id: 5,
      appointmentId: 100,
      serviceOrderId: null,
      serviceName: null,
      formId: 11,
      formName: 'Phiếu khám',
      diagnoses: [],
      properties: [],
      diagnosis: 'Viêm phế quản',
      conclusion: 'Tái khám sau 1 tuần',
      nextAppointmentDate: '2026-11-27',
      createdBy: 1,
      createdByName: 'BS. Lê Minh',
      createdAt: '2026-11-20T02:30:00.000Z',
      updatedAt: '2026-11-20T02:30:00.000Z',
    },
  ],
  prescription: {
    id: 8,
    appointmentId: 100,
    clinicPatientId: 7,
    diagnoses: [],
    diagnosis: 'Viêm phế quản',
    advice: 'Uống nhiều nước',
    reExamDate: '2026-11-27',
    items: [
      {
        id: 1,
        medicineId: 2,
        name: 'Paracetamol 500mg',
        quantity: 10,
        unit: 'tablet',
        morning: 1,
        noon: 0,
        afternoon: 0,
        evening: 1,
        days: 5,
        route: 'oral',
        food: 'after',
        doseUnit: null,
        unitsPerPack: null,
        usage: 'Uống sau ăn. Sáng 1 viên, tối 1 viên. Dùng 5 ngày.',
        note: null,
        price: 1000,
        total: 10000,
        supply: 'dispense',
        dispensedQuantity: null,
      },
    ],
    total: 10000,
    paid: true,
    createdBy: 1,
    createdByName: 'BS. Lê Minh',
    createdAt: '2026-11-20T02:40:00.000Z',
    updatedAt: '2026-11-20T02:40:00.000Z',
    nationalCode: null,
    nationalStatus: null,
    national: nationalState({ code: null }),
  },
  labResults: [
    {
      id: 3,
      clinicPatientId: 7,
      patient: appointment(100).patient,
      appointmentId: 100,
      appointmentCode: 'LH000100',
      laboratoryId: 1,
      resultDate: '2026-11-21',
      note: 'Công thức máu',
      files: [{ physicalFileId: 77, fileName: 'cong-thuc-mau.pdf', mimeType: 'application/pdf' }],
      createdBy: 1,
      createdAt: '2026-11-21T02:00:00.000Z',
    },
  ],
};

function recordsApi() {
  return fakeApi()
    .on('GET /clinic-patients/:id/visits', ({ query }) => {
      const pageNumber = Number(query.pageNumber);
      const pageSize = Number(query.pageSize);
      return {
        pageData: visits.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
        paging: { totalItem: visits.length, pageSize, pageNumber },
      };
    })
    .on('GET /clinic-appointments/:id/medical', () => record)
    .on('GET /forms/:id/properties', () => [
      property(41, 'Triệu chứng', {
        internalName: 'symptom',
        entityType: 4,
        fieldType: PropertyFieldType.MultilineText,
        fixed: true,
      }),
    ]);
}

describe("a patient's visit history", () => {
  it('lists the visits newest first with their summary, ten at a time', async () => {
    const api = recordsApi();
    renderScreen(<VisitTimeline patientId={7} />, { screens: [ScreenId.PatientRecords] });
    const list = within(await screen.findByRole('list', { name: 'Lịch sử khám' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const newest = within(items[0]!);
    expect(newest.getByText('20/11/2026 · 09:00')).toBeTruthy();
    expect(newest.getByText('Viêm phế quản')).toBeTruthy();
    expect(newest.getByText('X-quang ngực')).toBeTruthy();
    expect(newest.getByText('Đơn thuốc: 3 thuốc · Tái khám 27/11/2026 · 1 kết quả xét nghiệm')).toBeTruthy();
    expect(screen.getByText('10 / 12 lượt khám')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm lượt khám' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(12));
    expect(api.requests('GET /clinic-patients/:id/visits').map((r) => r.query.pageNumber)).toEqual([
      '1',
      '2',
    ]);
    expect(screen.queryByRole('button', { name: 'Xem thêm lượt khám' })).toBeNull();
    expect(api.requests('GET /clinic-patients/:id/visits')[0]!.headers.get('x-screen-id')).toBe(
      String(ScreenId.PatientRecords),
    );
  });

  it('opens a visit into its medical record', async () => {
    const api = recordsApi();
    renderScreen(<VisitTimeline patientId={7} />, { screens: [ScreenId.PatientRecords] });
    const first = (await screen.findAllByRole('button', { name: 'Xem bệnh án' }))[0]!;
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Penicillin')).toBeTruthy();
    expect(api.requests('GET /clinic-appointments/:id/medical')[0]!.params).toEqual({ id: '100' });
    expect(screen.getByText('158 cm')).toBeTruthy();
    expect(await screen.findByText('Ho, sốt 38,5 độ')).toBeTruthy();
    expect(screen.getByText('Paracetamol 500mg')).toBeTruthy();
    expect(screen.getByText('10 Viên')).toBeTruthy();
    expect(screen.getByText('Uống sau ăn. Sáng 1 viên, tối 1 viên. Dùng 5 ngày.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'cong-thuc-mau.pdf' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Phiếu khám' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Thu gọn' }));
    expect(screen.queryByText('Penicillin')).toBeNull();
  });

  it('leaves out the visit the exam screen is examining, from the list and the count', async () => {
    recordsApi();
    renderScreen(
      <VisitTimeline patientId={7} screenId={ScreenId.TodayExaminations} excludeAppointmentId={100} />,
      {
        screens: [ScreenId.TodayExaminations],
      },
    );
    const list = within(await screen.findByRole('list', { name: 'Lịch sử khám' }));
    expect(list.getAllByRole('listitem')).toHaveLength(9);
    expect(list.queryByText('Viêm phế quản')).toBeNull();
    expect(screen.getByText('9 / 11 lượt khám')).toBeTruthy();
  });

  it('says so when the patient has no visit yet', async () => {
    fakeApi().on('GET /clinic-patients/:id/visits', () => ({
      pageData: [],
      paging: { totalItem: 0, pageSize: 10, pageNumber: 1 },
    }));
    renderScreen(<VisitTimeline patientId={7} />, { screens: [ScreenId.PatientRecords] });
    expect(await screen.findByText('Chưa có lượt khám nào')).toBeTruthy();
  });
});
