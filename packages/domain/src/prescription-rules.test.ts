import { describe, expect, it } from 'vitest';
import { AppointmentStatus } from './appointments';
import { canPrescribe, suggestedQuantity } from './examination';

describe('prescribing', () => {
  it('suggests the day’s doses times the days, rounded up to whole units', () => {
    expect(suggestedQuantity({ morning: 1, evening: 1, days: 5 })).toBe(10);
    expect(suggestedQuantity({ morning: 0.5, noon: 0.5, afternoon: 0.5, days: 5 })).toBe(8);
    // 0.1 + 0.2 is 0.30000000000000004 in binary: ten days of it is still 3 units, not 4.
    expect(suggestedQuantity({ morning: 0.1, noon: 0.2, days: 10 })).toBe(3);
    expect(suggestedQuantity({ morning: 1, days: null })).toBeNull();
    expect(suggestedQuantity({ days: 7 })).toBeNull();
  });

  it('is open while the patient is checked in, examined or finished, not before nor when cancelled', () => {
    expect(
      [AppointmentStatus.CheckedIn, AppointmentStatus.InProgress, AppointmentStatus.Finished].every(
        canPrescribe,
      ),
    ).toBe(true);
    expect(
      [
        AppointmentStatus.NotApproved,
        AppointmentStatus.Approved,
        AppointmentStatus.Canceled,
        AppointmentStatus.Invalid,
      ].some(canPrescribe),
    ).toBe(false);
  });
});
