import { RealtimeEvent } from '@clinic/domain';
import { expect, it, vi } from 'vitest';
import { realtime } from '../../app/session';
import { appointment } from '../../features/appointments/testing';
import { captureRealtime } from './realtimeEvents';

// Server events played through the handlers a screen subscribed on the staff app's realtime client.

it('calls the handlers subscribed to an event with its payload, and no longer once unsubscribed', () => {
  const events = captureRealtime();
  const heard = vi.fn();
  const off = realtime.on(RealtimeEvent.AppointmentCancel, heard);
  const payload = { ...appointment(3), room: 'Phòng 1' };
  events.emit(RealtimeEvent.AppointmentCancel, payload);
  events.emit(RealtimeEvent.AppointmentApprove, payload);
  expect(heard).toHaveBeenCalledExactlyOnceWith(payload);
  expect(events.subscribed(RealtimeEvent.AppointmentCancel)).toBe(1);
  off();
  events.emit(RealtimeEvent.AppointmentCancel, payload);
  expect(heard).toHaveBeenCalledTimes(1);
  expect(events.subscribed(RealtimeEvent.AppointmentCancel)).toBe(0);
});
