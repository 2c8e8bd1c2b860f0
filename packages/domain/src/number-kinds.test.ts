import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PropertyFieldType } from './properties';
import { propertyValueSchema } from './property-values';
import {
  boundedNumber,
  days,
  formatFormError,
  formErrorParams,
  measurement,
  minutes,
  money,
  percentage,
  quantity,
} from './validation';

// Each kind of number refuses a wrong sign, a meaningless zero and a slip of the keyboard with its own words, and
// never turns −2 into 2: the builders the contracts and the forms share.

/** The first issue's text in Vietnamese, with the values the issue carries. */
const refusal = (schema: z.ZodType, input: unknown): string | null => {
  const result = schema.safeParse(input);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? formatFormError(issue.message, 'vi', formErrorParams(issue)) : null;
};

describe('numbers by kind', () => {
  it.each([
    ['a service quantity of −2', quantity(100), -2, 'Số lượng phải lớn hơn 0'],
    ['a quantity of 0', quantity(100), 0, 'Số lượng phải lớn hơn 0'],
    ['a quantity above its bound', quantity(100), 101, 'Số lượng không được vượt quá 100'],
    ['a half where only whole units go', quantity(100), 1.5, 'Trường này phải là số nguyên'],
    ['a negative threshold', quantity(1000, { zero: true }), -1, 'Số lượng không được âm'],
    ['a negative dose', quantity(100, { zero: true, fractional: true }), -0.5, 'Số lượng không được âm'],
    ['a price of −1000', money(), -1000, 'Giá không được âm'],
    ['a price above 1 billion', money(), 1_000_000_001, 'Giá không được vượt quá 1.000.000.000 ₫'],
    ['a cost of 0', money({ positive: true }), 0, 'Giá phải lớn hơn 0'],
    ['a negative cost', money({ positive: true }), -5, 'Giá không được âm'],
    ['a negative discount', money({ kind: 'amount' }), -1, 'Số tiền không được âm'],
    ['a weight of −55', measurement('weight'), -55, 'Số đo không được âm'],
    ['a weight of 0', measurement('weight'), 0, 'Số đo phải từ 0.1 đến 500'],
    ['a temperature of 370', measurement('temperature'), 370, 'Số đo phải từ 30 đến 45'],
    ['a pulse of 5', measurement('pulse'), 5, 'Số đo phải từ 20 đến 250'],
    ['a height of 1750', measurement('height'), 1750, 'Số đo phải từ 1 đến 300'],
    ['a negative percentage', percentage(), -1, 'Phần trăm không được âm'],
    ['a percentage above 100', percentage(), 100.5, 'Phần trăm không được vượt quá 100'],
    ['0 days', days(365), 0, 'Số ngày phải lớn hơn 0'],
    ['−3 days', days(365), -3, 'Số ngày phải lớn hơn 0'],
    ['366 days', days(365), 366, 'Số ngày không được vượt quá 365'],
    ['negative minutes', minutes(0, 240), -10, 'Số phút không được âm'],
    ['minutes below the shortest slot', minutes(5, 480), 2, 'Số phút phải từ 5 trở lên'],
    ['minutes above the bound', minutes(5, 480), 481, 'Số phút không được vượt quá 480'],
    ['negative years', boundedNumber(0, 80), -1, 'Giá trị không được âm'],
    [
      'a latitude beyond the pole',
      boundedNumber(-90, 90, { whole: false }),
      91,
      'Giá trị phải từ -90 đến 90',
    ],
  ])('refuses %s with its own words', (_, schema, input, text) => {
    expect(refusal(schema, input)).toBe(text);
  });

  it.each([
    [quantity(100), 1],
    [quantity(100), 100],
    [quantity(1000, { zero: true }), 0],
    [quantity(100, { zero: true, fractional: true }), 0.5],
    [money(), 0],
    [money(), 1_000_000_000],
    [money({ positive: true }), 1],
    [measurement('weight'), 0.1],
    [measurement('temperature'), 37.5],
    [percentage(), 12.5],
    [days(365), 365],
    [minutes(0, 240), 0],
  ])('keeps %# exactly as given', (schema, input) => {
    expect(schema.parse(input)).toBe(input);
  });

  it('says "required" for nothing and "must be a number" only for what is no number', () => {
    expect(refusal(quantity(100), undefined)).toBe('Trường này là bắt buộc');
    expect(refusal(money(), 'abc')).toBe('Trường này phải là một số');
  });

  it('speaks English too, with the amount grouped', () => {
    const issue = money().safeParse(2_000_000_000).error?.issues[0];
    expect(issue && formatFormError(issue.message, 'en', formErrorParams(issue))).toBe(
      'The price must be at most 1,000,000,000 ₫',
    );
  });
});

describe('a measurement typed into a fixed property', () => {
  const weight = propertyValueSchema({
    fieldType: PropertyFieldType.FreeText,
    options: [],
    internalName: 'weight',
    fixed: true,
  });

  it.each([
    ['-55', 'Số đo không được âm'],
    ['0', 'Số đo phải từ 0.1 đến 500'],
    ['5000', 'Số đo phải từ 0.1 đến 500'],
    ['năm mươi', 'Trường này phải là một số'],
  ])('refuses %s as %s', (input, text) => {
    expect(refusal(weight, input)).toBe(text);
  });

  it('keeps a real weight', () => {
    expect(weight.parse('55.5')).toBe('55.5');
  });
});
