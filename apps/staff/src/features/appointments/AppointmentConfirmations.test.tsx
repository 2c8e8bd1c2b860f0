import { AppError, AppointmentFeature as F, AppointmentStatus as S } from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeApi } from '../../shared/testing/fakeApi';
import { clinicState, resetClinicState } from '../../state/clinic';
import { AppointmentActions } from './AppointmentActions';
import { appointment, appointmentsApi, page, renderAppointments } from './testing';

// Early check-in and second exams on the appointment page: "Tiếp đón" asks first, as on the queue (and offers "check
// in early anyway" when the API says it is too soon); "Bắt đầu khám" asks when the doctor is already examining
// someone.

const features = [F.CheckIn, F.Examination, F.Cancel];
const checkIns = (server: FakeApi) =>
  server.requests('PUT /clinic-appointments/:id/check-in').map((r) => [r.params.id, r.body]);
const startedExams = (server: FakeApi) =>
  server.requests('PUT /clinic-appointments/:id/start-exam').map((r) => r.params.id);

beforeEach(() => {
  clinicState.enableCheckInSheet = false;
});
afterEach(() => {
  cleanup();
  resetClinicState();
  toastStore.clear();
});

describe('checking in from the appointment page', () => {
  it('asks before checking in, then checks in', async () => {
    const server = appointmentsApi();
    renderAppointments(<AppointmentActions appointment={appointment(4, { status: S.Approved })} />, {
      features,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp đón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tiếp đón Trần Thị Bích' });
    expect(
      within(dialog).getByText(
        'Tiếp đón Trần Thị Bích (09:00, BS. Lê Minh)? Bệnh nhân sẽ nhận số thứ tự tiếp theo.',
      ),
    ).toBeTruthy();
    expect(checkIns(server)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tiếp đón' }));
    await waitFor(() => expect(checkIns(server)).toEqual([['4', {}]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('going back checks nobody in', async () => {
    const server = appointmentsApi();
    renderAppointments(<AppointmentActions appointment={appointment(4, { status: S.Approved })} />, {
      features,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp đón' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(checkIns(server)).toEqual([]);
  });

  it('offers "Tiếp đón sớm" when the API says it is too soon, and sends allowEarly', async () => {
    const server = appointmentsApi();
    // The first check-in is too soon; the early one goes through.
    server.on('PUT /clinic-appointments/:id/check-in', ({ body }) => {
      if (!(body as { allowEarly?: boolean }).allowEarly) throw new AppError('checkInTooEarly');
      return appointment(4, { status: S.CheckedIn, orderNumber: 12 });
    });
    renderAppointments(<AppointmentActions appointment={appointment(4, { status: S.Approved })} />, {
      features,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp đón' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tiếp đón' }));
    const early = await screen.findByRole('dialog', { name: 'Trần Thị Bích đến sớm' });
    expect(toastStore.getSnapshot()).toEqual([]);
    fireEvent.click(within(early).getByRole('button', { name: 'Tiếp đón sớm' }));
    await waitFor(() => expect(checkIns(server).at(-1)).toEqual(['4', { allowEarly: true }]));
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.type).toBe('success'));
  });
});

describe('starting an exam from the appointment page', () => {
  const waiting = appointment(5, { status: S.CheckedIn, orderNumber: 8 });

  it('asks when the doctor already has an exam in progress that day', async () => {
    const server = appointmentsApi().on('POST /clinic-appointments/search', () =>
      page([
        appointment(6, {
          status: S.InProgress,
          orderNumber: 7,
          patient: { ...waiting.patient, id: 9, fullName: 'Phạm Văn Đức' },
        }),
      ]),
    );
    renderAppointments(<AppointmentActions appointment={waiting} />, { features });
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu khám' }));
    const dialog = await screen.findByRole('dialog', { name: 'BS. Lê Minh đang khám' });
    // The doctor's exams in progress that clinic day.
    expect(server.requests('POST /clinic-appointments/search').map((r) => r.body)).toEqual([
      { doctorIds: [3], statuses: [S.InProgress], from: '2026-07-06', to: '2026-07-06' },
    ]);
    expect(
      within(dialog).getByText(
        'BS. Lê Minh đang khám Phạm Văn Đức (số 7). Vẫn bắt đầu khám cho Trần Thị Bích?',
      ),
    ).toBeTruthy();
    expect(startedExams(server)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vẫn bắt đầu khám' }));
    await waitFor(() => expect(startedExams(server)).toEqual(['5']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts at once when the only exam in progress is this one or none', async () => {
    const server = appointmentsApi().on('POST /clinic-appointments/search', () => page([]));
    renderAppointments(<AppointmentActions appointment={waiting} />, { features });
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu khám' }));
    await waitFor(() => expect(startedExams(server)).toEqual(['5']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
