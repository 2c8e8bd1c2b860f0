import {
  AppointmentFeature,
  errors,
  PermissionLevel,
  type QueueCallPayload,
  RealtimeEvent,
  AppointmentStatus as S,
} from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../schedules/calendar';
import { called, refuseOnce, renderQueue, withQueueClinic } from './renderQueue';
import { item } from './testing';

withQueueClinic();

describe('QueueScreen', () => {
  it('shows the counts on the tabs and the checked-in patients with their order number', async () => {
    renderQueue('tab=checkedIn');
    const row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
    expect(within(row).getByLabelText('Số thứ tự 7')).toBeTruthy();
    expect(within(row).getByText('Sốt, ho')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Mới1',
      'Đã tiếp đón1',
      'Đang khám1',
      'Đã khám xong1',
      'Đã hủy0',
      'Không hợp lệ0',
    ]);
  });

  it('offers only the buttons of the features the user holds', async () => {
    renderQueue('tab=checkedIn', [AppointmentFeature.Examination]);
    const row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
    expect(within(row).getByRole('button', { name: 'Bắt đầu khám' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Hủy lịch' })).toBeNull();
  });

  it('asks before finishing an exam without services, then finishes it', async () => {
    const { server } = renderQueue('tab=inProgress');
    const finished = () => server.requests('PUT /clinic-appointments/:id/finish-exam');
    const row = (await screen.findByText('Bệnh nhân 3')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Kết thúc khám' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kết thúc khám khi chưa có dịch vụ hay phiếu kết quả?')).toBeTruthy();
    expect(finished()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kết thúc khám' }));
    await waitFor(() => expect(finished().map((r) => r.params.id)).toEqual(['3']));
  });

  it('checks in after a confirmation when the sheet is off, and toasts the order number', async () => {
    const { server } = renderQueue('');
    const row = (await screen.findByText('Bệnh nhân 1')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Tiếp đón' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tiếp đón' }));
    await waitFor(() =>
      expect(
        server.requests('PUT /clinic-appointments/:id/check-in').map((r) => [r.params.id, r.body]),
      ).toEqual([['1', {}]]),
    );
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.title).toBe('Số thứ tự 12'));
  });

  it('requires a reason to cancel', async () => {
    const { server } = renderQueue('');
    const cancels = () => server.requests('PUT /clinic-appointments/cancel').map((r) => r.body);
    const row = (await screen.findByText('Bệnh nhân 1')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Hủy lịch' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy lịch hẹn' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do hủy.')).toBeTruthy();
    expect(cancels()).toEqual([]);
    // No longer than the API takes.
    expect((within(dialog).getByLabelText(/Lý do hủy/) as HTMLTextAreaElement).maxLength).toBe(1000);
    fireEvent.change(within(dialog).getByLabelText(/Lý do hủy/), { target: { value: 'Bệnh nhân bận' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy lịch hẹn' }));
    await waitFor(() => expect(cancels()).toEqual([{ id: 1, reason: 'Bệnh nhân bận' }]));
    // The row has left the New tab; the toast still says what happened.
    await waitFor(() => expect(toastStore.getSnapshot()[0]?.title).toBe('Đã hủy lịch hẹn của Bệnh nhân 1.'));
  });

  it('takes a realtime event’s appointment into the list without asking the server again', async () => {
    const { server, realtime } = renderQueue('tab=checkedIn');
    await screen.findByText('Bệnh nhân 2');
    // Another desk checks patient 1 in, and books a walk-in for today.
    realtime.emit(RealtimeEvent.AppointmentCheckIn, {
      ...item(1, S.CheckedIn, { orderNumber: 8, updatedAt: '2026-07-06T01:00:00.000Z' }),
      room: 'Phòng 3',
    });
    const today = todayIn('Asia/Ho_Chi_Minh');
    realtime.emit(RealtimeEvent.AppointmentAddCheckIn, {
      ...item(5, S.CheckedIn, { orderNumber: 9, date: today }),
      room: 'Phòng 3',
    });
    const row = (await screen.findByText('Bệnh nhân 1')).closest('li')!;
    expect(within(row).getByLabelText('Số thứ tự 8')).toBeTruthy();
    expect(await screen.findByText('Bệnh nhân 5')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Mới0',
      'Đã tiếp đón3',
      'Đang khám1',
      'Đã khám xong1',
      'Đã hủy0',
      'Không hợp lệ0',
    ]);
    expect(server.requests('POST /clinic-appointments/all-today')).toHaveLength(1);
  });

  it('keeps the doctor filter in the URL and sends it', async () => {
    const { server, location } = renderQueue('');
    await screen.findByText('Bệnh nhân 1');
    fireEvent.change(screen.getByLabelText('Bác sĩ'), { target: { value: '1' } });
    await waitFor(() =>
      expect(server.requests('POST /clinic-appointments/all-today').at(-1)?.body).toEqual({ doctorIds: [1] }),
    );
    expect(location.history?.at(-1)).toContain('doctors=1');
  });

  describe('calling the patient to the room', () => {
    it('calls a waiting patient: the button shows progress, then a toast says the number and the room', async () => {
      const { server } = renderQueue('tab=checkedIn');
      const calls = () => server.requests('POST /clinic-appointments/:id/call').map((r) => r.params.id);
      let answer: (payload: QueueCallPayload) => void = () => undefined;
      server.on('POST /clinic-appointments/:id/call', () => new Promise((resolve) => (answer = resolve)));
      const row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
      const buttons = within(row).getAllByRole('button');
      expect(buttons.map((b) => b.textContent)).toEqual(['Gọi', 'Bắt đầu khám', 'Hủy lịch']);
      fireEvent.click(within(row).getByRole('button', { name: 'Gọi' }));
      await waitFor(() => expect(calls()).toEqual(['2']));
      const busy = await within(row).findByRole('button', { name: /Đang gọi…/ });
      expect(busy.getAttribute('aria-busy')).toBe('true');
      // A second press while the first call runs sends nothing.
      fireEvent.click(busy);
      expect(calls()).toHaveLength(1);

      answer(called(2));
      await waitFor(() =>
        expect(toastStore.getSnapshot()[0]).toMatchObject({
          type: 'success',
          title: 'Đã gọi số 7 vào Phòng 3.',
        }),
      );
      expect(within(row).getByRole('button', { name: 'Gọi' }).getAttribute('aria-busy')).toBeNull();
      expect(server.requests('PUT /clinic-appointments/:id/start-exam')).toEqual([]);
    });

    it('calls again a patient being examined', async () => {
      const { server } = renderQueue('tab=inProgress');
      const row = (await screen.findByText('Bệnh nhân 3')).closest('li')!;
      expect(within(row).queryByRole('button', { name: 'Gọi' })).toBeNull();
      fireEvent.click(within(row).getByRole('button', { name: 'Gọi lại' }));
      await waitFor(() =>
        expect(server.requests('POST /clinic-appointments/:id/call').map((r) => r.params.id)).toEqual(['3']),
      );
      await waitFor(() => expect(toastStore.getSnapshot()[0]?.title).toBe('Đã gọi số 6 vào Phòng 3.'));
    });

    it('shows the error when the call is refused, and asks for the list again', async () => {
      const { server } = renderQueue('tab=checkedIn');
      const row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
      // Another desk started and finished the exam meanwhile.
      refuseOnce(server, 'POST /clinic-appointments/:id/call', 'statusNotAllowed');
      fireEvent.click(within(row).getByRole('button', { name: 'Gọi' }));
      await waitFor(() =>
        expect(toastStore.getSnapshot()[0]).toMatchObject({
          type: 'error',
          title: errors.statusNotAllowed.vi,
        }),
      );
      await waitFor(() => expect(server.requests('POST /clinic-appointments/all-today')).toHaveLength(2));
    });

    it('offers no call button without the Examination feature, nor with screen 11 read-only', async () => {
      renderQueue('tab=checkedIn', [AppointmentFeature.Cancel]);
      let row = (await screen.findByText('Bệnh nhân 2')).closest('li')!;
      expect(within(row).getByRole('button', { name: 'Hủy lịch' })).toBeTruthy();
      expect(within(row).queryByRole('button', { name: 'Gọi' })).toBeNull();
      cleanup();

      renderQueue('tab=inProgress', Object.values(AppointmentFeature), PermissionLevel.Read);
      row = (await screen.findByText('Bệnh nhân 3')).closest('li')!;
      expect(within(row).queryByRole('button', { name: 'Gọi lại' })).toBeNull();
    });

    it('offers no call button on rows that cannot be called', async () => {
      renderQueue('tab=finished');
      const row = (await screen.findByText('Bệnh nhân 4')).closest('li')!;
      expect(within(row).queryByRole('button', { name: /Gọi/ })).toBeNull();
    });
  });
});
