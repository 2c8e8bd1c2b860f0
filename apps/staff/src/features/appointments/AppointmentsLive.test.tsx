import { AppointmentStatus, RealtimeEvent } from '@clinic/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { captureRealtime } from '../../shared/testing/realtimeEvents';
import AppointmentsScreen from './AppointmentsScreen';
import { appointment, appointmentsApi, renderAppointments } from './testing';

// An appointment.* event carries the appointment; the details page takes it without reading it again.

afterEach(cleanup);

describe('appointments screen, live', () => {
  it('shows another desk’s check-in on the details page from the event alone (the history is read again)', async () => {
    const server = appointmentsApi([appointment(1)]);
    const realtime = captureRealtime();
    const historyReads = () => server.requests('GET /clinic-appointments/:id/history').length;
    const { hook } = memoryLocation({ path: '/1' });
    renderAppointments(
      <Router hook={hook}>
        <AppointmentsScreen />
      </Router>,
    );
    await screen.findAllByText('Trần Thị Bích');
    expect(screen.queryByText('Số thứ tự:')).toBeNull();
    await waitFor(() => expect(historyReads()).toBe(1));

    realtime.emit(RealtimeEvent.AppointmentCheckIn, {
      ...appointment(1, { status: AppointmentStatus.CheckedIn, orderNumber: 12 }),
      room: 'Phòng 3',
    });
    expect(await screen.findByText('12', { selector: 'strong' })).toBeTruthy();
    expect(server.requests('GET /clinic-appointments/:id')).toHaveLength(1);
    await waitFor(() => expect(historyReads()).toBe(2));
  });
});
