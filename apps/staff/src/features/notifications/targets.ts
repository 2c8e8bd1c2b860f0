import { NotificationKind } from '@clinic/domain';
import type { IconName } from '@clinic/ui';

// The picture of each kind; the path a notification opens is packages/domain's notificationPath.

/** The picture of each kind in the panel and the list. */
export const notificationKindIcon: Record<NotificationKind, IconName> = {
  [NotificationKind.OnlineBookingPending]: 'calendar',
  [NotificationKind.AppointmentInvalid]: 'alert',
  [NotificationKind.PatientCheckedIn]: 'stethoscope',
  [NotificationKind.PrescriptionSaved]: 'pill',
  [NotificationKind.InvoicePaidByTransfer]: 'check-circle',
  [NotificationKind.StockAlert]: 'box',
};
