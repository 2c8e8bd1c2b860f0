import { describe, expect, it } from 'vitest';
import type { RecentCall } from '../types';
import { missedCalls } from './missed';

const now = Date.parse('2026-11-23T03:00:00Z');
const recent = (id: number, secondsAgo: number): RecentCall => ({
  id,
  orderNumber: id,
  initials: 'A.',
  room: 'Phòng 3',
  doctorName: 'BS. Cường',
  calledAt: new Date(now - secondsAgo * 1000).toISOString(),
});

describe('calls missed while the socket was away', () => {
  it('are the unspoken ones newer than the last spoken and at most 2 minutes old, oldest first', () => {
    const answer = [recent(9, 10), recent(8, 60), recent(7, 90), recent(6, 100), recent(5, 200)];
    const spoken = new Set([6, 8]);
    expect(missedCalls(answer, 6, (id) => spoken.has(id), now).map((c) => c.id)).toEqual([7, 9]);
  });
});
