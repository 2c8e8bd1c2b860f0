// Staff notifications (issue R): the bell, its panel, the notifications screen, the kinds a user can turn off in
// my settings, push registration, and the texts the API makes from a notification's kind and parameters (read in
// the reader's language). Also the patients' reminder e-mails.
const notifications = {
  title: 'Notifications',
  /** Push notifications to this browser (SPEC §4 Push, §8 device registration failure). */
  push: {
    registrationFailed: 'Could not register this device for notifications',
    registrationFailedHint: 'Push notifications will not reach this browser. Reload the page to try again.',
  },
};
export default notifications;
