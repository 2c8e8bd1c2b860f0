import { describe, expect, it } from 'vitest';
import { choiceSearch, parseChoice, previousChoice, stepOf } from './choice';

describe('the booking choice in the address', () => {
  it('round-trips through the query string and ignores what is malformed', () => {
    const choice = {
      locationId: 1,
      specialtyId: 2,
      doctor: 'any' as const,
      date: '2026-11-23',
      time: '08:30',
    };
    expect(parseChoice(choiceSearch(choice))).toEqual(choice);
    expect(parseChoice('?location=-1&specialty=x&doctor=7&date=23/11&time=8h')).toEqual({
      locationId: undefined,
      specialtyId: undefined,
      doctor: 7,
      date: undefined,
      time: undefined,
    });
  });

  it('walks the steps forward and back', () => {
    const full = { locationId: 1, specialtyId: 2, doctor: 7, date: '2026-11-23', time: '08:30' };
    expect(stepOf({})).toBe('service');
    expect(stepOf({ locationId: 1, specialtyId: 2 })).toBe('doctor');
    expect(stepOf({ locationId: 1, specialtyId: 2, doctor: 7, date: '2026-11-23' })).toBe('time');
    expect(stepOf(full)).toBe('details');
    expect(previousChoice(full)).toEqual({ ...full, time: undefined });
    expect(stepOf(previousChoice(previousChoice(full)))).toBe('doctor');
    expect(previousChoice({ locationId: 1, specialtyId: 2 })).toEqual({ locationId: 1 });
  });
});
