import { describe, expect, it } from 'vitest';
import { dictionaries, LANGUAGES } from './i18n';
import type { Messages } from './types';

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
