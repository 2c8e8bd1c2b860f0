import { describe, expect, it } from 'vitest';
import { bookingDays, formatDay } from './days';

describe('booking days', () => {
  it('run from the clinic day of now through allowBookingInDays more, whatever the device zone', () => {
    // 23:30 UTC on 22 Nov is already 23 Nov in Ho Chi Minh City (UTC+7).
    const days = bookingDays('Asia/Ho_Chi_Minh', 3, new Date('2026-11-22T23:30:00Z'));
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('are named in the page language', () => {
    expect(formatDay('2026-11-23', 'en', 'long')).toMatch(/^Monday,? 23 November 2026$/);
    expect(formatDay('2026-11-23', 'vi', 'long')).toMatch(/^Thứ Hai,? 23 tháng 11,? 2026$/);
    expect(formatDay('2026-11-23', 'vi', 'short')).toMatch(/^(T2|Thứ 2),? 23\/11$/);
  });
});
