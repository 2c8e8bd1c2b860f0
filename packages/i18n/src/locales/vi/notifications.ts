// Staff notifications (issue R): the bell, its panel, the notifications screen, the kinds a user can turn off in
// my settings, push registration, and the texts the API makes from a notification's kind and parameters (read in
// the reader's language). Also the patients' reminder e-mails.
const notifications = {
  title: 'Thông báo',
  /** Push notifications to this browser (SPEC §4 Push, §8 device registration failure). */
  push: {
    registrationFailed: 'Không đăng ký được thiết bị nhận thông báo',
    registrationFailedHint: 'Thông báo đẩy sẽ không đến trình duyệt này. Hãy tải lại trang để thử lại.',
  },
};
export default notifications;
