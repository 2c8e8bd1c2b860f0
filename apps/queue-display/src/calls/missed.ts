import type { RecentCall } from '../types';

/** A call older than this is history, not news: after a long outage the display does not read out a backlog. */
const MISSED_CALL_MAX_AGE_MS = 2 * 60 * 1000;

/**
 * The recent calls to speak after a (re)connect: not spoken yet, newer than the last one spoken, at most two
 * minutes old; oldest first, the order they were made in.
 */
export function missedCalls(
  recent: RecentCall[],
  lastSpokenId: number,
  isSpoken: (id: number) => boolean,
  now: number,
) {
  return recent
    .filter(
      (call) =>
        call.id > lastSpokenId &&
        !isSpoken(call.id) &&
        now - Date.parse(call.calledAt) <= MISSED_CALL_MAX_AGE_MS,
    )
    .sort((a, b) => Date.parse(a.calledAt) - Date.parse(b.calledAt) || a.id - b.id);
}
