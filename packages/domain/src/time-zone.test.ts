import { describe, expect, it } from 'vitest';
import { instantOfLocal, localDate, localTime, wallClockAt, zoneOffsetMs } from './time-zone';

// The wall clock comes from offsets remembered per hour rather than from Intl on every call: it must read
// exactly what Intl reads, including in the hours where a zone changes its offset.
const formats = new Map<string, Intl.DateTimeFormat>();
function intlWallClock(instant: Date, timeZone: string) {
  const format =
    formats.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  formats.set(timeZone, format);
  const parts = format.formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour') % 24,
    minute: n('minute'),
    second: n('second'),
  };
}

describe('the wall clock of a zone', () => {
  // Ho Chi Minh City (no daylight saving now, odd historical offsets), New York (1-hour changes), Lord Howe
  // Island (half-hour changes at a half hour of UTC) and Kathmandu (+05:45).
  const zones = ['Asia/Ho_Chi_Minh', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'];

  // Intl is slow: on a loaded machine the year took over 40 s at one sample every 11 minutes. The seconds of each
  // change are the next test's; this one sweeps the year between them.
  it('reads as Intl does every 37 minutes and 13 seconds through a year of changes', {
    timeout: 120_000,
  }, () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    const differing: string[] = [];
    for (const zone of zones)
      for (let t = from; t < to; t += 37 * 60_000 + 13_000) {
        const instant = new Date(t + (t % 997));
        if (JSON.stringify(wallClockAt(instant, zone)) !== JSON.stringify(intlWallClock(instant, zone)))
          differing.push(`${zone} ${instant.toISOString()}`);
      }
    expect(differing).toEqual([]);
  });

  it('changes offset on the very second the zone does', () => {
    // New York springs forward at 2026-03-08 02:00 EST = 07:00Z and falls back at 2026-11-01 02:00 EDT = 06:00Z.
    const ny = 'America/New_York';
    expect(zoneOffsetMs(new Date('2026-03-08T06:59:59Z'), ny)).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-03-08T07:00:00Z'), ny)).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-11-01T05:59:59Z'), ny)).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-11-01T06:00:00Z'), ny)).toBe(-5 * 3_600_000);
    // Lord Howe goes from +11:00 to +10:30 at 02:00 local on 2026-04-05, which is 15:00Z the day before.
    const lh = 'Australia/Lord_Howe';
    expect(localTime(new Date('2026-04-04T14:59:59Z'), lh)).toBe('01:59');
    expect(localTime(new Date('2026-04-04T15:00:00Z'), lh)).toBe('01:30');
  });

  it('reads historical offsets to the second, as Intl does', () => {
    for (const iso of ['1900-06-01T12:00:00Z', '1906-06-30T16:53:20Z', '1945-09-02T01:30:00Z'])
      expect(wallClockAt(new Date(iso), 'Asia/Ho_Chi_Minh')).toEqual(
        intlWallClock(new Date(iso), 'Asia/Ho_Chi_Minh'),
      );
  });

  it('places local days and times back on the same instants', () => {
    const hcm = 'Asia/Ho_Chi_Minh';
    const eight = instantOfLocal('2026-11-23', '08:00', hcm);
    expect(eight.toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(localDate(eight, hcm)).toBe('2026-11-23');
    expect(instantOfLocal('2026-07-01', '09:15', 'America/New_York').toISOString()).toBe(
      '2026-07-01T13:15:00.000Z',
    );
  });
});

describe('a wall-clock time a DST jump skips', () => {
  it('is read the jump’s size earlier, as instantOfWallClock says', () => {
    expect(instantOfLocal('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
  });
});
