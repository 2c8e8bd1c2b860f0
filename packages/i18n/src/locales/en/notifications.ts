// Staff notifications (issue R): the bell, its panel, the notifications screen, the kinds a user can turn off in
// my settings, push registration, and the texts the API makes from a notification's kind and parameters (read in
// the reader's language). Also the patients' reminder e-mails.
const notifications = {
  title: 'Notifications',
};
export default notifications;
