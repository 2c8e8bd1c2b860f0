import {
  type AppointmentAction,
  type AppointmentStatus,
  actionsFor,
  appointmentTransitions,
} from '@clinic/domain';

/** The buttons of an appointment: the actions its status allows (domain table) that the user's features grant. */
export function visibleActions(
  status: AppointmentStatus,
  hasFeature: (featureId: number) => boolean,
): AppointmentAction[] {
  return actionsFor(status).filter((action) => hasFeature(appointmentTransitions[action].feature));
}

/**
 * Where the actions show: 'details' on the appointment page (screen 10: edit too, finishing at once); 'row' on a
 * row of today's queue (screen 11: small buttons, the call to the room, finishing asks first); 'list' on a row of
 * the appointment list (a row's buttons, asked as screen 10, which the user must be able to write).
 */
export type ActionsLayout = 'details' | 'row' | 'list';

/** Whether the actions sit in a row (queue or list): small buttons, no edit, the patient named in texts. */
export const inRow = (layout: ActionsLayout) => layout !== 'details';
