import type { PrescriptionItem } from '@clinic/api-client';
import { AppointmentStatus, PermissionLevel, RealtimeEvent, ScreenId } from '@clinic/domain';
import { toastStore } from '@clinic/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import { renderScreen } from '../../shared/testing/renderScreen';
import { PrescriptionPanel } from '../prescriptions/PrescriptionPanel';
import { item } from '../queue/testing';
import { nationalState } from './testing';

// The prescription panel's header with the national state: the doctor sees where the saved prescription
// stands, why it was refused, and sends it (again) without waiting for it.

afterEach(() => {
  cleanup();
  toastStore.clear();
});

const times = { createdAt: '2026-11-27T03:00:00.000Z', updatedAt: '2026-11-27T03:00:00.000Z' };
const saved = (national = nationalState()): PrescriptionItem => ({
  id: 41,
  appointmentId: 1,
  clinicPatientId: 1,
  diagnoses: [],
  diagnosis: 'Viêm họng',
  advice: null,
  reExamDate: null,
  items: [],
  total: 0,
  paid: true,
  createdBy: 7,
  createdByName: 'BS. Lan',
  ...times,
  nationalCode: national.code,
  nationalStatus: national.status,
  national,
});

// A finished visit: the panel is read-only, yet the prescription may still be sent.
const render = (level: PermissionLevel = PermissionLevel.Write) =>
  renderScreen(
    <PrescriptionPanel appointment={item(1, AppointmentStatus.Finished)} editable={false} debounceMs={0} />,
    { screens: { [ScreenId.TodayExaminations]: level } },
  );
const header = async () => within((await screen.findByRole('heading', { name: 'Đơn thuốc' })).parentElement!);

describe('the national state in the prescription panel', () => {
  it('lists why it was refused, and "Send again" queues it: the badge turns to sending with a toast', async () => {
    let current = saved(
      nationalState({
        status: 'rejected',
        errors: [
          { message: 'national.doctorCodes' },
          { field: 'Paracetamol 500mg', message: 'national.drugCode' },
          { message: 'Sai định dạng ngày sinh' },
        ],
        attempts: 1,
      }),
    );
    const api = fakeApi()
      .on('GET /clinic-appointments/:id/prescription', () => current)
      .on('POST /prescriptions/:id/national-send', () => {
        current = {
          ...current,
          nationalStatus: 'pending',
          national: nationalState({ status: 'pending', attempts: 0 }),
        };
        return current.national;
      });
    render();
    const top = await header();
    expect(top.getByText('Bị từ chối')).toBeTruthy();
    expect(top.getByText('406180001935-c')).toBeTruthy();
    const reasons = within(top.getByRole('list', { name: 'Lý do' }));
    expect(reasons.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Bác sĩ chưa có mã liên thông hoặc số chứng chỉ hành nghề (Cài đặt → Bác sĩ).',
      'Thuốc “Paracetamol 500mg” chưa có mã thuốc quốc gia (Danh mục thuốc).',
      'Sai định dạng ngày sinh',
    ]);

    fireEvent.click(top.getByRole('button', { name: 'Gửi lại' }));
    await waitFor(() => expect(api.requests('POST /prescriptions/:id/national-send')).toHaveLength(1));
    // The prescription's own id, not the visit's.
    expect(api.requests('POST /prescriptions/:id/national-send')[0]!.params).toEqual({ id: '41' });
    expect(await top.findByText('Đang gửi')).toBeTruthy();
    expect(top.queryByRole('list', { name: 'Lý do' })).toBeNull();
    expect(top.queryByRole('button', { name: 'Gửi lại' })).toBeNull();
    expect(toastStore.getSnapshot()[0]?.title).toBe('Đã đưa đơn thuốc vào hàng gửi lên hệ thống quốc gia');
  });

  it('offers "Send" for a prescription never queued, and reads the state again on the prescription event', async () => {
    let current = saved();
    const realtime = captureRealtime();
    fakeApi().on('GET /clinic-appointments/:id/prescription', () => current);
    render();
    const top = await header();
    expect(top.getByText('Chưa gửi')).toBeTruthy();
    expect(top.getByRole('button', { name: 'Gửi' })).toBeTruthy();

    // Finished at another desk: the send was queued and went through.
    current = {
      ...current,
      nationalStatus: 'sent',
      national: nationalState({ status: 'sent', nationalId: 'QG-1' }),
    };
    realtime.emit(RealtimeEvent.AppointmentCreateUpdatePrescription, {
      ...item(1, AppointmentStatus.Finished),
      room: 'Phòng 3',
    });
    expect(await top.findByText('Đã gửi')).toBeTruthy();
    expect(top.queryByRole('button', { name: 'Gửi' })).toBeNull();
  });

  it('shows the state without a send button to whoever only reads the exam', async () => {
    fakeApi().on('GET /clinic-appointments/:id/prescription', () =>
      saved(nationalState({ status: 'failed', errors: [{ message: 'national.unreachable' }] })),
    );
    render(PermissionLevel.Read);
    const top = await header();
    expect(top.getByText('Gửi lỗi')).toBeTruthy();
    expect(top.getByText('Không kết nối được hệ thống đơn thuốc quốc gia sau nhiều lần thử.')).toBeTruthy();
    expect(top.queryByRole('button', { name: /Gửi/ })).toBeNull();
  });

  it('shows nothing of it before a prescription is saved', async () => {
    fakeApi().on('GET /clinic-appointments/:id/prescription', () => null);
    render();
    const top = await header();
    expect(top.queryByText('Chưa gửi')).toBeNull();
  });
});
