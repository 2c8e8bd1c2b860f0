import { describe, expect, it } from 'vitest';
import {
  doseUsageText,
  noteConflicts,
  noteDoseMentions,
  packConversionText,
  packSizeText,
  packsFor,
  parseDoseText,
} from './dose';
import { suggestedQuantity } from './examination';

const amoxicillin = { unit: 'blister', doseUnit: 'tablet', unitsPerPack: 10 } as const;

describe('the usage line generated from the dose', () => {
  it('says route, food, each time with its amount and the days, in Vietnamese', () => {
    expect(
      doseUsageText({ morning: 1, afternoon: 1, days: 5, route: 'oral', food: 'after' }, 'tablet', 'vi'),
    ).toBe('Uống sau ăn. Sáng 1 viên, chiều 1 viên. Dùng 5 ngày.');
    expect(doseUsageText({ morning: 0.5, evening: 1.5, days: 1 }, 'sachet', 'vi')).toBe(
      'Uống. Sáng 0,5 gói, tối 1,5 gói. Dùng 1 ngày.',
    );
  });

  it('says the same in English, with plural units', () => {
    expect(
      doseUsageText(
        { morning: 1, noon: 2, evening: 1, days: 7, route: 'oral', food: 'before' },
        'tablet',
        'en',
      ),
    ).toBe('Take by mouth before meals. Morning 1 tablet, noon 2 tablets, evening 1 tablet. For 7 days.');
    expect(doseUsageText({ evening: 1, route: 'topical', food: 'any' }, 'tube', 'en')).toBe(
      'Apply to the skin. Evening 1 tube.',
    );
    expect(doseUsageText({ morning: 1, days: 1, food: 'with' }, 'tablet', 'en')).toBe(
      'Take by mouth with meals. Morning 1 tablet. For 1 day.',
    );
  });

  it('says only the route when no amount is given', () => {
    expect(doseUsageText({ route: 'eye' }, 'bottle', 'vi')).toBe('Nhỏ mắt.');
  });
});

describe('the note checked against the dose', () => {
  it('reads times a day and days in Vietnamese and English', () => {
    expect(noteDoseMentions('Uống 1 viên, ngày 3 lần, uống đủ 7 ngày')).toEqual({ timesPerDay: 3, days: 7 });
    expect(noteDoseMentions('3 lần/ngày')).toEqual({ timesPerDay: 3, days: null });
    expect(noteDoseMentions('2 lần 1 ngày')).toEqual({ timesPerDay: 2, days: null });
    expect(noteDoseMentions('take 3 times a day for 7 days')).toEqual({ timesPerDay: 3, days: 7 });
    expect(noteDoseMentions('twice daily')).toEqual({ timesPerDay: 2, days: null });
    expect(noteDoseMentions('Uống nhiều nước')).toEqual({ timesPerDay: null, days: null });
  });

  it('flags the default text that contradicted Sáng 1 · Chiều 1 · 5 days', () => {
    expect(
      noteConflicts('Uống 1 viên, ngày 3 lần, uống đủ 7 ngày', { morning: 1, afternoon: 1, days: 5 }),
    ).toEqual([
      { kind: 'timesPerDay', note: 3, dose: 2 },
      { kind: 'days', note: 7, dose: 5 },
    ]);
    expect(noteConflicts('for 7 days', { morning: 1, days: null })).toEqual([
      { kind: 'days', note: 7, dose: null },
    ]);
  });

  it('is quiet when the note agrees or names no number', () => {
    expect(noteConflicts('ngày 2 lần, trong 5 ngày', { morning: 1, evening: 1, days: 5 })).toEqual([]);
    expect(noteConflicts('Uống nhiều nước', { morning: 1, days: 5 })).toEqual([]);
    expect(noteConflicts(null, { morning: 1 })).toEqual([]);
  });
});

describe('what is handed over', () => {
  it('turns the dose into whole packs: Sáng 1 · Chiều 1 · 5 days of amoxicillin is 1 strip', () => {
    expect(suggestedQuantity({ morning: 1, afternoon: 1, days: 5 }, amoxicillin)).toBe(1);
    expect(suggestedQuantity({ morning: 1, noon: 1, afternoon: 1, days: 5 }, amoxicillin)).toBe(2);
    expect(packsFor(20, amoxicillin)).toBe(2);
    // Without packaging (or the same unit) the dose counts the handed-over unit itself.
    expect(suggestedQuantity({ morning: 1, afternoon: 1, days: 5 })).toBe(10);
    expect(
      suggestedQuantity({ morning: 1, days: 5 }, { unit: 'tablet', doseUnit: 'tablet', unitsPerPack: 10 }),
    ).toBe(5);
  });

  it('shows the conversion', () => {
    expect(packConversionText(10, 1, amoxicillin, 'vi')).toBe('10 viên = 1 vỉ');
    expect(packConversionText(15, 2, amoxicillin, 'vi')).toBe('15 viên → 2 vỉ (20 viên)');
    expect(packConversionText(10, 1, amoxicillin, 'en')).toBe('10 tablets = 1 strip');
    expect(packConversionText(10, 10, { unit: 'tablet' }, 'vi')).toBeNull();
    expect(packSizeText(amoxicillin, 'vi')).toBe('1 vỉ = 10 viên');
  });
});

describe('a free-text default instruction read as a dose', () => {
  it('reads the everyday shapes', () => {
    expect(parseDoseText('Uống 1 viên, ngày 3 lần, uống đủ 7 ngày')).toEqual({
      morning: 1,
      noon: 1,
      afternoon: 0,
      evening: 1,
      days: 7,
      route: 'oral',
      food: 'any',
    });
    expect(parseDoseText('Uống 1 viên sau ăn, ngày 2 lần')).toMatchObject({
      morning: 1,
      noon: 0,
      evening: 1,
      days: null,
      food: 'after',
    });
    expect(parseDoseText('Uống 1 viên mỗi ngày, vào buổi sáng')).toMatchObject({ morning: 1, evening: 0 });
    expect(parseDoseText('Uống 2 gói mỗi ngày vào buổi tối')).toMatchObject({ morning: 0, evening: 2 });
  });

  it('leaves any other text as a note', () => {
    expect(parseDoseText('Uống 1 viên trước ăn sáng 30 phút')).toBeNull();
    expect(
      parseDoseText('Uống 1–2 viên khi sốt hoặc đau, cách nhau ít nhất 4 giờ, tối đa 8 viên/ngày'),
    ).toBeNull();
    expect(parseDoseText('Uống 1 viên khi đau bụng, ngày tối đa 3 lần')).toBeNull();
    expect(parseDoseText(null)).toBeNull();
  });
});
