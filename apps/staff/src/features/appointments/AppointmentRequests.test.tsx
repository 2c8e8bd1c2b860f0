import { AppointmentFeature as F, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../shared/testing/fakeApi';
import { AppointmentActions } from './AppointmentActions';
import { AppointmentForm } from './AppointmentForm';
import { AppointmentList } from './AppointmentList';
import { appointment, appointmentsApi, renderAppointments } from './testing';

// What screen 10 tells the server: its own id on its reads and moves, and screen 12's on the patient search (the
// records belong to that screen; the API's guard checks the id).

afterEach(cleanup);

const screenOf = (request: FakeRequest | undefined) => request?.headers.get('x-screen-id');

describe('the appointment screen’s requests', () => {
  it('searches and approves as screen 10', async () => {
    const server = appointmentsApi();
    renderAppointments(<AppointmentList debounceMs={0} today="2026-07-06" />);
    await screen.findByText('Trần Thị Bích');
    expect(screenOf(server.requests('POST /clinic-appointments/search')[0])).toBe(
      String(ScreenId.Appointments),
    );
    cleanup();

    renderAppointments(<AppointmentActions appointment={appointment(4)} />, { features: [F.Approve] });
    fireEvent.click(screen.getByRole('button', { name: 'Duyệt' }));
    await waitFor(() =>
      expect(screenOf(server.requests('PUT /clinic-appointments/approve')[0])).toBe(
        String(ScreenId.Appointments),
      ),
    );
  });

  it('looks patients up as screen 12', async () => {
    const server = appointmentsApi();
    renderAppointments(<AppointmentForm />);
    await waitFor(() => expect(server.requests('POST /clinic-patients/search')).not.toEqual([]));
    expect(screenOf(server.requests('POST /clinic-patients/search')[0])).toBe(
      String(ScreenId.PatientRecords),
    );
  });
});
