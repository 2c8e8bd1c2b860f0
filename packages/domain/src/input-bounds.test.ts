import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookingDate } from './contracts/slots';
import { ref } from './refs';
import {
  birthday,
  calendarDate,
  forbiddenCharacterIssues,
  idParam,
  instant,
  MAX_RECORD_ID,
  pageNumber,
  yearsAround,
} from './validation';

// The bounds every id, page, date and text of a request is held to before any code or column sees it: what a
// hostile or mistyped value gets is a refusal on its own field, never an exception further down.

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('ids', () => {
  it('fit the id column, in a path and in a body reference', () => {
    const body = ref('medicine');
    for (const schema of [idParam, body]) {
      expect(schema.safeParse(MAX_RECORD_ID).success).toBe(true);
      expect(messages(schema, MAX_RECORD_ID + 1)).toEqual(['formError.invalidValue']);
      expect(messages(schema, 2 ** 53)).toContain('formError.invalidValue');
      expect(schema.safeParse(0).success).toBe(false);
    }
  });

  it('are read from plain decimal digits only', () => {
    expect(idParam.parse('16')).toBe(16);
    for (const text of ['0x10', '1e3', ' 7', '7 ', '+7', '7.0', '', '2147483648'])
      expect(idParam.safeParse(text).success, text).toBe(false);
  });

  it('keep a field’s own messages and are still bounded', () => {
    const withOwn = ref('location', { base: z.number({ error: 'formError.required' }).int().positive() });
    expect(messages(withOwn, undefined)).toEqual(['formError.required']);
    expect(messages(withOwn, MAX_RECORD_ID + 1)).toEqual(['formError.invalidValue']);
  });
});

describe('page numbers', () => {
  it('stop at the last page a list is read to', () => {
    expect(pageNumber.parse(undefined)).toBe(1);
    expect(pageNumber.parse('3')).toBe(3);
    expect(pageNumber.safeParse(100_001).success).toBe(false);
    expect(pageNumber.safeParse('1e9').success).toBe(false);
  });
});

describe('dates', () => {
  it('refuse text that is no day without throwing', () => {
    for (const text of ['abc', 'x'.repeat(10_000), '2026-02-30', '2026-13-01', '0000-00-00', '2026-1-1'])
      expect(messages(bookingDate, text), text).toEqual(['formError.date']);
    expect(bookingDate.parse('2028-02-29')).toBe('2028-02-29');
  });

  it('hold each field to its years', () => {
    expect(messages(bookingDate, '8156-01-01')).toEqual(['formError.dateRange']);
    expect(messages(bookingDate, '1999-12-31')).toEqual(['formError.dateRange']);
    const expiry = calendarDate({ years: yearsAround(5, 50) });
    const year = new Date().getUTCFullYear();
    expect(messages(expiry, '2000-01-01')).toEqual(['formError.dateRange']);
    expect(messages(expiry, '9999-12-31')).toEqual(['formError.dateRange']);
    expect(expiry.safeParse(`${year + 2}-06-30`).success).toBe(true);
  });

  it('keep birthdays in the past, from 1900', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(messages(birthday(), tomorrow)).toEqual(['formError.dateNotFuture']);
    expect(messages(birthday(), '1899-12-31')).toEqual(['formError.dateRange']);
    expect(birthday().parse('1990-05-01')).toBe('1990-05-01');
  });

  it('take instants with an offset in the clinic’s years', () => {
    const at = instant();
    expect(at.safeParse('2026-12-01T08:00:00+07:00').success).toBe(true);
    expect(messages(at, '8156-01-01T00:00:00Z')).toEqual(['formError.dateRange']);
    expect(messages(at, '2026-02-30T00:00:00Z')).toEqual(['formError.date']);
    expect(messages(at, 'abc')).toEqual(['formError.date']);
  });
});

describe('forbidden characters', () => {
  it('are found in any text or key, at any depth, and named by their path', () => {
    const issues = forbiddenCharacterIssues({
      name: 'Nguyễn\u0000',
      note: 'dòng 1\ndòng 2\ttab\r\n',
      items: [{ code: 'ok' }, { code: 'A\u001b[31m' }],
      'key\u0000': 1,
      lone: '\ud800',
    });
    expect(issues.map((issue) => issue.path)).toEqual([['name'], ['items', 1, 'code'], [], ['lone']]);
    expect(new Set(issues.map((issue) => issue.message))).toEqual(new Set(['formError.forbiddenCharacter']));
  });

  it('leave Vietnamese text, emoji and line breaks alone', () => {
    expect(forbiddenCharacterIssues(['Phòng khám Đa khoa 😀', 'a\nb', 'x\ty'])).toEqual([]);
  });
});
