import { describe, expect, it } from 'vitest';
import {
  AppointmentAction,
  actionsFor,
  CHECK_IN_OPENS_BEFORE_MINUTES,
  canApply,
  checkInWindow,
  refusalOf,
} from './appointment-flow';
import { AppointmentStatus } from './appointments';
import { appointmentEventOf, appointmentRealtimeEvents, isAppointmentEvent, RealtimeEvent } from './realtime';

describe('appointment transitions', () => {
  it('walks NotApproved → Approved → CheckedIn → InProgress → Finished, one step at a time', () => {
    expect(actionsFor(AppointmentStatus.NotApproved)).toEqual(['approve', 'cancel', 'edit']);
    expect(actionsFor(AppointmentStatus.Approved)).toEqual(['checkIn', 'cancel', 'edit']);
    expect(actionsFor(AppointmentStatus.CheckedIn)).toEqual(['startExam', 'cancel']);
    expect(actionsFor(AppointmentStatus.InProgress)).toEqual(['finishExam', 'cancel']);
    expect(canApply(AppointmentAction.CheckIn, AppointmentStatus.NotApproved)).toBe(false);
  });

  it('leaves a finished or cancelled appointment alone, and lets an invalid one be edited or cancelled', () => {
    expect(actionsFor(AppointmentStatus.Finished)).toEqual([]);
    expect(actionsFor(AppointmentStatus.Canceled)).toEqual([]);
    expect(actionsFor(AppointmentStatus.Invalid)).toEqual(['cancel', 'edit']);
    expect(refusalOf(AppointmentStatus.Finished)).toBe('appointmentAlreadyFinished');
    expect(refusalOf(AppointmentStatus.Canceled)).toBe('statusNotAllowed');
  });
});

describe('the check-in window', () => {
  const startAt = new Date('2026-03-02T02:00:00Z');
  const at = (minutesFromStart: number) => new Date(startAt.getTime() + minutesFromStart * 60_000);
  const booked = { startAt, notReserved: false };

  it('opens 60 minutes before the slot and closes the clinic’s late minutes after it starts, both ends included', () => {
    expect(CHECK_IN_OPENS_BEFORE_MINUTES).toBe(60);
    expect(checkInWindow(booked, at(-61), 15).timing).toBe('early');
    expect(checkInWindow(booked, at(-60), 15).timing).toBe('open');
    expect(checkInWindow(booked, at(15), 15).timing).toBe('open');
    expect(checkInWindow(booked, at(16), 15).timing).toBe('late');
    expect(checkInWindow(booked, at(16), 30).timing).toBe('open');
  });

  it('says when an early patient may come back', () => {
    expect(checkInWindow(booked, at(-120), 15).opensAt.toISOString()).toBe('2026-03-02T01:00:00.000Z');
  });

  it('is always open for a walk-in, which has no slot', () => {
    const walkIn = { startAt, notReserved: true };
    expect(checkInWindow(walkIn, at(-600), 15).timing).toBe('open');
    expect(checkInWindow(walkIn, at(600), 15).timing).toBe('open');
  });
});

describe('the events of appointment actions', () => {
  it('announces each status move by its own appointment event, and an edit as appointment.add', () => {
    expect(appointmentEventOf[AppointmentAction.CheckIn]).toBe('appointment.checkin');
    expect(appointmentEventOf[AppointmentAction.Edit]).toBe('appointment.add');
    const events = Object.values(appointmentEventOf);
    expect(events.every(isAppointmentEvent)).toBe(true);
    expect(new Set(events).size).toBe(events.length);
  });

  it('lists every appointment event once for the screens that hold appointments, and nothing else', () => {
    expect(appointmentRealtimeEvents).toContain(RealtimeEvent.AppointmentCreateUpdatePrescription);
    expect(appointmentRealtimeEvents).not.toContain(RealtimeEvent.QueueCall);
    for (const event of Object.values(appointmentEventOf)) expect(appointmentRealtimeEvents).toContain(event);
    expect(appointmentRealtimeEvents).toHaveLength(
      Object.values(RealtimeEvent).filter((name) => name.startsWith('appointment.')).length,
    );
  });
});
