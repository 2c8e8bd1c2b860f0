import { AppointmentAction } from './appointment-flow';
import type { NotificationTarget } from './notifications';
import type { ValueOf } from './util';

// Realtime event names and their payloads, one contract for the API and the clients
// (docs/architecture.md#events-and-realtime).

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
  /** A doctor schedule was created, edited or deleted (payload `{ scheduleId }`). */
  ScheduleChange: 'schedule.change',
  /**
   * A patient is called to a room — the exam started, or Call / Call again on the queue screen. Payload
   * `QueueCallPayload`: what the waiting-room display shows and speaks, by call id (never a name).
   */
  QueueCall: 'queue.call',
  /**
   * A visit's service orders changed: ordered, removed, or a card moved lane (payload `ServiceOrderChangePayload`),
   * so the service-order board and the exam screen update live.
   */
  ServiceOrderChange: 'service-order.change',
  /**
   * A stock sheet was saved: lots of these medicines moved (payload `StockChangePayload`), so stock on hand, the
   * sheet list and the prescribing stock hint refresh.
   */
  StockChange: 'stock.change',
  /** A bank transfer was reported or attached (payload `{ id, status }`): the unmatched transfers list reloads. */
  BankTransferChange: 'bank-transfer.change',
  /** A visit's billing finished (payload `{ appointmentId }`): it leaves every cashier's queue. */
  BillingFinish: 'billing.finish',
  /**
   * A notification for one user (payload `NotificationNewPayload`), heard only in that user's own room: the bell
   * rings and its count updates without a read.
   */
  NotificationNew: 'notification.new',
} as const;
export type RealtimeEvent = ValueOf<typeof RealtimeEvent>;

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

/** The patient as an appointment shows it to staff. */
export interface AppointmentPatientView {
  id: number;
  code: string;
  fullName: string;
  phone: string;
  gender: number;
  yearOfBirth: number | null;
}

/**
 * One appointment as every appointment call answers it (and staff events carry it); date and time in the clinic's zone.
 */
export interface AppointmentView {
  id: number;
  code: string;
  status: number;
  /** ISO instants of the slot. */
  start: string;
  end: string;
  /** The clinic day 'YYYY-MM-DD' and 'HH:mm' of the start. */
  date: string;
  time: string;
  doctorId: number;
  doctorName: string;
  locationId: number;
  locationName: string;
  clinicPatientId: number;
  patient: AppointmentPatientView;
  symptom: string | null;
  note: string | null;
  cancelReason: string | null;
  invalidReason: string | null;
  orderNumber: number | null;
  notReserved: boolean;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
}

/**
 * What staff sockets hear with every appointment.* event: the appointment as the API answers it (so a queue row,
 * list row or details page is replaced in the cache without a read), plus the room the display would call it to.
 * Only sockets whose user may read the appointment itself hear it so; the screens that merely refresh on a visit's
 * move (the cashier's queue, the dashboard, re-examinations) hear `{ id, status, doctorId, locationId, date,
 * updatedAt }`, and invoice events reach the dashboard as `{ id, status, total, paymentMethod }`.
 */
export interface AppointmentEventPayload extends AppointmentView {
  /** The doctor's room, or the location's name. */
  room: string;
}

/**
 * What a kiosk or waiting-room display hears with an appointment.* event, in its location's room: numbers and
 * initials only, never a name or a phone (the screen is in a public room).
 */
export interface DeviceAppointmentEventPayload {
  id: number;
  status: number;
  doctorId: number;
  doctorName: string;
  room: string;
  locationId: number;
  orderNumber: number | null;
  /** The clinic day 'YYYY-MM-DD' of the slot. */
  date: string;
  initials: string;
  /** ISO instant: the display shows the patient called in last as the one in the room. */
  updatedAt: string;
}

/** `appointment.add`: also who booked, since online bookings are what receptionists are told of. */
export interface AppointmentAddPayload extends AppointmentEventPayload {
  source: 'staff' | 'online';
}

/** The appointment.* events whose payload is the appointment itself. */
export type AppointmentRealtimeEvent = Extract<RealtimeEvent, `appointment.${string}`>;

/**
 * The event each appointment action announces after commit: a status move its own, an edit `appointment.add`
 * (lists place the moved appointment as they place a new one). A schedule change that leaves bookings off their
 * slots announces `appointment.invalid` for each.
 */
export const appointmentEventOf = {
  [AppointmentAction.Approve]: RealtimeEvent.AppointmentApprove,
  [AppointmentAction.CheckIn]: RealtimeEvent.AppointmentCheckIn,
  [AppointmentAction.StartExam]: RealtimeEvent.AppointmentStartExam,
  [AppointmentAction.FinishExam]: RealtimeEvent.AppointmentFinishExam,
  [AppointmentAction.Cancel]: RealtimeEvent.AppointmentCancel,
  [AppointmentAction.Edit]: RealtimeEvent.AppointmentAdd,
} as const satisfies Record<AppointmentAction, AppointmentRealtimeEvent>;

/**
 * `service-order.change`: the visit whose orders changed, where and for whom (the board filters by location and
 * doctor), and the orders as they are now: the board replaces that visit's cards from it without a read.
 */
export interface ServiceOrderChangePayload {
  appointmentId: number;
  doctorId: number;
  locationId: number;
  /** The service orders of the visit after the change, in order (ServiceOrderCard in contracts/service-orders). */
  orders: readonly {
    id: number;
    serviceId: number;
    lane: 'todo' | 'doing' | 'done';
    updatedAt: string;
  }[];
}

/** `stock.change`: the saved sheet, its StockSheetType, and the medicines whose lots it moved. */
export interface StockChangePayload {
  sheetId: number;
  type: number;
  medicineIds: readonly number[];
}

/**
 * `invoice.create-update`, `invoice.pay`, `invoice.cancel`: the invoice as it now is, enough for the cashier's queue
 * and the invoice list to place it (they read the details again when they show them).
 */
export interface InvoiceEventPayload {
  id: number;
  code: string;
  /** An InvoiceStatus. */
  status: number;
  appointmentId: number | null;
  /** Null for a walk-in customer without a record. */
  clinicPatientId: number | null;
  total: number;
  /** A PaymentMethod, once paid. */
  paymentMethod: number | null;
}

/**
 * `notification.new`: the notification as the list answers it, in the user's language, and their unread count after
 * it (contracts/notifications NotificationView).
 */
export interface NotificationNewPayload {
  userId: number;
  notification: {
    id: number;
    kind: number;
    title: string;
    body: string;
    target: NotificationTarget | null;
    read: boolean;
    createdAt: string;
  };
  unreadCount: number;
}

/** A set-up resource (location, doctor, patient, device, …) was written. */
export interface ResourceChangePayload {
  resource: string;
  id: number;
  action: 'create' | 'update' | 'delete' | 'enable' | 'disable';
}

/**
 * Every event a staff socket can hear, by name: `tx.publish` and the clients' `on` are typed by it, so a
 * publisher that forgets a field the listeners read does not compile.
 */
export interface RealtimeEventPayloads {
  [RealtimeEvent.AppointmentAdd]: AppointmentAddPayload;
  [RealtimeEvent.AppointmentAddCheckIn]: AppointmentEventPayload;
  [RealtimeEvent.AppointmentApprove]: AppointmentEventPayload;
  [RealtimeEvent.AppointmentCheckIn]: AppointmentEventPayload;
  [RealtimeEvent.AppointmentCancel]: AppointmentEventPayload;
  [RealtimeEvent.AppointmentInvalid]: AppointmentEventPayload;
  [RealtimeEvent.AppointmentStartExam]: AppointmentEventPayload;
  [RealtimeEvent.AppointmentFinishExam]: AppointmentEventPayload;
  [RealtimeEvent.AppointmentCreateUpdatePrescription]: AppointmentEventPayload;
  [RealtimeEvent.InvoiceCreateUpdate]: InvoiceEventPayload;
  [RealtimeEvent.InvoiceCancel]: InvoiceEventPayload;
  [RealtimeEvent.InvoicePay]: InvoiceEventPayload;
  /** A bank transfer was reported (matched or parked) or attached by hand: screen 21's unmatched list reloads. */
  [RealtimeEvent.BankTransferChange]: { id: number; status: 'matched' | 'unmatched' | 'attached' };
  [RealtimeEvent.BillingFinish]: { appointmentId: number };
  [RealtimeEvent.ScheduleChange]: { scheduleId: number };
  [RealtimeEvent.QueueCall]: QueueCallPayload;
  [RealtimeEvent.ServiceOrderChange]: ServiceOrderChangePayload;
  [RealtimeEvent.StockChange]: StockChangePayload;
  [RealtimeEvent.NotificationNew]: NotificationNewPayload;
  'resource.change': ResourceChangePayload;
  /** A user's role, groups or status changed; that user reloads (or loses) their permissions. */
  'permissions.change': { userId: number };
}
export type RealtimeEventName = keyof RealtimeEventPayloads;

/** What devices hear, by name: appointment events in their device shape, and calls (which name no one). */
export type DeviceRealtimeEventPayloads = {
  [E in AppointmentRealtimeEvent]: DeviceAppointmentEventPayload;
} & {
  [RealtimeEvent.QueueCall]: QueueCallPayload;
};

/** Whether an event is one of the appointment.* events (payload: the appointment). */
export function isAppointmentEvent(name: string): name is AppointmentRealtimeEvent {
  return name.startsWith('appointment.');
}

/**
 * Every appointment.* event: what a screen holding appointments (the queue, the list, the details page) listens to,
 * each event carrying the appointment itself. One list, so a new appointment event reaches every such screen.
 */
export const appointmentRealtimeEvents: readonly AppointmentRealtimeEvent[] =
  Object.values(RealtimeEvent).filter(isAppointmentEvent);

/** Every invoice.* event (each carrying the invoice): what a screen holding invoices listens to. */
export const invoiceRealtimeEvents = [
  RealtimeEvent.InvoiceCreateUpdate,
  RealtimeEvent.InvoicePay,
  RealtimeEvent.InvoiceCancel,
] as const;
