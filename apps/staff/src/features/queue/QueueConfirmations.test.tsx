import { errors, AppointmentStatus as S } from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '../../shared/testing/fakeApi';
import { checkedIn, refuseOnce, renderQueue, withQueueClinic } from './renderQueue';
import { item } from './testing';

// Early check-in and second exams at the queue: a patient who arrives before the check-in window opens is checked in
// only when reception says "check in early anyway", and a doctor who is already examining someone is asked before a
// second exam.

const checkInRoute = 'PUT /clinic-appointments/:id/check-in';
const checkIns = (server: FakeApi) => server.requests(checkInRoute).map((r) => [r.params.id, r.body]);
const startedExams = (server: FakeApi) =>
  server.requests('PUT /clinic-appointments/:id/start-exam').map((r) => r.params.id);

withQueueClinic();

describe('an early patient at the queue', () => {
  async function checkInTooEarly() {
    const rendered = renderQueue('');
    refuseOnce(rendered.server, checkInRoute, 'checkInTooEarly', ({ params }) =>
      checkedIn(Number(params.id)),
    );
    const row = (await screen.findByText('Bệnh nhân 1')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Tiếp đón' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tiếp đón' }));
    const early = await screen.findByRole('dialog', { name: 'Bệnh nhân 1 đến sớm' });
    return { ...rendered, early };
  }

  it('turns the API’s “too soon” into a question, and checks in early when reception says so', async () => {
    const { server, early } = await checkInTooEarly();
    expect(checkIns(server)).toEqual([['1', {}]]);
    expect(
      within(early).getByText(
        'Lịch hẹn lúc 08:00 của Bệnh nhân 1 chưa đến giờ tiếp đón. Vẫn tiếp đón sớm và cấp số thứ tự ngay?',
      ),
    ).toBeTruthy();
    // The refusal is a question here, not an error.
    expect(toastStore.getSnapshot()).toEqual([]);

    fireEvent.click(within(early).getByRole('button', { name: 'Tiếp đón sớm' }));
    await waitFor(() => expect(checkIns(server).at(-1)).toEqual(['1', { allowEarly: true }]));
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.title).toBe('Số thứ tự 12'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks nobody in when reception goes back', async () => {
    const { server, early } = await checkInTooEarly();
    fireEvent.click(within(early).getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(checkIns(server)).toHaveLength(1);
  });

  it('shows any other refusal as an error, with no early question', async () => {
    const { server } = renderQueue('');
    refuseOnce(server, checkInRoute, 'checkInTooLate');
    const row = (await screen.findByText('Bệnh nhân 1')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Tiếp đón' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Tiếp đón' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]).toMatchObject({ type: 'error', title: errors.checkInTooLate.vi }),
    );
    expect(screen.queryByRole('dialog', { name: 'Bệnh nhân 1 đến sớm' })).toBeNull();
  });
});

describe('a second exam for a busy doctor', () => {
  it('asks before starting while the doctor examines someone else, then starts on confirmation', async () => {
    // Bệnh nhân 3 (number 6) is in BS. Hùng's room; Bệnh nhân 2 waits for the same doctor.
    const { server } = renderQueue('tab=checkedIn');
    const row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Bắt đầu khám' }));
    const dialog = await screen.findByRole('dialog', { name: 'BS. Nguyễn Văn Hùng đang khám' });
    expect(
      within(dialog).getByText(
        'BS. Nguyễn Văn Hùng đang khám Bệnh nhân 3 (số 6). Vẫn bắt đầu khám cho Bệnh nhân 2?',
      ),
    ).toBeTruthy();
    expect(startedExams(server)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Vẫn bắt đầu khám' }));
    await waitFor(() => expect(startedExams(server)).toEqual(['2']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts at once when the doctor has no exam in progress', async () => {
    const { server } = renderQueue('tab=checkedIn', undefined, undefined, [
      item(2, S.CheckedIn, { orderNumber: 7 }),
      // Another doctor's exam is no reason to ask.
      item(3, S.InProgress, { orderNumber: 6, doctorId: 2, doctorName: 'BS. Trần Thu' }),
    ]);
    const row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Bắt đầu khám' }));
    await waitFor(() => expect(startedExams(server)).toEqual(['2']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
