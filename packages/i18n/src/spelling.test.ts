import { errors } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import vi from './locales/vi';
import type { Messages } from './types';

// One Vietnamese spelling throughout: the tone mark of an open 'oa', 'oe' or 'uy' sits on the first vowel
// (Hủy, Xóa, Hóa đơn, sức khỏe), the spelling the rest of the suite and the error catalogue use.
// The other placement (Huỷ, Xoá, Hoá đơn, khoẻ) is correct too, but mixing both on one screen reads as a typo.
// After 'q' the 'u' belongs to the consonant, so 'quý' is right; with a final letter ('hoàn', 'Huỳnh',
// 'khuỷu') the mark sits on the second vowel in both styles.
const otherStyle = /(?<![qQ])[uU][ỳýỷỹỵ](?!\p{L})|[oO][àáảãạèéẻẽẹ](?!\p{L})/u;

function words(text: string): string[] {
  return text.normalize('NFC').split(/[^\p{L}]+/u);
}

function offending(text: string): string[] {
  return words(text).filter((word) => otherStyle.test(word));
}

function leaves(node: Messages, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

describe('Vietnamese spelling', () => {
  it('the check tells the two tone placements apart', () => {
    expect(offending('Huỷ lịch · Xoá bộ lọc · Hoá đơn · sức khoẻ · Thuỷ · hoà')).toEqual([
      'Huỷ',
      'Xoá',
      'Hoá',
      'khoẻ',
      'Thuỷ',
      'hoà',
    ]);
    expect(
      offending('Hủy lịch · Xóa · Hóa đơn · sức khỏe · quý khách · hoàn tác · Huỳnh · khuỷu · khuya'),
    ).toEqual([]);
    // Text written with combining marks is read as the composed letters it shows.
    expect(offending('Xoa\u0301')).toEqual(['Xoá']);
  });

  it('the vi dictionaries use Hủy, Xóa, Hóa (never Huỷ, Xoá, Hoá)', () => {
    const found = leaves(vi as unknown as Messages).flatMap(([path, text]) =>
      offending(text).map((word) => `${path}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it('the Vietnamese error texts do too', () => {
    const found = Object.entries(errors).flatMap(([key, def]) =>
      offending(def.vi).map((word) => `${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});
