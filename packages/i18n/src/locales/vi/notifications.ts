// Staff notifications: the bell, its panel, the notifications screen, the kinds a user can turn off in
// my settings, push registration, and the texts the API makes from a notification's kind and parameters (read in
// the reader's language). Also the patients' reminder e-mails.
const notifications = {
  title: 'Thông báo',
  /** The label of each kind (my settings' toggles): `notifications.kind.<notificationKindKey>`. */
  kind: {
    onlineBookingPending: 'Lịch hẹn đặt trực tuyến chờ duyệt',
    appointmentInvalid: 'Lịch hẹn không còn hợp lệ',
    patientCheckedIn: 'Bệnh nhân của tôi đã tiếp đón',
    prescriptionSaved: 'Đơn thuốc chờ thu tiền',
    invoicePaidByTransfer: 'Hóa đơn đã thanh toán bằng chuyển khoản',
    stockAlert: 'Cảnh báo kho: thuốc sắp hết hạn, đã hết hạn, sắp hết hàng',
  },
  bell: {
    label: { other: 'Thông báo, {{count}} chưa đọc' },
    labelNone: 'Thông báo, không có thông báo chưa đọc',
    arrived: 'Thông báo mới: {{title}}',
  },
  panel: {
    markAllRead: 'Đánh dấu tất cả là đã đọc',
    viewAll: 'Xem tất cả',
    empty: 'Chưa có thông báo nào.',
    loadFailed: 'Không tải được thông báo. Vui lòng thử lại.',
  },
  item: {
    unread: 'Chưa đọc',
    markRead: 'Đánh dấu đã đọc',
    remove: 'Xóa thông báo',
    justNow: 'Vừa xong',
  },
  screen: {
    intro:
      'Những việc cần bạn chú ý: lịch hẹn mới, bệnh nhân đến khám, đơn thuốc, thanh toán và cảnh báo kho.',
    filter: 'Lọc thông báo',
    all: 'Tất cả',
    unread: 'Chưa đọc',
    emptyAll: 'Bạn chưa có thông báo nào.',
    emptyUnread: 'Bạn đã đọc hết thông báo.',
    removeTitle: 'Xóa thông báo?',
    removeMessage: 'Thông báo "{{title}}" sẽ bị xóa khỏi danh sách của bạn.',
    removed: 'Đã xóa thông báo.',
    allRead: 'Đã đánh dấu tất cả là đã đọc.',
  },
  settings: {
    title: 'Thông báo',
    text: 'Chọn những loại thông báo bạn muốn nhận. Loại đã tắt sẽ không hiện ở chuông và không gửi đến thiết bị của bạn.',
    none: 'Vai trò của bạn hiện không nhận loại thông báo nào.',
    saved: 'Đã lưu cài đặt thông báo.',
    loadFailed: 'Không tải được cài đặt thông báo.',
  },
  /** A notification's words, made by the API at read time from its parameters. */
  text: {
    onlineBookingPending: {
      title: 'Lịch hẹn trực tuyến chờ duyệt',
      body: '{{patientName}} đặt lịch khám {{doctorName}} lúc {{time}} ngày {{date}}',
    },
    appointmentInvalid: {
      title: 'Lịch hẹn không còn hợp lệ',
      body: 'Lịch hẹn {{code}} của {{patientName}} với {{doctorName}} lúc {{time}} ngày {{date}} cần sửa hoặc hủy vì lịch làm việc đã thay đổi',
    },
    patientCheckedIn: {
      title: 'Bệnh nhân đã được tiếp đón',
      body: '{{patientName}} ({{code}}) đã được tiếp đón và đang chờ khám',
    },
    prescriptionSaved: {
      title: 'Đơn thuốc chờ thanh toán',
      body: '{{doctorName}} đã kê đơn cho {{patientName}} ({{code}})',
    },
    invoicePaidByTransfer: {
      title: 'Đã nhận chuyển khoản',
      body: 'Hóa đơn {{code}} của {{patientName}} đã được thanh toán {{amount}} bằng chuyển khoản',
    },
    stockAlert: {
      title: 'Cảnh báo kho thuốc ngày {{date}}',
      body: 'Lô sắp hết hạn: {{nearExpiry}} · Lô đã hết hạn còn tồn: {{expired}} · Thuốc sắp hết: {{low}}',
    },
  },
  /** Push notifications to this browser (docs/product.md#notifications): the toast when registering it fails. */
  push: {
    registrationFailed: 'Không đăng ký được thiết bị nhận thông báo',
    registrationFailedHint: 'Thông báo đẩy sẽ không đến trình duyệt này. Hãy tải lại trang để thử lại.',
  },
};
export default notifications;
