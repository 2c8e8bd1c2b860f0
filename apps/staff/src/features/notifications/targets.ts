import { NotificationKind, type NotificationTarget } from '@clinic/domain';
import type { IconName } from '@clinic/ui';

// Where a click on a notification goes (issue R): the one place that turns a stored target into a staff app path,
// so a change of routes never strands stored notifications.

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

/** The picture of each kind in the panel and the list. */
export const notificationKindIcon: Record<NotificationKind, IconName> = {
  [NotificationKind.OnlineBookingPending]: 'calendar',
  [NotificationKind.AppointmentInvalid]: 'alert',
  [NotificationKind.PatientCheckedIn]: 'stethoscope',
  [NotificationKind.PrescriptionSaved]: 'pill',
  [NotificationKind.InvoicePaidByTransfer]: 'check-circle',
  [NotificationKind.StockAlert]: 'box',
};
