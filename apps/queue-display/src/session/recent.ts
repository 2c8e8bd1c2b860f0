import type { QueueCallPayload } from '@clinic/domain';
import type { DisplayDoctor, RecentCall } from '../types';

/** How many recent calls the strip shows (the API answers the last 8). */
export const RECENT_SHOWN = 6;

/**
 * The strip's calls: the server's list, plus live calls it has not answered yet (their doctor's name from the
 * queue, their initials unknown until the next read); newest first.
 */
export function mergeRecent(
  fromServer: RecentCall[],
  live: QueueCallPayload[],
  doctors: DisplayDoctor[],
): RecentCall[] {
  const byId = new Map<number, RecentCall>();
  for (const call of live) {
    const doctor = doctors.find((d) => d.doctorId === call.doctorId);
    byId.set(call.id, {
      id: call.id,
      orderNumber: call.orderNumber,
      initials: '',
      room: call.room,
      doctorName: doctor?.doctorName ?? '',
      calledAt: call.calledAt,
    });
  }
  for (const call of fromServer) byId.set(call.id, call);
  return [...byId.values()]
    .sort((a, b) => Date.parse(b.calledAt) - Date.parse(a.calledAt) || b.id - a.id)
    .slice(0, RECENT_SHOWN);
}
