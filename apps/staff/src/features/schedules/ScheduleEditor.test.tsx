import type { ScheduleAppointmentItem, ScheduleItem, ScheduleOccurrenceItem } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { clinicState, resetClinicState } from '../../state/clinic';
import { ScheduleEditor } from './ScheduleEditor';

// Dr. Mai works every Wednesday evening 18:00–20:00 (clinic time) at Quận 1; two patients are booked on the
// 8 July evening. The receptionist moves that evening only and is shown who would be affected first.

const wednesday: ScheduleOccurrenceItem = {
  scheduleId: 7,
  doctorId: 2,
  locationId: 1,
  repeatType: 2,
  isRecurring: true,
  start: '2026-07-08T11:00:00.000Z',
  end: '2026-07-08T13:00:00.000Z',
  appointmentCount: 2,
};
const series: ScheduleItem = {
  id: 7,
  doctorId: 2,
  locationId: 1,
  start: '2026-07-01T11:00:00.000Z',
  end: '2026-07-01T13:00:00.000Z',
  repeatType: 2,
  recurrence: null,
  rrule: 'FREQ=WEEKLY;BYDAY=WE',
  lastEnd: null,
  exdates: [],
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
};
const booked: ScheduleAppointmentItem[] = [
  {
    id: 31,
    code: 'LH000031',
    patientName: 'Trần Thị Bích',
    patientCode: 'BN000012',
    start: '2026-07-08T11:00:00.000Z',
    end: '2026-07-08T11:20:00.000Z',
    status: 2000 as const,
  },
];

/** The server holding the series, with `appointments` booked in whatever range is asked. */
function schedulesApi(appointments: ScheduleAppointmentItem[] = booked) {
  return fakeApi()
    .on('GET /schedules/:id', () => series)
    .on('PUT /schedules/:id', () => series)
    .on('POST /schedules/:id/delete', () => ({ deleted: true }))
    .on('GET /schedules/:id/get-appointments', () => appointments);
}

function renderEditor(onClose = vi.fn()) {
  renderScreen(
    <ScheduleEditor
      target={{ kind: 'occurrence', occurrence: wednesday }}
      readOnly={false}
      onClose={onClose}
    />,
    { screens: [ScreenId.DoctorSchedules] },
  );
  return onClose;
}

const checks = (server: ReturnType<typeof schedulesApi>) =>
  server.requests('GET /schedules/:id/get-appointments').map(({ params, query }) => [params.id, query]);
const saves = (server: ReturnType<typeof schedulesApi>) =>
  server.requests('PUT /schedules/:id').map(({ params, body }) => [params.id, body]);

beforeEach(() => {
  clinicState.info = { timeZone: 'Asia/Ho_Chi_Minh' } as typeof clinicState.info;
  clinicState.doctors = [{ id: 2, name: 'BS. Trần Thị Mai', specialtyIds: [], locationIds: [1] }];
  clinicState.locations = [{ id: 1, name: 'Cơ sở Quận 1' }];
});
afterEach(() => {
  cleanup();
  resetClinicState();
});

describe('editing one evening of a weekly series', () => {
  it('asks the scope, lists the booked appointments, then saves mode 3 for that occurrence only', async () => {
    const server = schedulesApi();
    const onClose = renderEditor();
    const start = await screen.findByRole('combobox', { name: /^Bắt đầu/ });
    expect((start as HTMLInputElement).value).toBe('18:00');
    fireEvent.change(start, { target: { value: '18:30' } });
    fireEvent.blur(start);
    fireEvent.click(screen.getByRole('button', { name: 'Lưu lịch' }));

    const scope = await screen.findByRole('dialog', { name: 'Sửa lịch lặp lại' });
    expect((within(scope).getByRole('radio', { name: 'Chỉ lịch này' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(scope).getByRole('button', { name: 'Tiếp tục' }));

    const warning = await screen.findByRole('alertdialog', { name: 'Lưu thay đổi lịch làm việc?' });
    expect(checks(server)).toEqual([
      ['7', { occurrenceStart: wednesday.start, occurrenceEnd: wednesday.end }],
    ]);
    expect(within(warning).getByText('1 lịch hẹn sẽ không còn hợp lệ')).toBeTruthy();
    expect(within(warning).getByText('LH000031')).toBeTruthy();
    expect(within(warning).getByText('Trần Thị Bích')).toBeTruthy();
    expect(within(warning).getByText('18:00 08/07/2026')).toBeTruthy();
    expect(saves(server)).toEqual([]);

    fireEvent.click(within(warning).getByRole('button', { name: 'Vẫn lưu' }));
    await waitFor(() => expect(saves(server)).toHaveLength(1));
    expect(saves(server)[0]).toEqual([
      '7',
      {
        mode: 3,
        scope: 1,
        occurrenceStart: wednesday.start,
        doctorId: 2,
        locationId: 1,
        start: '2026-07-08T11:30:00.000Z',
        end: '2026-07-08T13:00:00.000Z',
        repeatType: 2,
      },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('changing the rule offers only "this and following" and checks to the end of the series', async () => {
    const server = schedulesApi([]);
    renderEditor();
    const repeat = await screen.findByRole('combobox', { name: /^Lặp lại/ });
    fireEvent.change(repeat, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu lịch' }));
    const scope = await screen.findByRole('dialog', { name: 'Sửa lịch lặp lại' });
    expect((within(scope).getByRole('radio', { name: 'Chỉ lịch này' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(
      (within(scope).getByRole('radio', { name: 'Lịch này và các lịch sau' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(scope).getByRole('button', { name: 'Tiếp tục' }));
    // Nothing booked from there on: saved without a second question.
    await waitFor(() => expect(saves(server)).toHaveLength(1));
    expect(checks(server)).toEqual([['7', { occurrenceStart: wednesday.start }]]);
    expect(saves(server)[0]?.[1]).toMatchObject({ mode: 4, scope: 2, repeatType: 1 });
  });
});
