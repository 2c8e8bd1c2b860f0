import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatTime, formatVnd } from './format';

describe('formatVnd', () => {
  it.each([
    [150000, '150.000 ₫'],
    [0, '0 ₫'],
    [999, '999 ₫'],
    [1000, '1.000 ₫'],
    [1234567890, '1.234.567.890 ₫'],
    [-25000, '-25.000 ₫'],
    [1499.6, '1.500 ₫'],
  ])('%d → %s', (amount, text) => {
    expect(formatVnd(amount)).toBe(text);
  });

  it('returns an empty string for NaN', () => {
    expect(formatVnd(Number.NaN)).toBe('');
  });
});

describe('dates and times', () => {
  const date = new Date(2026, 10, 21, 8, 5); // 21 Nov 2026, 08:05 local time

  it('formats dates as DD/MM/YYYY in both languages', () => {
    expect(formatDate(date)).toBe('21/11/2026');
    expect(formatDate(date, 'vi')).toBe('21/11/2026');
    expect(formatDate(date, 'en')).toBe('21/11/2026');
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
  });

  it('formats times as 24-hour HH:mm', () => {
    expect(formatTime(date)).toBe('08:05');
    expect(formatTime(new Date(2026, 0, 1, 17, 30))).toBe('17:30');
  });

  it('formats date-times and long dates', () => {
    expect(formatDateTime(date)).toBe('08:05 21/11/2026');
    expect(formatLongDate(date, 'vi')).toBe('Thứ bảy, 21/11/2026');
    expect(formatLongDate(date, 'en')).toBe('Saturday, 21/11/2026');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
