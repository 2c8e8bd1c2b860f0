import type { ServiceOrderItem } from '@clinic/api-client';
import { TaskLane } from '@clinic/domain';

/**
 * The ordered services not done yet (waiting or under way): finishing the exam leaves them undone, so the doctor
 * is asked first with their names. Empty when the services could not be read: the other finish question covers it.
 */
export function pendingServices(services: readonly ServiceOrderItem[] | undefined): ServiceOrderItem[] {
  return (services ?? []).filter((s) => s.lane !== TaskLane.Done);
}
