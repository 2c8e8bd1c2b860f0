import type { PublicSlot } from '@clinic/api-client/public';
import { describe, expect, it } from 'vitest';
import { timeOptions } from './TimeStep';

const slot = (doctorId: number, time: string, availability: PublicSlot['availability']): PublicSlot => ({
  doctorId,
  time,
  availability,
  start: '',
  end: '',
  capacity: 1,
  booked: 0,
});

describe('free times of a day', () => {
  it('shows each clock time once, needing approval only when no free doctor approves by himself', () => {
    expect(
      timeOptions([
        slot(2, '09:00', 'notApproved'),
        slot(1, '08:30', 'available'),
        slot(1, '09:00', 'available'),
        slot(3, '09:30', 'notApproved'),
      ]),
    ).toEqual([
      { time: '08:30', needsApproval: false },
      { time: '09:00', needsApproval: false },
      { time: '09:30', needsApproval: true },
    ]);
  });
});
