import { describe, expect, it } from 'vitest';
import {
  blockPosition,
  hourRange,
  layoutLanes,
  rangeOfDays,
  segmentOnDay,
  stackSegments,
  weekDays,
} from './calendar';

const hcm = 'Asia/Ho_Chi_Minh';

describe('the week calendar', () => {
  it('a week runs Monday to Sunday, whichever day is in view', () => {
    expect(weekDays('2026-07-08')).toEqual([
      '2026-07-06',
      '2026-07-07',
      '2026-07-08',
      '2026-07-09',
      '2026-07-10',
      '2026-07-11',
      '2026-07-12',
    ]);
    expect(weekDays('2026-07-12')[0]).toBe('2026-07-06');
    // Across a month and a year end.
    expect(weekDays('2027-01-01')).toEqual(expect.arrayContaining(['2026-12-28', '2027-01-03']));
  });

  it('searches from the clinic midnight of Monday to the one after Sunday', () => {
    expect(rangeOfDays('2026-07-06', '2026-07-12', hcm)).toEqual({
      from: '2026-07-05T17:00:00.000Z',
      to: '2026-07-12T17:00:00.000Z',
    });
  });
});

describe('placing an occurrence in its day column', () => {
  it('Dr. Mai 08:00–11:30 (clinic time) sits from 2 h to 5.5 h into a 06:00–21:00 column', () => {
    const occurrence = { start: '2026-07-06T01:00:00.000Z', end: '2026-07-06T04:30:00.000Z' };
    const segment = segmentOnDay(occurrence, '2026-07-06', hcm);
    expect(segment).toEqual({ start: 8 * 60, end: 11 * 60 + 30 });
    expect(blockPosition(segment!, { from: 6, to: 21 })).toEqual({ top: 13.33, height: 23.33 });
    // It is not on the next day.
    expect(segmentOnDay(occurrence, '2026-07-07', hcm)).toBeNull();
  });

  it('a UTC-midnight-crossing time stays on the clinic day it belongs to', () => {
    // 06:30 on the 7th in Ho Chi Minh City is 23:30 UTC on the 6th.
    const occurrence = { start: '2026-07-06T23:30:00.000Z', end: '2026-07-07T02:00:00.000Z' };
    expect(segmentOnDay(occurrence, '2026-07-06', hcm)).toBeNull();
    expect(segmentOnDay(occurrence, '2026-07-07', hcm)).toEqual({ start: 6 * 60 + 30, end: 9 * 60 });
  });

  it('a night shift shows in both days, each part clipped at midnight', () => {
    const night = { start: '2026-07-06T15:00:00.000Z', end: '2026-07-06T23:00:00.000Z' }; // 22:00–06:00
    expect(segmentOnDay(night, '2026-07-06', hcm)).toEqual({ start: 22 * 60, end: 24 * 60 });
    expect(segmentOnDay(night, '2026-07-07', hcm)).toEqual({ start: 0, end: 6 * 60 });
  });

  it('the grid widens past 06:00–21:00 to whole hours when a schedule falls outside', () => {
    expect(hourRange([{ start: 8 * 60, end: 17 * 60 }])).toEqual({ from: 6, to: 21 });
    expect(hourRange([{ start: 5 * 60 + 30, end: 21 * 60 + 15 }])).toEqual({ from: 5, to: 22 });
    expect(hourRange([{ start: 22 * 60, end: 24 * 60 }])).toEqual({ from: 6, to: 24 });
  });

  it('a block outside the shown hours is clipped to the column', () => {
    expect(blockPosition({ start: 5 * 60, end: 7 * 60 }, { from: 6, to: 8 })).toEqual({ top: 0, height: 50 });
  });
});

describe('overlapping occurrences share the width', () => {
  it('three doctors in the morning take a third each; the afternoon one alone takes the whole column', () => {
    const laid = layoutLanes([
      { id: 'hung', start: 480, end: 690 },
      { id: 'mai', start: 480, end: 690 },
      { id: 'minh', start: 540, end: 720 },
      { id: 'pm', start: 810, end: 1020 },
    ]);
    const of = (id: string) => laid.find((b) => b.id === id)!;
    expect([of('hung').lane, of('mai').lane, of('minh').lane].sort()).toEqual([0, 1, 2]);
    expect(of('hung').lanes).toBe(3);
    expect(of('minh').lanes).toBe(3);
    expect(of('pm')).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('a lane is reused once its block ends, and back-to-back blocks do not overlap', () => {
    const laid = layoutLanes([
      { id: 'a', start: 480, end: 600 },
      { id: 'b', start: 540, end: 660 },
      { id: 'c', start: 600, end: 720 },
    ]);
    expect(laid.map((b) => [b.id, b.lane, b.lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
    ]);
    expect(
      layoutLanes([
        { start: 480, end: 600 },
        { start: 600, end: 700 },
      ]).map((b) => b.lanes),
    ).toEqual([1, 1]);
  });
});

describe('doctors over the same hours', () => {
  it('share one stack instead of six slivers; other hours keep their own block', () => {
    const stacks = stackSegments([
      { id: 'hung', start: 480, end: 690 },
      { id: 'mai', start: 480, end: 690 },
      { id: 'minh', start: 480, end: 690 },
      { id: 'late', start: 540, end: 690 },
    ]);
    expect(stacks.map((s) => [s.start, s.end, s.items.map((i) => i.id)])).toEqual([
      [480, 690, ['hung', 'mai', 'minh']],
      [540, 690, ['late']],
    ]);
    expect(layoutLanes(stacks).map((s) => s.lanes)).toEqual([2, 2]);
  });
});
