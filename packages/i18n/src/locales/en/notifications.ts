// Staff notifications: the bell, its panel, the notifications screen, the kinds a user can turn off in
// my settings, push registration, and the texts the API makes from a notification's kind and parameters (read in
// the reader's language). Also the patients' reminder e-mails.
const notifications = {
  title: 'Notifications',
  /** The label of each kind (my settings' toggles): `notifications.kind.<notificationKindKey>`. */
  kind: {
    onlineBookingPending: 'Online bookings waiting for approval',
    appointmentInvalid: 'Appointments that are no longer valid',
    patientCheckedIn: 'My patients checked in',
    prescriptionSaved: 'Prescriptions waiting at the cashier',
    invoicePaidByTransfer: 'Invoices paid by bank transfer',
    stockAlert: 'Stock alerts: medicines near expiry, expired, running low',
  },
  bell: {
    label: { one: 'Notifications, {{count}} unread', other: 'Notifications, {{count}} unread' },
    labelNone: 'Notifications, none unread',
    arrived: 'New notification: {{title}}',
  },
  panel: {
    markAllRead: 'Mark all as read',
    viewAll: 'View all',
    empty: 'No notifications yet.',
    loadFailed: 'Could not load notifications. Please try again.',
  },
  item: {
    unread: 'Unread',
    markRead: 'Mark as read',
    remove: 'Delete notification',
    justNow: 'Just now',
  },
  screen: {
    intro:
      'What needs your attention: new bookings, patients arriving, prescriptions, payments and stock alerts.',
    filter: 'Filter notifications',
    all: 'All',
    unread: 'Unread',
    emptyAll: 'You have no notifications yet.',
    emptyUnread: 'You have read every notification.',
    removeTitle: 'Delete notification?',
    removeMessage: 'The notification "{{title}}" will be removed from your list.',
    removed: 'Notification deleted.',
    allRead: 'All marked as read.',
  },
  settings: {
    title: 'Notifications',
    text: 'Choose which notifications you receive. Kinds turned off do not show in the bell and are not pushed to your devices.',
    none: 'Your role does not receive any kind of notification at the moment.',
    saved: 'Notification settings saved.',
    loadFailed: 'Could not load the notification settings.',
  },
  /** A notification's words, made by the API at read time from its parameters. */
  text: {
    onlineBookingPending: {
      title: 'Online booking waiting for approval',
      body: '{{patientName}} booked {{doctorName}} at {{time}} on {{date}}',
    },
    appointmentInvalid: {
      title: 'Appointment no longer valid',
      body: 'Appointment {{code}} of {{patientName}} with {{doctorName}} at {{time}} on {{date}} must be edited or cancelled: the schedule changed',
    },
    patientCheckedIn: {
      title: 'Patient checked in',
      body: '{{patientName}} ({{code}}) checked in and is waiting for the exam',
    },
    prescriptionSaved: {
      title: 'Prescription waiting for payment',
      body: '{{doctorName}} prescribed for {{patientName}} ({{code}})',
    },
    invoicePaidByTransfer: {
      title: 'Bank transfer received',
      body: 'Invoice {{code}} of {{patientName}} was paid {{amount}} by bank transfer',
    },
    stockAlert: {
      title: 'Stock alert for {{date}}',
      body: 'Lots near expiry: {{nearExpiry}} · Expired lots in stock: {{expired}} · Medicines running low: {{low}}',
    },
  },
  /** Push notifications to this browser (docs/product.md#notifications): the toast when registering it fails. */
  push: {
    registrationFailed: 'Could not register this device for notifications',
    registrationFailedHint: 'Push notifications will not reach this browser. Reload the page to try again.',
  },
};
export default notifications;
