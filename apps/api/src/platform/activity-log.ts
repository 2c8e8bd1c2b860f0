import type { ActivityAction, ActivityEntityType } from '@clinic/domain';
import { activityLogs } from '../db/schema/index.js';
import type { Tx } from './tx.js';

/** Writes the activity-log row for a change, inside the transaction that makes the change. */
export async function record(
  tx: Tx,
  entityType: ActivityEntityType,
  entityId: number | null,
  action: ActivityAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.db.insert(activityLogs).values({
    clinicId: tx.actor.clinicId,
    userId: tx.actor.userId,
    entityType,
    entityId,
    action,
    details,
  });
}
