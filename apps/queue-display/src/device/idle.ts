import type { IdleCondition } from '@clinic/device';

/**
 * Nobody touches the TV: it is idle once no call has been on air for 30 s (the app passes "no call on air" as
 * its quiet), so an update never cuts a call short.
 */
export const quietBetweenCalls: IdleCondition = { seconds: 30, activity: [] };
