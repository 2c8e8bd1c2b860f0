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
