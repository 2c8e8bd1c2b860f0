import type { ReExaminationItem } from '@clinic/api-client';
import { AppointmentFeature, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import ReExaminationsScreen from './ReExaminationsScreen';

// Screen 42 against the API's answers at the HTTP layer: who is due back, who already booked, and "Book" opening
// the appointment form.

const row = (
  appointmentId: number,
  fullName: string,
  extra: Partial<ReExaminationItem> = {},
): ReExaminationItem => ({
  appointmentId,
  appointmentCode: `LH${appointmentId}`,
  reExamDate: '2099-12-03',
  source: 'serviceSheet',
  patient: {
    id: appointmentId + 100,
    code: `BN${appointmentId}`,
    fullName,
    phone: '0901222333',
    gender: 1,
    yearOfBirth: 1975,
  },
  doctorId: 3,
  doctorName: 'BS. Nguyễn Văn An',
  locationId: 2,
  diagnosis: 'Viêm họng cấp',
  bookedAppointment: null,
  ...extra,
});
const page = <T,>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 50, pageNumber: 1 },
});

afterEach(cleanup);

describe('re-examinations (screen 42)', () => {
  it('opens on the coming week and shows who is booked; Book opens the form for the patient', async () => {
    const api = fakeApi().on('POST /re-examination-appointments', () =>
      page([
        row(1, 'Trần Thị Lan'),
        row(2, 'Phạm Văn Hùng', {
          source: 'prescription',
          bookedAppointment: { id: 9, code: 'LH9', date: '2099-12-03', time: '14:30', status: 2000 },
        }),
        row(3, 'Lê Thị Thư', {
          bookedAppointment: { id: 10, code: 'LH10', date: '2099-12-01', time: '09:20', status: 9000 },
        }),
      ]),
    );
    const view = renderScreen(<ReExaminationsScreen debounceMs={0} />, {
      screens: [ScreenId.ReExaminationAppointments, ScreenId.Appointments],
      features: [AppointmentFeature.Add],
    });
    const lan = within((await screen.findByText('Trần Thị Lan')).closest('tr')!);
    const hung = within(screen.getByText('Phạm Văn Hùng').closest('tr')!);
    // The window sent is today .. today + 7 days.
    const body = api.requests('POST /re-examination-appointments')[0]?.body as { from: string; to: string };
    const days = (Date.parse(body.to) - Date.parse(body.from)) / 86_400_000;
    expect(days).toBe(7);
    expect(lan.getByText('Phiếu kết quả · LH1')).toBeTruthy();
    expect(lan.getByText(/03\/12\/2099/)).toBeTruthy();
    expect(hung.getByText('Đơn thuốc · LH2')).toBeTruthy();
    expect(hung.getByText(/Đã đặt 14:30/)).toBeTruthy();
    expect(hung.queryByRole('button', { name: /Đặt lịch/ })).toBeNull();
    // A visit already held is the return itself, not a booking to come.
    const thu = within(screen.getByText('Lê Thị Thư').closest('tr')!);
    expect(thu.getByText(/Đã tái khám 09:20 01\/12\/2099/)).toBeTruthy();

    fireEvent.click(lan.getByRole('button', { name: 'Đặt lịch tái khám cho Trần Thị Lan' }));
    await waitFor(() => expect(view.location.history).toContain('/appointments/new'));
  });

  it('sends the keyword, and shows "not booked" to whoever cannot book', async () => {
    const api = fakeApi().on('POST /re-examination-appointments', () => page([row(1, 'Trần Thị Lan')]));
    renderScreen(<ReExaminationsScreen debounceMs={0} />, { screens: [ScreenId.ReExaminationAppointments] });
    const lan = within((await screen.findByText('Trần Thị Lan')).closest('tr')!);
    expect(lan.getByText('Chưa đặt lịch')).toBeTruthy();
    expect(lan.queryByRole('button')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), { target: { value: 'tran thi' } });
    await waitFor(() =>
      expect(api.requests('POST /re-examination-appointments').at(-1)?.body).toMatchObject({
        keyword: 'tran thi',
      }),
    );
  });
});
