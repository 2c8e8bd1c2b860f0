import type { KioskAppointment, KioskAppointmentKey, KioskTicket } from '@clinic/api-client/public';

/** Screens a patient can land on when the kiosk cannot check them in. */
export type RefusalKind = Exclude<KioskAppointment['verdict'], 'ready'> | 'notFound' | 'error';

/** Where the patient is in the check-in; the kiosk returns to `start` when left alone. */
export type Step =
  | { name: 'start' }
  | { name: 'scan' }
  | { name: 'type' }
  | { name: 'confirm'; appointment: KioskAppointment; key: KioskAppointmentKey }
  | { name: 'ticket'; ticket: KioskTicket }
  | {
      name: 'refusal';
      kind: RefusalKind;
      appointment?: KioskAppointment;
      key?: KioskAppointmentKey;
    };

/** The screen a found appointment leads to. */
export function stepForAppointment(appointment: KioskAppointment, key: KioskAppointmentKey): Step {
  if (appointment.verdict === 'ready') return { name: 'confirm', appointment, key };
  return { name: 'refusal', kind: appointment.verdict, appointment, key };
}
