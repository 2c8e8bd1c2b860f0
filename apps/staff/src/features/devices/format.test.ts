import { describe, expect, it } from 'vitest';
import { defaultDeviceName, formatCountdown, groupCode, pairingDeadline } from './format';

describe('device format helpers', () => {
  it('suggests "<kind> <location>" as the name, within the 100-character limit', () => {
    expect(defaultDeviceName('Ki-ốt tiếp đón', 'Cơ sở Quận 1')).toBe('Ki-ốt tiếp đón Cơ sở Quận 1');
    expect(defaultDeviceName('Ki-ốt tiếp đón', undefined)).toBe('Ki-ốt tiếp đón');
    expect(defaultDeviceName('Ki-ốt', 'x'.repeat(200))).toHaveLength(100);
  });

  it('counts down in m:ss and never below zero', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(61_500)).toBe('1:02');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });

  it('a browser clock behind the server cannot stretch a code past its 10 minutes', () => {
    const received = Date.parse('2026-07-06T02:00:00.000Z');
    // The server's expiry reads 25 minutes ahead on this (slow) clock: the code's lifetime caps it.
    expect(pairingDeadline('2026-07-06T02:25:00.000Z', received)).toBe(received + 600_000);
    expect(pairingDeadline('2026-07-06T02:08:00.000Z', received)).toBe(received + 480_000);
  });

  it('groups the six digits by three', () => {
    expect(groupCode('012345')).toBe('012 345');
  });
});
