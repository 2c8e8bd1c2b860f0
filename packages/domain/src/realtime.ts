import type { ValueOf } from './util';

// Realtime event names (SPEC §7), shared by the API and the clients. Payloads are defined beside the services.

export const RealtimeEvent = {
  Connect: 'connect',
  Authenticate: 'authenticate',
  Authorized: 'authorized',
  Disconnect: 'disconnect',
  /** `{ id, source: 'staff' | 'online' }`: online bookings are what receptionists will be notified of. */
  AppointmentAdd: 'appointment.add',
  AppointmentAddCheckIn: 'appointment.add-check-in',
  AppointmentApprove: 'appointment.approve',
  AppointmentCheckIn: 'appointment.checkin',
  AppointmentCancel: 'appointment.cancel',
  AppointmentInvalid: 'appointment.invalid',
  AppointmentStartExam: 'appointment.start-exam',
  AppointmentFinishExam: 'appointment.finish-exam',
  AppointmentCreateUpdatePrescription: 'appointment.create-update-prescription',
  InvoiceCreateUpdate: 'invoice.create-update',
  InvoiceCancel: 'invoice.cancel',
  InvoicePay: 'invoice.pay',
  /** Issue F: a doctor schedule was created, edited or deleted (payload `{ scheduleId }`). */
  ScheduleChange: 'schedule.change',
  /**
   * Issue J: a patient is called to a room — the exam started, or Call / Call again on the queue screen. Payload
   * `QueueCallPayload`: what the waiting-room display shows and speaks, by call id (never a name).
   */
  QueueCall: 'queue.call',
} as const;
export type RealtimeEvent = ValueOf<typeof RealtimeEvent>;

/** Events that refresh appointment, invoice or prescription lists. */
export const domainRealtimeEvents: readonly RealtimeEvent[] = Object.values(RealtimeEvent).filter((name) =>
  name.includes('.'),
);

/** The payload of `queue.call`: one call to a room, spoken at most once per display (by `id`). */
export interface QueueCallPayload {
  /** The call's id: the display asks the server to speak it by this id. */
  id: number;
  appointmentId: number;
  doctorId: number;
  locationId: number;
  orderNumber: number;
  /** The doctor's room, or the location's name. */
  room: string;
  /** ISO instant. */
  calledAt: string;
}
