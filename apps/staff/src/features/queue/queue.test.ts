import type { AppointmentItem } from '@clinic/api-client';
import { AppointmentFeature, AppointmentStatus as S } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import {
  ageOf,
  groupQueue,
  mergeQueueEvent,
  queueActions,
  queueCall,
  queueCounts,
  readQueueQuery,
  tabOf,
  writeQueueQuery,
} from './queue';
import { item } from './testing';

describe('groupQueue', () => {
  const day = [
    item(1, S.NotApproved),
    item(2, S.Approved),
    item(3, S.CheckedIn, { orderNumber: 2 }),
    item(4, S.CheckedIn, { orderNumber: 1 }),
    item(5, S.InProgress, { orderNumber: 3 }),
    item(6, S.Finished, { orderNumber: 4 }),
    item(7, S.Canceled, { cancelReason: 'Bận' }),
    item(8, S.Invalid, { invalidReason: 'Đổi lịch' }),
  ];

  it('puts not-approved and approved under New, cancelled and invalid in tabs apart (as the reports count them)', () => {
    expect(tabOf(S.NotApproved)).toBe('new');
    expect(tabOf(S.Approved)).toBe('new');
    expect(tabOf(S.Canceled)).toBe('canceled');
    expect(tabOf(S.Invalid)).toBe('invalid');
    const groups = groupQueue(day);
    expect(groups.new.map((a) => a.id)).toEqual([1, 2]);
    expect(groups.canceled.map((a) => a.id)).toEqual([7]);
    expect(groups.invalid.map((a) => a.id)).toEqual([8]);
    expect(queueCounts(groups)).toEqual({
      new: 2,
      checkedIn: 2,
      inProgress: 1,
      finished: 1,
      canceled: 1,
      invalid: 1,
    });
  });

  it('orders checked-in patients by order number, new ones by time', () => {
    const groups = groupQueue([
      ...day,
      item(9, S.Approved, { start: '2026-07-06T00:30:00.000Z' }),
      item(10, S.CheckedIn, { orderNumber: 5, start: '2026-07-06T00:00:00.000Z' }),
    ]);
    expect(groups.checkedIn.map((a) => a.orderNumber)).toEqual([1, 2, 5]);
    expect(groups.new.map((a) => a.id)).toEqual([9, 1, 2]);
  });

  it('counts zero on an empty day', () => {
    expect(queueCounts(groupQueue([]))).toEqual({
      new: 0,
      checkedIn: 0,
      inProgress: 0,
      finished: 0,
      canceled: 0,
      invalid: 0,
    });
  });
});

describe('queueActions', () => {
  const all = () => true;
  it('offers the domain moves of each status', () => {
    expect(queueActions(S.NotApproved, all)).toEqual(['approve', 'cancel']);
    expect(queueActions(S.Approved, all)).toEqual(['checkIn', 'cancel']);
    expect(queueActions(S.CheckedIn, all)).toEqual(['startExam', 'cancel']);
    expect(queueActions(S.InProgress, all)).toEqual(['finishExam', 'cancel']);
    expect(queueActions(S.Finished, all)).toEqual([]);
    expect(queueActions(S.Canceled, all)).toEqual([]);
    expect(queueActions(S.Invalid, all)).toEqual(['cancel']);
  });

  it('keeps only the moves whose feature the user holds', () => {
    const examOnly = (id: number) => id === AppointmentFeature.Examination;
    expect(queueActions(S.CheckedIn, examOnly)).toEqual(['startExam']);
    expect(queueActions(S.Approved, examOnly)).toEqual([]);
    const reception = (id: number) => id === AppointmentFeature.CheckIn || id === AppointmentFeature.Cancel;
    expect(queueActions(S.Approved, reception)).toEqual(['checkIn', 'cancel']);
    expect(queueActions(S.InProgress, reception)).toEqual(['cancel']);
  });
});

describe('the URL query', () => {
  it('reads and writes the tab and filters, leaving defaults out', () => {
    const query = readQueueQuery(new URLSearchParams('tab=checkedIn&doctors=3,4&locations=2'));
    expect(query).toEqual({ tab: 'checkedIn', doctorIds: [3, 4], locationIds: [2] });
    expect(writeQueueQuery(query).toString()).toBe('tab=checkedIn&doctors=3%2C4&locations=2');
    expect(readQueueQuery(new URLSearchParams('tab=nope')).tab).toBe('new');
    expect(writeQueueQuery({ tab: 'new', doctorIds: [], locationIds: [] }).toString()).toBe('');
  });

  it('gives the age from the year of birth', () => {
    expect(ageOf(1990, '2026-07-06')).toBe(36);
    expect(ageOf(null, '2026-07-06')).toBeNull();
  });
});

describe('queueCall', () => {
  it('calls a waiting patient, calls again one being examined, and never one without an order number', () => {
    expect(queueCall(S.CheckedIn, 12)).toBe('call');
    expect(queueCall(S.InProgress, 12)).toBe('callAgain');
    expect(queueCall(S.CheckedIn, null)).toBeNull();
    for (const status of [S.NotApproved, S.Approved, S.Finished, S.Canceled, S.Invalid]) {
      expect(queueCall(status, 12), String(status)).toBeNull();
    }
  });
});

describe('mergeQueueEvent (the list follows event payloads)', () => {
  const today = '2026-07-06';
  const event = (id: number, status: number, extra: Partial<AppointmentItem> = {}) => ({
    ...item(id, status, { updatedAt: '2026-07-06T01:00:00.000Z', ...extra }),
    room: 'Phòng 3',
  });
  const list = [item(1, S.Approved), item(2, S.CheckedIn, { orderNumber: 1 })];

  it('replaces a held appointment, unless the list already holds a newer state of it', () => {
    const merged = mergeQueueEvent(list, event(1, S.CheckedIn, { orderNumber: 2 }), {}, today);
    expect(merged.map((a) => [a.id, a.status, a.orderNumber])).toEqual([
      [1, S.CheckedIn, 2],
      [2, S.CheckedIn, 1],
    ]);
    const stale = event(1, S.Approved, { updatedAt: '2026-07-04T00:00:00.000Z' });
    expect(mergeQueueEvent(merged, stale, {}, today)).toEqual(merged);
  });

  it('adds a new appointment of today that matches the filters, and nothing else', () => {
    expect(mergeQueueEvent(list, event(3, S.Approved), {}, today).map((a) => a.id)).toEqual([1, 2, 3]);
    expect(mergeQueueEvent(list, event(3, S.Approved, { date: '2026-07-07' }), {}, today)).toEqual(list);
    expect(mergeQueueEvent(list, event(3, S.Approved, { doctorId: 2 }), { doctorIds: [1] }, today)).toEqual(
      list,
    );
    expect(
      mergeQueueEvent(list, event(3, S.Approved, { locationId: 2 }), { locationIds: [1] }, today),
    ).toEqual(list);
  });

  it('drops an appointment moved to another doctor outside the filter or to another day', () => {
    expect(
      mergeQueueEvent(list, event(1, S.Approved, { doctorId: 2 }), { doctorIds: [1] }, today).map(
        (a) => a.id,
      ),
    ).toEqual([2]);
    expect(
      mergeQueueEvent(list, event(1, S.Approved, { date: '2026-07-08' }), {}, today).map((a) => a.id),
    ).toEqual([2]);
  });
});
