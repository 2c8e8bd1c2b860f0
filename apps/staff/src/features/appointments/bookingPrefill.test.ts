import { afterEach, describe, expect, it } from 'vitest';
import { listItem } from '../patients/testing';
import { initialValues, readBookingPrefill } from './appointmentForm';

// "Book" on the re-examination list (screen 42) opens '/appointments/new' with the patient, doctor, place and day
// in the history state; the form starts from them.

afterEach(() => window.history.replaceState(null, ''));

describe('a booking started from another screen', () => {
  const patient = listItem(120, 'Trần Thị Lan');

  it('starts the form on the patient, doctor, place and day it was given', () => {
    window.history.replaceState(
      { bookingPrefill: { patient, doctorId: 3, locationId: 2, date: '2026-12-03' } },
      '',
    );
    const prefill = readBookingPrefill();
    expect(prefill?.patient.id).toBe(120);
    expect(initialValues(undefined, '2026-11-26', prefill)).toMatchObject({
      mode: 'existing',
      clinicPatientId: 120,
      doctorId: 3,
      locationId: 2,
      date: '2026-12-03',
    });
  });

  it('books from today when the asked day has passed, and ignores a state that is not a prefill', () => {
    const values = initialValues(undefined, '2026-11-26', { patient, doctorId: 3, date: '2026-11-20' });
    expect(values.date).toBe('2026-11-26');
    window.history.replaceState({ bookingPrefill: { doctorId: 3 } }, '');
    expect(readBookingPrefill()).toBeUndefined();
    window.history.replaceState(null, '');
    expect(readBookingPrefill()).toBeUndefined();
    expect(initialValues(undefined, '2026-11-26').clinicPatientId).toBeUndefined();
  });
});
