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
 * Where the actions show: 'details' on the appointment page (screen 10: edit too, finishing at once), 'row' on a
 * row of today's queue (screen 11: small buttons, the call to the room, finishing asks first).
 */
export type ActionsLayout = 'details' | 'row';
