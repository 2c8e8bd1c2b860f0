import type { ScheduleOccurrenceItem } from '@clinic/api-client';
import { PermissionLevel, RealtimeEvent, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { realtime } from '../../app/session';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen as renderWithProviders } from '../../shared/testing/renderScreen';
import { clinicState, resetClinicState } from '../../state/clinic';
import SchedulesScreen from './SchedulesScreen';

// The week of 6 July 2026 at a clinic in Ho Chi Minh City: Dr. Hùng and Dr. Mai both work Monday morning,
// Dr. Mai has a single Wednesday evening with two booked patients.

const occ = (extra: Partial<ScheduleOccurrenceItem>): ScheduleOccurrenceItem => ({
  scheduleId: 1,
  doctorId: 1,
  locationId: 1,
  repeatType: 3,
  isRecurring: true,
  start: '2026-07-06T01:00:00.000Z',
  end: '2026-07-06T04:30:00.000Z',
  appointmentCount: 0,
  ...extra,
});
const week = [
  occ({}),
  occ({ scheduleId: 2, doctorId: 2 }),
  occ({
    scheduleId: 3,
    doctorId: 2,
    repeatType: 0,
    isRecurring: false,
    start: '2026-07-08T11:00:00.000Z',
    end: '2026-07-08T13:00:00.000Z',
    appointmentCount: 2,
  }),
];

/** The calendar with `search` in the address (the inner router reads and records it). */
function renderScreen(search: string, level: PermissionLevel = PermissionLevel.Write) {
  const server = fakeApi().on('POST /schedules/search', () => week);
  const location = memoryLocation({ path: '/', searchPath: search, record: true });
  renderWithProviders(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SchedulesScreen />
    </Router>,
    { screens: { [ScreenId.DoctorSchedules]: level } },
  );
  const searches = () => server.requests('POST /schedules/search');
  return { searches, location };
}

beforeEach(() => {
  clinicState.info = { timeZone: 'Asia/Ho_Chi_Minh' } as typeof clinicState.info;
  clinicState.doctors = [
    { id: 1, name: 'BS. Nguyễn Văn Hùng', specialtyIds: [], locationIds: [1] },
    { id: 2, name: 'BS. Trần Thị Mai', specialtyIds: [], locationIds: [1] },
  ];
  clinicState.locations = [
    { id: 1, name: 'Cơ sở Quận 1' },
    { id: 2, name: 'Cơ sở Quận 7' },
  ];
});
afterEach(() => {
  cleanup();
  resetClinicState();
  vi.restoreAllMocks();
});

describe('the week of schedules', () => {
  it('asks for the clinic week of the day in the address, with its filters, and places each occurrence', async () => {
    const { searches } = renderScreen('date=2026-07-08&locations=1');
    await waitFor(() => expect(searches()).not.toEqual([]));
    expect(searches().at(-1)?.body).toEqual({
      locationIds: [1],
      from: '2026-07-05T17:00:00.000Z',
      to: '2026-07-12T17:00:00.000Z',
    });
    expect(screen.getByRole('heading', { name: '06/07 – 12/07/2026' })).toBeTruthy();
    const monday = document.querySelector('[data-date="2026-07-06"]') as HTMLElement;
    // Two doctors over the same hours: one stack, each doctor its own button.
    expect(
      (await within(monday).findAllByRole('button', { name: /08:00–11:30/ })).map((b) =>
        b.getAttribute('aria-label'),
      ),
    ).toEqual([
      'BS. Nguyễn Văn Hùng, Cơ sở Quận 1, 08:00–11:30, Lịch lặp lại',
      'BS. Trần Thị Mai, Cơ sở Quận 1, 08:00–11:30, Lịch lặp lại',
    ]);
    const wednesday = document.querySelector('[data-date="2026-07-08"]') as HTMLElement;
    expect(
      within(wednesday).getByRole('button', {
        name: 'BS. Trần Thị Mai, Cơ sở Quận 1, 18:00–20:00, 2 lịch hẹn',
      }),
    ).toBeTruthy();
  });

  it('a doctor filter and the next week are kept in the address', async () => {
    const { searches, location } = renderScreen('date=2026-07-08');
    await waitFor(() => expect(searches()).not.toEqual([]));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Bác sĩ' })).getByRole('button', { name: 'BS. Trần Thị Mai' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tuần sau' }));
    await waitFor(() =>
      expect(searches().at(-1)?.body).toEqual({
        doctorIds: [2],
        from: '2026-07-12T17:00:00.000Z',
        to: '2026-07-19T17:00:00.000Z',
      }),
    );
    expect(location.history.at(-1)).toBe('/?date=2026-07-15&doctors=2');
  });

  it('without Write the empty hours are not buttons and there is no Add', async () => {
    const { searches } = renderScreen('date=2026-07-08', PermissionLevel.Read);
    await waitFor(() => expect(searches()).not.toEqual([]));
    expect(screen.getByText('Bạn chỉ có quyền xem lịch làm việc.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thêm lịch làm việc' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Thêm lịch lúc/ })).toEqual([]);
  });

  it('another desk changing a schedule reads the week again', async () => {
    const on = vi.spyOn(realtime, 'on');
    const { searches } = renderScreen('date=2026-07-08');
    await waitFor(() => expect(searches()).toHaveLength(1));
    const changed = on.mock.calls.find(([event]) => event === RealtimeEvent.ScheduleChange)?.[1];
    expect(changed).toBeDefined();
    changed?.({ scheduleId: 3 });
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]?.body).toEqual(searches()[0]?.body);
    expect(searches()[0]?.headers.get('x-screen-id')).toBe(String(ScreenId.DoctorSchedules));
  });
});
