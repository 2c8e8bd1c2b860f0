import type { ValueOf } from './util';

// Staff notifications (docs/product.md#notifications): what is worth interrupting someone for, who hears it,
// and where a click takes them. A notification stores a kind and its parameters, never frozen text, so it reads in
// the reader's language at read time.

/** Stored ids; never renumber them. */
export const NotificationKind = {
  /** A patient booked on the booking site; the booking waits for approval. To reception. */
  OnlineBookingPending: 1,
  /** An appointment turned Invalid (its schedule changed under it). To reception. */
  AppointmentInvalid: 2,
  /** A patient of this doctor checked in. To that doctor. */
  PatientCheckedIn: 3,
  /** A prescription was saved: it waits at the cashier. To cashiers. */
  PrescriptionSaved: 4,
  /** An invoice was paid by bank transfer (matched automatically). To cashiers. */
  InvoicePaidByTransfer: 5,
  /** Once a day, grouped: lots near expiry, expired lots, medicines running low. To the owner. */
  StockAlert: 6,
} as const;
export type NotificationKind = ValueOf<typeof NotificationKind>;

/** Stable key of each kind: i18n `notifications.kind.<key>` (the setting's label) and `.title`/`.body` texts. */
export const notificationKindKey = {
  [NotificationKind.OnlineBookingPending]: 'onlineBookingPending',
  [NotificationKind.AppointmentInvalid]: 'appointmentInvalid',
  [NotificationKind.PatientCheckedIn]: 'patientCheckedIn',
  [NotificationKind.PrescriptionSaved]: 'prescriptionSaved',
  [NotificationKind.InvoicePaidByTransfer]: 'invoicePaidByTransfer',
  [NotificationKind.StockAlert]: 'stockAlert',
} as const satisfies Record<NotificationKind, string>;

export const notificationKinds = Object.values(NotificationKind) as readonly NotificationKind[];

/**
 * What a notification is about: the staff app turns it into a path (features/notifications), so a stored
 * notification survives a change of routes.
 */
export type NotificationTarget =
  | { type: 'appointment'; id: number }
  | { type: 'exam'; appointmentId: number }
  | { type: 'billing'; appointmentId: number }
  | { type: 'invoice'; id: number }
  | { type: 'stock'; view: 'expiring' | 'expired' | 'low' };

/** A notification's parameters: names, codes, counts, ISO instants. The text is made from them at read time. */
export type NotificationParams = Record<string, string | number>;

/** How many of the newest notifications the header's panel shows. */
export const NOTIFICATION_PANEL_SIZE = 8;
/** Read notifications older than this many days are deleted by the daily clean-up job. */
export const NOTIFICATION_KEEP_DAYS = 90;

/** Push device platforms (a push registration's `platform`): only the web app registers today. */
export const PushPlatform = { Web: 'web' } as const;
export type PushPlatform = ValueOf<typeof PushPlatform>;

/**
 * How the browser gets its push token: the standard Push API with the server's VAPID key (the default), or Firebase
 * Cloud Messaging when the deployment sets Firebase credentials.
 */
export const PushProvider = { WebPush: 'webpush', Fcm: 'fcm' } as const;
export type PushProvider = ValueOf<typeof PushProvider>;

/** The hour of the clinic's day from which the day-before reminders go out (a booking made later goes at once). */
export const REMINDER_SEND_FROM_HOUR = 8;
/** The hour of the clinic's day the owner's stock alert is made. */
export const STOCK_ALERT_HOUR = 7;

/**
 * The staff app path a notification opens (apps/staff/src/app/screens.ts): one place for the bell, the list and the
 * push a service worker shows, so a change of routes never strands stored notifications.
 */
export function notificationPath(target: NotificationTarget | null): string | null {
  if (!target) return null;
  switch (target.type) {
    case 'appointment':
      return `/appointments/${target.id}`;
    case 'exam':
      return `/queue/${target.appointmentId}/exam`;
    case 'billing':
      // The cashier's desk opens that visit (BillingScreen reads `appointmentId`).
      return `/billing?appointmentId=${target.appointmentId}`;
    case 'invoice':
      return `/invoices/${target.id}`;
    case 'stock':
      // Stock on hand shows each medicine's nearest expiry and level, which is what every stock alert is about.
      return '/stock';
  }
}
