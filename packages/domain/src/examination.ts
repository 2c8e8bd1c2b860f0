import { AppointmentStatus } from './appointments';
import { type Dose, doseTotal, type Packaging, packsFor } from './dose';
import { TaskLane } from './enums';

// The examination's rules (docs/product.md#the-examination): what may be ordered when, how a service-order card moves,
// and the limits of a prescription.

/** At most this many medicines on one prescription or prescription template (docs/product.md#the-examination). */
export const MAX_PRESCRIPTION_ITEMS = 20;
/** At most this many services ordered for one visit. */
export const MAX_ORDERED_SERVICES = 50;
/** At most this many packages sold in one visit. */
export const MAX_VISIT_PACKAGES = 10;
/** Most of one service in one visit (its quantity). */
export const MAX_SERVICE_QUANTITY = 100;
/** Most of one medicine on one prescription line. */
export const MAX_PRESCRIBED_QUANTITY = 10_000;

/** A visit's services, result sheets and prescription are written while the patient is checked in or examined. */
export const examinationStatuses: readonly number[] = [
  AppointmentStatus.CheckedIn,
  AppointmentStatus.InProgress,
];

export function isExaminationOpen(status: number): boolean {
  return examinationStatuses.includes(status);
}

export const taskLanes = [TaskLane.Todo, TaskLane.Doing, TaskLane.Done] as const;

/**
 * The moves of a service-order card: forward one lane, or back one lane to undo a slip. Todo → Done in one move is
 * allowed too (a quick service done on the spot); a move to the lane it is in is no move and is refused.
 */
const laneMoves: Record<TaskLane, readonly TaskLane[]> = {
  [TaskLane.Todo]: [TaskLane.Doing, TaskLane.Done],
  [TaskLane.Doing]: [TaskLane.Todo, TaskLane.Done],
  [TaskLane.Done]: [TaskLane.Doing],
};

export function canMoveLane(from: TaskLane, to: TaskLane): boolean {
  return laneMoves[from].includes(to);
}

/** An ordered service may be taken off the visit only while it is not Done and not paid. */
export function canRemoveServiceOrder(order: { lane: TaskLane; paid: boolean }): boolean {
  return order.lane !== TaskLane.Done && !order.paid;
}

/**
 * The prescription may be written while the patient is checked in or examined, and after the exam is finished
 * (the doctor completes it before the patient pays), until billing marks it paid.
 */
export const prescriptionStatuses: readonly number[] = [...examinationStatuses, AppointmentStatus.Finished];

export function canPrescribe(status: number): boolean {
  return prescriptionStatuses.includes(status);
}

/**
 * The quantity a prescription line suggests until the doctor types one: the day's doses times the days, in what is
 * handed over: whole units rounded up (1.5 tablets a day for 5 days is 8 tablets), or whole packs when the doses
 * count a smaller unit (10 tablets at 10 a strip is 1 strip); null when there is nothing to multiply.
 */
export function suggestedQuantity(line: Dose, packaging?: Packaging): number | null {
  const total = doseTotal(line);
  if (total === null) return null;
  return packaging ? packsFor(total, packaging) : Math.ceil(total);
}
