import { ApiError } from '@clinic/api-client';
import { errors, AppointmentFeature as F, AppointmentStatus as S } from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clinicState, resetClinicState } from '../../state/clinic';
import { AppointmentActions } from './AppointmentActions';
import { appointment, fakeClient, renderScreen } from './testing';

// Early check-in and second exams on the appointment page: "Tiếp đón" asks first, as on the queue (and offers "check
// in early anyway" when the API says it is too soon); "Bắt đầu khám" asks when the doctor is already examining
// someone.

const features = [F.CheckIn, F.Examination, F.Cancel];

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
    const client = fakeClient();
    renderScreen(<AppointmentActions appointment={appointment(4, { status: S.Approved })} />, client, {
      features,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp đón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tiếp đón Trần Thị Bích' });
    expect(
      within(dialog).getByText(
        'Tiếp đón Trần Thị Bích (09:00, BS. Lê Minh)? Bệnh nhân sẽ nhận số thứ tự tiếp theo.',
      ),
    ).toBeTruthy();
    expect(client.checkIn).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tiếp đón' }));
    await waitFor(() => expect(client.checkIn).toHaveBeenCalledWith(4, {}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('going back checks nobody in', async () => {
    const client = fakeClient();
    renderScreen(<AppointmentActions appointment={appointment(4, { status: S.Approved })} />, client, {
      features,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp đón' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.checkIn).not.toHaveBeenCalled();
  });

  it('offers "Tiếp đón sớm" when the API says it is too soon, and sends allowEarly', async () => {
    const client = fakeClient();
    client.checkIn.mockRejectedValueOnce(
      new ApiError(400, { code: errors.checkInTooEarly.code, message: errors.checkInTooEarly.vi }, 'Bad'),
    );
    renderScreen(<AppointmentActions appointment={appointment(4, { status: S.Approved })} />, client, {
      features,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp đón' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tiếp đón' }));
    const early = await screen.findByRole('dialog', { name: 'Trần Thị Bích đến sớm' });
    expect(toastStore.getSnapshot()).toEqual([]);
    fireEvent.click(within(early).getByRole('button', { name: 'Tiếp đón sớm' }));
    await waitFor(() => expect(client.checkIn).toHaveBeenLastCalledWith(4, { allowEarly: true }));
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.type).toBe('success'));
  });
});

describe('starting an exam from the appointment page', () => {
  const waiting = appointment(5, { status: S.CheckedIn, orderNumber: 8 });

  it('asks when the doctor already has an exam in progress that day', async () => {
    const client = fakeClient();
    client.examsInProgress.mockResolvedValue([
      appointment(6, {
        status: S.InProgress,
        orderNumber: 7,
        patient: { ...waiting.patient, id: 9, fullName: 'Phạm Văn Đức' },
      }),
    ]);
    renderScreen(<AppointmentActions appointment={waiting} />, client, { features });
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu khám' }));
    const dialog = await screen.findByRole('dialog', { name: 'BS. Lê Minh đang khám' });
    expect(client.examsInProgress).toHaveBeenCalledWith(3, '2026-07-06');
    expect(
      within(dialog).getByText(
        'BS. Lê Minh đang khám Phạm Văn Đức (số 7). Vẫn bắt đầu khám cho Trần Thị Bích?',
      ),
    ).toBeTruthy();
    expect(client.startExam).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vẫn bắt đầu khám' }));
    await waitFor(() => expect(client.startExam).toHaveBeenCalledWith(5));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts at once when the only exam in progress is this one or none', async () => {
    const client = fakeClient();
    client.examsInProgress.mockResolvedValue([]);
    renderScreen(<AppointmentActions appointment={waiting} />, client, { features });
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu khám' }));
    await waitFor(() => expect(client.startExam).toHaveBeenCalledWith(5));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
