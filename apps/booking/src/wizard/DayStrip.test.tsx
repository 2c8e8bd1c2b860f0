import type { PublicBookingApi, PublicClinic, PublicDay, PublicSlot } from '@clinic/api-client/public';
import { i18n } from '@clinic/i18n';
import { bookingDictionaries } from '@clinic/i18n/booking';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingDays } from '../days';
import { ClinicContext } from '../site/clinic';
import { BookingWizard } from './BookingWizard';
import { TimeStep } from './TimeStep';

// The day strip of step 3 and the title of step 1, against a fake public API: which days the server calls full
// are marked and cannot be chosen, and the strip starts on the first day with room.

const clinic: PublicClinic = {
  name: 'Phòng khám An Tâm',
  logoUrl: null,
  address: null,
  phone: null,
  timeZone: 'Asia/Ho_Chi_Minh',
  allowBookingInDays: 6,
  locations: [
    { id: 1, name: 'Cơ sở Quận 1', address: null, latitude: null, longitude: null },
    { id: 2, name: 'Cơ sở Quận 7', address: null, latitude: null, longitude: null },
  ],
  specialties: [{ id: 5, name: 'Nhi khoa' }],
};
const days = bookingDays(clinic.timeZone, clinic.allowBookingInDays);
const slot: PublicSlot = {
  doctorId: 9,
  time: '09:00',
  start: '',
  end: '',
  capacity: 1,
  booked: 0,
  availability: 'available',
};

function fakeApi(answer: PublicDay[]) {
  const api = {
    days: vi.fn(async () => answer),
    slots: vi.fn(async () => [slot]),
  };
  return { api, value: { slug: 'an-tam', clinic, api: api as unknown as PublicBookingApi } };
}

describe('booking: the day strip and step 1', () => {
  beforeAll(() => i18n.addDictionaries(bookingDictionaries));
  afterEach(() => {
    cleanup();
    act(() => i18n.setLanguage('vi'));
  });

  it('marks days with no free slot "Đã kín", not choosable, and starts on the first day with room', async () => {
    // Today and tomorrow are full; the rest have room.
    const answer = days.map((date, i) => ({ date, free: i >= 2 }));
    const { api, value } = fakeApi(answer);
    const go = vi.fn();
    render(
      <ClinicContext.Provider value={value}>
        <TimeStep choice={{ locationId: 1, specialtyId: 5, doctor: 9 }} go={go} />
      </ClinicContext.Provider>,
    );
    const [today] = await screen.findAllByRole('button', { name: /, đã kín$/ });
    expect((today as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Đã kín')).toHaveLength(2);
    await waitFor(() => expect(api.slots).toHaveBeenCalledTimes(1));
    // One strip call for the whole window, and the one slot query is for the first open day, not for today.
    expect(api.days).toHaveBeenCalledTimes(1);
    expect(api.days).toHaveBeenCalledWith({ locationId: 1, doctorId: 9 }, expect.anything());
    expect(api.slots).toHaveBeenCalledWith({ locationId: 1, doctorId: 9, date: days[2] }, expect.anything());
    const pressed = screen.getAllByRole('button', { pressed: true });
    expect(pressed).toHaveLength(1);
    expect((pressed[0] as HTMLButtonElement).disabled).toBe(false);
    today?.click();
    expect(go).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: '09:00' })).toBeTruthy();
  });

  it('says so when every day of the window is full, and asks for no slots', async () => {
    const { api, value } = fakeApi(days.map((date) => ({ date, free: false })));
    render(
      <ClinicContext.Provider value={value}>
        <TimeStep choice={{ locationId: 1, specialtyId: 5, doctor: 'any' }} go={() => {}} />
      </ClinicContext.Provider>,
    );
    expect(
      await screen.findByText(
        'Không còn ngày nào trống lịch trong thời gian nhận đặt lịch. Vui lòng gọi phòng khám.',
      ),
    ).toBeTruthy();
    expect(api.days).toHaveBeenCalledWith({ locationId: 1, specialtyId: 5 }, expect.anything());
    expect(api.slots).not.toHaveBeenCalled();
  });

  it('in English, a full day reads "Full"', async () => {
    act(() => i18n.setLanguage('en'));
    const { value } = fakeApi(days.map((date, i) => ({ date, free: i !== 0 })));
    render(
      <ClinicContext.Provider value={value}>
        <TimeStep choice={{ locationId: 1, specialtyId: 5, doctor: 9 }} go={() => {}} />
      </ClinicContext.Provider>,
    );
    expect(await screen.findByText('Full')).toBeTruthy();
    expect((screen.getByRole('button', { name: /, full$/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('titles step 1 for what it asks: the location, then the specialty', () => {
    window.history.replaceState(null, '', '/booking/an-tam');
    const { value } = fakeApi([]);
    const { unmount } = render(
      <ClinicContext.Provider value={value}>
        <BookingWizard />
      </ClinicContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chọn cơ sở khám và chuyên khoa');
    unmount();
    // With one location there is nothing to choose but the specialty.
    render(
      <ClinicContext.Provider
        value={{ ...value, clinic: { ...clinic, locations: clinic.locations.slice(0, 1) } }}
      >
        <BookingWizard />
      </ClinicContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chọn chuyên khoa');
  });
});
