import { describe, expect, it } from 'vitest';
import { insertAt, moveItem, optionProblems, removeAt } from './ordering';

describe('ordering a form’s properties and a list’s options', () => {
  it('moves one item a place up or down, and nothing past either end', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('never changes the list it was given', () => {
    const list = [1, 2, 3];
    moveItem(list, 0, 1);
    removeAt(list, 1);
    insertAt(list, 1, 9);
    expect(list).toEqual([1, 2, 3]);
  });

  it('removes and inserts by position', () => {
    expect(removeAt(['A', 'B', 'O'], 1)).toEqual(['A', 'O']);
    expect(insertAt(['A', 'O'], 1, 'B')).toEqual(['A', 'B', 'O']);
    expect(insertAt(['A'], 5, 'B')).toEqual(['A', 'B']);
  });

  it('finds empty options and repeats of earlier ones, like the server (1024, 1025)', () => {
    expect(optionProblems(['Có', 'Không'])).toEqual({});
    expect(optionProblems(['Có', '  ', 'Không', ' CÓ '])).toEqual({ 1: 'empty', 3: 'duplicate' });
  });
});
