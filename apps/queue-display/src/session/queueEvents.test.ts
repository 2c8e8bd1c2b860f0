import { AppointmentStatus as S } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { appointmentEvent, queue } from '../testing';
import { applyAppointmentEvent } from './queueEvents';

// The board of testing.ts: Bác sĩ Cường serves 11, then 12 and 14 wait.

const numbers = (board: ReturnType<typeof queue> | undefined) =>
  board?.doctors.map((d) => [d.doctorId, d.serving?.orderNumber ?? null, d.next.map((t) => t.orderNumber)]);

describe('applyAppointmentEvent', () => {
  it('puts a check-in among the waiting numbers in order', () => {
    expect(numbers(applyAppointmentEvent(queue(), appointmentEvent(13, S.CheckedIn)))).toEqual([
      [3, 11, [12, 13, 14]],
    ]);
  });

  it('moves the patient called in to the room, and clears a finished one', () => {
    const started = applyAppointmentEvent(queue(), appointmentEvent(12, S.InProgress));
    expect(numbers(started)).toEqual([[3, 12, [14]]]);
    const finished = applyAppointmentEvent(started!, appointmentEvent(12, S.Finished));
    expect(numbers(finished)).toEqual([[3, null, [14]]]);
    const cancelled = applyAppointmentEvent(finished!, appointmentEvent(14, S.Canceled));
    expect(numbers(cancelled)).toEqual([]);
  });

  it('opens a card for a doctor’s first patient of the day, in the order of names', () => {
    const board = applyAppointmentEvent(
      queue(),
      appointmentEvent(1, S.CheckedIn, { doctorId: 4, doctorName: 'BS. Đinh An', room: 'Phòng 5' }),
    );
    expect(numbers(board)).toEqual([
      [4, null, [1]],
      [3, 11, [12, 14]],
    ]);
    expect(board!.doctors[0]).toMatchObject({ doctorName: 'BS. Đinh An', room: 'Phòng 5' });
  });

  it('ignores another day and a patient without a number', () => {
    const board = queue();
    expect(applyAppointmentEvent(board, appointmentEvent(13, S.CheckedIn, { date: '2026-11-24' }))).toBe(
      board,
    );
    expect(applyAppointmentEvent(board, appointmentEvent(13, S.Approved, { orderNumber: null }))).toBe(board);
  });

  it('asks for a read when a patient leaves a full list: only the server knows who is next behind it', () => {
    const full = queue({
      doctors: [
        {
          doctorId: 3,
          doctorName: 'BS. Lê Văn Cường',
          room: 'Phòng 3',
          serving: null,
          next: [1, 2, 3, 4, 5].map((n) => ({ orderNumber: n, initials: 'A.' })),
        },
      ],
    });
    expect(applyAppointmentEvent(full, appointmentEvent(1, S.InProgress))).toBeUndefined();
    expect(numbers(applyAppointmentEvent(full, appointmentEvent(9, S.CheckedIn)))).toEqual([
      [3, null, [1, 2, 3, 4, 5]],
    ]);
  });
});
