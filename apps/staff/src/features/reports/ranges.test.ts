import { describe, expect, it } from 'vitest';
import { matchingQuickRange, quickRange } from './ranges';

// Quick ranges are whole periods around the clinic's today (Friday 27/11/2026); weeks start on Monday.

const today = '2026-11-27';

describe('quick ranges', () => {
  it('gives whole periods', () => {
    expect(quickRange('today', today)).toEqual({ from: today, to: today });
    expect(quickRange('thisWeek', today)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(quickRange('thisWeek', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(quickRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(quickRange('lastMonth', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(quickRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickRange('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('knows a quick range again, and a hand-picked one as none', () => {
    expect(matchingQuickRange({ from: '2026-11-01', to: '2026-11-30' }, today)).toBe('thisMonth');
    expect(matchingQuickRange({ from: '2026-11-02', to: '2026-11-30' }, today)).toBeNull();
  });
});
