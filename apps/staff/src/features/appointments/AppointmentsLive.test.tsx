import { type AppointmentEventPayload, AppointmentStatus } from '@clinic/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import AppointmentsScreen from './AppointmentsScreen';
import { appointment, fakeClient, renderScreen } from './testing';

// An appointment.* event carries the appointment; the details page takes it without reading it again.

afterEach(cleanup);

describe('appointments screen, live', () => {
  it('shows another desk’s check-in on the details page from the event alone (the history is read again)', async () => {
    let emit: (payload: AppointmentEventPayload) => void = () => undefined;
    const client = {
      ...fakeClient([appointment(1)]),
      onChange: vi.fn((listener: (payload: AppointmentEventPayload) => void) => {
        emit = listener;
        return () => undefined;
      }),
    };
    const { hook } = memoryLocation({ path: '/1' });
    renderScreen(
      <Router hook={hook}>
        <AppointmentsScreen client={client} />
      </Router>,
      client,
    );
    await screen.findAllByText('Trần Thị Bích');
    expect(screen.queryByText('Số thứ tự:')).toBeNull();
    const historyReads = client.history.mock.calls.length;

    emit({
      ...appointment(1, { status: AppointmentStatus.CheckedIn, orderNumber: 12 }),
      room: 'Phòng 3',
    });
    expect(await screen.findByText('12', { selector: 'strong' })).toBeTruthy();
    expect(client.get).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(client.history.mock.calls.length).toBe(historyReads + 1));
  });
});
