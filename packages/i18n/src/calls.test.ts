import { describe, expect, it } from 'vitest';
import { callPhrase } from './calls';

describe('the call phrase', () => {
  it('calls a number to a room in Vietnamese and in English', () => {
    expect(callPhrase('vi', 12, 'Phòng khám 3')).toBe('Mời số 12 vào phòng khám 3');
    expect(callPhrase('en', 12, 'Phòng khám 3')).toBe('Number 12, please go to room 3');
    expect(callPhrase('en', 7, 'Phòng 5')).toBe('Number 7, please go to room 5');
  });

  it('keeps a room named otherwise, such as a location, as it is', () => {
    expect(callPhrase('vi', 4, 'Cơ sở Quận 1')).toBe('Mời số 4 vào Cơ sở Quận 1');
    expect(callPhrase('en', 4, 'Cơ sở Quận 1')).toBe('Number 4, please go to Cơ sở Quận 1');
  });
});
