import { describe, expect, it } from 'vitest';
import { bookingDictionaries } from './booking';
import { displayDictionaries } from './display';
import { LANGUAGES } from './i18n';
import { kioskDictionaries } from './kiosk';
import en from './locales/en';
import { sharedDictionaries } from './locales/shared';
import vi from './locales/vi';
import { staffDictionaries } from './staff';
import type { Messages } from './types';

const dictionaries: Record<(typeof LANGUAGES)[number], Messages> = { vi, en };

/** Every leaf path of a nested dictionary, with a note when a node is neither a string nor an object. */
function leafPaths(node: Messages, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') return [path];
    if (value && typeof value === 'object') return leafPaths(value, `${path}.`);
    return [`${path} (not a string)`];
  });
}

describe('dictionaries', () => {
  const reference = leafPaths(dictionaries.vi).sort();

  it('have Vietnamese as the reference with some keys', () => {
    expect(reference.length).toBeGreaterThan(10);
  });

  it('are split into the shared, staff, booking, kiosk and display areas, each area loaded by exactly one of them', () => {
    for (const lang of LANGUAGES) {
      const parts = [
        sharedDictionaries,
        staffDictionaries,
        bookingDictionaries,
        kioskDictionaries,
        displayDictionaries,
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
      const empty = leafPaths(dictionaries[lang]).filter((path) => {
        const value = path
          .split('.')
          .reduce<unknown>((node, part) => (node as Messages)[part], dictionaries[lang]);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  }

  it('the walker notices a key that exists in only one language', () => {
    const a: Messages = { x: { y: 'a', z: 'b' } };
    const b: Messages = { x: { y: 'a' }, w: 'c' };
    expect(leafPaths(a)).toEqual(['x.y', 'x.z']);
    expect(leafPaths(b)).toEqual(['x.y', 'w']);
  });
});
