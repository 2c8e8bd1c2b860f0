import type { ReExaminationItem } from '@clinic/api-client';
import {
  AppointmentStatus,
  PermissionLevel,
  RealtimeEvent,
  RoleKind,
  ScreenId,
  UserSkill,
} from '@clinic/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import { signedInUser } from '../../shared/testing/session';
import { authState } from '../../state/auth';
import { clinicState, resetClinicState } from '../../state/clinic';
import { page, queueItem } from '../billing/testing/billingApi';
import { answerDashboard } from '../dashboard/testing/dashboardApi';
import { item } from '../queue/testing';
import Home from './Home';

// The home page shows each person the work of their day: a receptionist her arrivals, a doctor his queue and the
// re-examinations due, a cashier the visits to bill and the unmatched transfers, an owner the dashboard's today;
// and nobody the blocks of another desk. Each block is live.

afterEach(() => {
  cleanup();
  resetClinicState();
  authState.userData = null;
});

function signIn(skills: UserSkill[], roleKind: RoleKind = RoleKind.UserDefined) {
  authState.userData = signedInUser({ skills, roleKind });
}

const blockTitles = [
  'Tiếp đón hôm nay',
  'Hàng đợi khám của tôi',
  'Tái khám đến hạn',
  'Chờ thanh toán',
  'Hôm nay',
];
/** The work blocks on the page, by their titles. */
const shownBlocks = () =>
  blockTitles.filter((name) => screen.queryByRole('heading', { name, level: 2 }) !== null);

const reExam = (appointmentId: number, fullName: string, booked: boolean): ReExaminationItem => ({
  appointmentId,
  appointmentCode: `LH${appointmentId}`,
  reExamDate: '2026-11-20',
  source: 'prescription',
  patient: {
    id: appointmentId,
    code: `BN${appointmentId}`,
    fullName,
    phone: '0901222333',
    gender: 1,
    yearOfBirth: 1975,
  },
  doctorId: 3,
  doctorName: 'BS. Lê Quang Minh',
  locationId: 1,
  diagnosis: null,
  bookedAppointment: booked
    ? { id: 90, code: 'LH90', date: '2026-11-28', time: '09:00', status: 2000 }
    : null,
});

describe('home: the work of the day', () => {
  it('shows a receptionist who is still to arrive and who waits, and follows a check-in at another desk', async () => {
    const realtime = captureRealtime();
    signIn([UserSkill.Receptionist]);
    let today = [
      item(1, AppointmentStatus.Approved, {
        time: '09:00',
        patient: { ...item(1, 0).patient, fullName: 'Trần Thị Bích' },
      }),
      item(2, AppointmentStatus.NotApproved, {
        time: '08:30',
        patient: { ...item(2, 0).patient, fullName: 'Lê Văn Cường' },
      }),
      item(3, AppointmentStatus.CheckedIn),
      item(4, AppointmentStatus.Finished),
    ];
    const api = fakeApi().on('POST /clinic-appointments/all-today', () => today);
    // She may read billing too, but it is not her desk: no cashier block.
    renderScreen(<Home />, {
      screens: { [ScreenId.Appointments]: PermissionLevel.Write, [ScreenId.Billing]: PermissionLevel.Read },
    });

    const block = within(await screen.findByRole('region', { name: 'Tiếp đón hôm nay' }));
    await waitFor(() => expect(block.getByText('1')).toBeTruthy());
    const arrivals = block
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/appointments/'));
    expect(arrivals.map((a) => a.textContent)).toEqual([
      '08:30Lê Văn CườngBS. Nguyễn Văn Hùng',
      '09:00Trần Thị BíchBS. Nguyễn Văn Hùng',
    ]);
    expect(block.getByRole('link', { name: 'Mở lịch hẹn' }).getAttribute('href')).toBe('/appointments');
    expect(shownBlocks()).toEqual(['Tiếp đón hôm nay']);
    expect(api.requests('POST /clinic-appointments/all-today')[0]?.headers.get('x-screen-id')).toBe(
      String(ScreenId.Appointments),
    );
    expect(api.requests('GET /invoices/billing-queue')).toHaveLength(0);

    today = today.map((a) => (a.id === 2 ? { ...a, status: AppointmentStatus.CheckedIn } : a));
    realtime.emit(RealtimeEvent.AppointmentCheckIn, today[1] as never);
    await waitFor(() => expect(block.getByText('2')).toBeTruthy());
    expect(block.queryByText('Lê Văn Cường')).toBeNull();
  });

  it("shows a doctor his queue and the re-examinations due that nobody booked, and no other desk's block", async () => {
    signIn([UserSkill.Doctor]);
    clinicState.doctors = [{ id: 3, name: 'BS. Lê Quang Minh', specialtyIds: [], locationIds: [1] }];
    const api = fakeApi()
      .on('POST /clinic-appointments/all-today', () => [
        item(5, AppointmentStatus.CheckedIn, { time: '10:00' }),
        item(6, AppointmentStatus.CheckedIn, {
          time: '09:15',
          patient: { ...item(6, 0).patient, fullName: 'Phạm Thu Hà' },
        }),
        item(7, AppointmentStatus.InProgress),
      ])
      .on('POST /re-examination-appointments', () =>
        page([reExam(11, 'Đỗ Đức Anh', false), reExam(12, 'Ngô Bảo Châu', true)]),
      );
    renderScreen(<Home />, {
      screens: {
        [ScreenId.TodayExaminations]: PermissionLevel.Write,
        [ScreenId.ReExaminationAppointments]: PermissionLevel.Read,
        [ScreenId.Appointments]: PermissionLevel.Read,
      },
    });

    const queue = within(await screen.findByRole('region', { name: 'Hàng đợi khám của tôi' }));
    expect(await queue.findByText('Tiếp theo: Phạm Thu Hà (09:15)')).toBeTruthy();
    expect(queue.getByText('2')).toBeTruthy();
    expect(queue.getByRole('link', { name: 'Mở hàng đợi khám' }).getAttribute('href')).toBe('/queue');
    expect(api.requests('POST /clinic-appointments/all-today')[0]?.body).toEqual({ doctorIds: [3] });

    const due = within(await screen.findByRole('region', { name: 'Tái khám đến hạn' }));
    expect(await due.findByText('Đỗ Đức Anh')).toBeTruthy();
    expect(due.queryByText('Ngô Bảo Châu')).toBeNull();
    expect(due.getByRole('link', { name: 'Mở danh sách tái khám' }).getAttribute('href')).toBe(
      '/re-examinations',
    );
    const asked = api.requests('POST /re-examination-appointments')[0]?.body as { from: string; to: string };
    expect(asked.to > asked.from).toBe(true);
    expect(asked).toMatchObject({ doctorIds: [3] });
    expect(shownBlocks()).toEqual(['Hàng đợi khám của tôi', 'Tái khám đến hạn']);
  });

  it('shows a cashier the visits waiting for billing and the unmatched transfers, read again when an invoice is paid', async () => {
    const realtime = captureRealtime();
    signIn([UserSkill.Cashier]);
    let queue = [
      queueItem(21, { patientName: 'Nguyễn Văn An' }),
      queueItem(22, { patientName: 'Hoàng Mai' }),
    ];
    const api = fakeApi()
      .on('GET /invoices/billing-queue', () => queue)
      .on('GET /payments/bank-transfers', () => ({
        pageData: [],
        paging: { totalItem: 3, pageSize: 1, pageNumber: 1 },
      }));
    renderScreen(<Home />, { screens: { [ScreenId.Billing]: PermissionLevel.Write } });

    const billing = within(await screen.findByRole('region', { name: 'Chờ thanh toán' }));
    expect(await billing.findByText('Nguyễn Văn An')).toBeTruthy();
    expect(billing.getByText('2')).toBeTruthy();
    expect(billing.getByRole('link', { name: /Nguyễn Văn An/ }).getAttribute('href')).toBe(
      '/billing?appointmentId=21',
    );
    const transfers = within(await screen.findByRole('region', { name: 'Chuyển khoản chưa khớp' }));
    expect(await transfers.findByText('3')).toBeTruthy();
    expect(api.requests('GET /payments/bank-transfers')[0]?.query).toMatchObject({ status: 'unmatched' });
    expect(shownBlocks()).toEqual(['Chờ thanh toán']);

    queue = queue.slice(1);
    realtime.emit(RealtimeEvent.InvoicePay, { id: 1 } as never);
    await waitFor(() => expect(billing.queryByText('Nguyễn Văn An')).toBeNull());
    expect(billing.getByText('1')).toBeTruthy();
  });

  it("shows an owner the dashboard's today, not the desks' blocks", async () => {
    signIn([], RoleKind.Owner);
    const api = answerDashboard(fakeApi());
    renderScreen(<Home />, {
      screens: [ScreenId.Appointments, ScreenId.TodayExaminations, ScreenId.Billing, ScreenId.Dashboard],
    });
    const today = within(await screen.findByRole('region', { name: 'Hôm nay' }));
    expect(await today.findByText('1.250.000 ₫')).toBeTruthy();
    expect(today.getByRole('link', { name: 'Mở trang tổng quan' }).getAttribute('href')).toBe('/dashboard');
    expect(shownBlocks()).toEqual(['Hôm nay']);
    expect(api.calls.map((c) => c.path)).toEqual(['/dashboard/today-statics']);
  });
});
