import { AppointmentStatus, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { listItem } from '../patients/testing';
import { BookedPhoneNotice } from './BookedPhoneNotice';
import { appointment } from './testing';

// A booking from the site made its own record for a phone the clinic knows under another name: reception, about to
// review it, is shown the other records, to merge when it is the same person.

afterEach(cleanup);

const mother = listItem(3, 'Trần Thị Hoa', { gender: 0, yearOfBirth: 1965 });

const render = (status: number) =>
  renderScreen(<BookedPhoneNotice appointment={appointment(5, { status })} />, {
    screens: [ScreenId.Appointments, ScreenId.PatientRecords],
  });

describe('a booking to review whose phone another record holds', () => {
  it('names the other record and opens it', async () => {
    const api = fakeApi().on('POST /clinic-patients/find-shared-phone', () => [mother]);
    const view = render(AppointmentStatus.NotApproved);
    expect(await screen.findByText('Số điện thoại này đã có trong hồ sơ của người khác:')).toBeTruthy();
    expect(screen.getByText('Trần Thị Hoa')).toBeTruthy();
    expect(screen.getByText(/Lịch đặt trực tuyến đã tạo hồ sơ mới cho Trần Thị Bích/)).toBeTruthy();
    expect(api.requests('POST /clinic-patients/find-shared-phone')[0]?.body).toEqual({
      fullName: 'Trần Thị Bích',
      phone: '0912345678',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mở hồ sơ này' }));
    await waitFor(() => expect(view.location.history).toContain('/patients/3'));
  });

  it('asks nothing once the booking is approved, and shows nothing when no other record has the phone', async () => {
    const api = fakeApi().on('POST /clinic-patients/find-shared-phone', () => []);
    render(AppointmentStatus.Approved);
    await new Promise((r) => setTimeout(r, 50));
    expect(api.requests('POST /clinic-patients/find-shared-phone')).toHaveLength(0);
    cleanup();
    render(AppointmentStatus.NotApproved);
    await waitFor(() => expect(api.requests('POST /clinic-patients/find-shared-phone')).toHaveLength(1));
    expect(screen.queryByText(/hồ sơ của người khác/)).toBeNull();
  });
});
