import { describe, expect, it } from 'vitest';
import { bookingDictionaries } from './booking';
import { displayDictionaries } from './display';
import { LANGUAGES } from './i18n';
import { kioskDictionaries } from './kiosk';
import en from './locales/en';
import { sharedDictionaries } from './locales/shared';
import vi from './locales/vi';
import { isPluralForms, pluralCategories } from './plural';
import { printDictionaries } from './print';
import { staffDictionaries } from './staff';
import type { Messages } from './types';

const dictionaries: Record<(typeof LANGUAGES)[number], Messages> = { vi, en };

/**
 * Every leaf path of a nested dictionary (a counted message's plural forms are one leaf), with a note when a
 * node is neither a string nor an object.
 */
function leafPaths(node: Messages, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === 'string' || isPluralForms(value)) return [path];
    if (value && typeof value === 'object') return leafPaths(value, `${path}.`);
    return [`${path} (not a string)`];
  });
}

const leafAt = (dictionary: Messages, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Messages)[part], dictionary);

/** The texts of a leaf: the string, or each of its plural forms. */
const textsOf = (leaf: unknown): string[] =>
  typeof leaf === 'string'
    ? [leaf]
    : isPluralForms(leaf)
      ? Object.values(leaf).filter((v) => v !== undefined)
      : [];

describe('dictionaries', () => {
  const reference = leafPaths(dictionaries.vi).sort();

  it('have Vietnamese as the reference with some keys', () => {
    expect(reference.length).toBeGreaterThan(10);
  });

  it('are split into the shared, staff, booking, kiosk, display and print areas, each area loaded by exactly one of them', () => {
    for (const lang of LANGUAGES) {
      const parts = [
        sharedDictionaries,
        staffDictionaries,
        bookingDictionaries,
        kioskDictionaries,
        displayDictionaries,
        printDictionaries,
      ].map((d) => Object.keys(d[lang]));
      const all = parts.flat();
      expect(all.filter((area, i) => all.indexOf(area) !== i)).toEqual([]);
      expect(all.sort()).toEqual(Object.keys(dictionaries[lang]).sort());
    }
  });

  for (const lang of LANGUAGES) {
    it(`${lang} has exactly the keys of vi`, () => {
      const keys = leafPaths(dictionaries[lang]).sort();
      const missing = reference.filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !reference.includes(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${lang} has no empty strings`, () => {
      const empty = leafPaths(dictionaries[lang]).filter((path) =>
        textsOf(leafAt(dictionaries[lang], path)).some((text) => text.trim() === ''),
      );
      expect(empty).toEqual([]);
    });

    it(`${lang} gives every counted message each plural form its language tells apart`, () => {
      const needed = pluralCategories(lang).sort();
      const wrong = reference
        .filter((path) => isPluralForms(leafAt(dictionaries.vi, path)))
        .filter((path) => {
          const leaf = leafAt(dictionaries[lang], path);
          return !isPluralForms(leaf) || !needed.every((category) => leaf[category] !== undefined);
        });
      expect(wrong).toEqual([]);
    });
  }

  it('write every message that shows a {{count}} as plural forms, so English can say "1 appointment"', () => {
    const plain = LANGUAGES.flatMap((lang) =>
      leafPaths(dictionaries[lang])
        .filter((path) => typeof leafAt(dictionaries[lang], path) === 'string')
        .filter((path) => (leafAt(dictionaries[lang], path) as string).includes('{{count}}'))
        .map((path) => `${lang}: ${path}`),
    );
    expect(plain).toEqual([]);
  });

  it('English needs "one" and "other", Vietnamese only "other"', () => {
    expect(pluralCategories('en').sort()).toEqual(['one', 'other']);
    expect(pluralCategories('vi')).toEqual(['other']);
  });

  it('the walker notices a key that exists in only one language', () => {
    const a: Messages = { x: { y: 'a', z: 'b' } };
    const b: Messages = { x: { y: 'a' }, w: 'c' };
    expect(leafPaths(a)).toEqual(['x.y', 'x.z']);
    expect(leafPaths(b)).toEqual(['x.y', 'w']);
  });

  it('the walker reads plural forms as one leaf, and an area that merely has an "other" key as an area', () => {
    const forms: Messages = { total: { one: '1 item', other: '{{count}} items' } };
    const area: Messages = { nationality: { vietnam: 'Việt Nam', other: 'Khác' } };
    expect(leafPaths(forms)).toEqual(['total']);
    expect(leafPaths(area)).toEqual(['nationality.vietnam', 'nationality.other']);
  });
});
