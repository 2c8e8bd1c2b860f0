import { describe, expect, it } from 'vitest';
import { AppointmentAction, actionsFor, canApply, refusalOf } from './appointment-flow';
import { AppointmentStatus } from './appointments';

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
