// Staff notifications (issue R): the bell, its panel, the notifications screen, the kinds a user can turn off in
// my settings, push registration, and the texts the API makes from a notification's kind and parameters (read in
// the reader's language). Also the patients' reminder e-mails.
const notifications = {
  title: 'Thông báo',
  /** The kinds' short labels (my settings: which notifications to receive). */
  kind: {
    onlineBookingPending: 'Lịch hẹn trực tuyến chờ duyệt',
    appointmentInvalid: 'Lịch hẹn không còn hợp lệ',
    patientCheckedIn: 'Bệnh nhân của tôi đã được tiếp đón',
    prescriptionSaved: 'Đơn thuốc chờ thanh toán',
    invoicePaidByTransfer: 'Hóa đơn thanh toán bằng chuyển khoản',
    stockAlert: 'Cảnh báo kho thuốc hằng ngày',
  },
  /** A notification's words, made by the API at read time from its parameters. */
  text: {
    onlineBookingPending: {
      title: 'Lịch hẹn trực tuyến chờ duyệt',
      body: '{{patientName}} đặt lịch khám BS. {{doctorName}} lúc {{time}} ngày {{date}}',
    },
    appointmentInvalid: {
      title: 'Lịch hẹn không còn hợp lệ',
      body: 'Lịch hẹn {{code}} của {{patientName}} với BS. {{doctorName}} lúc {{time}} ngày {{date}} cần sửa hoặc hủy vì lịch làm việc đã thay đổi',
    },
    patientCheckedIn: {
      title: 'Bệnh nhân đã được tiếp đón',
      body: '{{patientName}} ({{code}}) đã được tiếp đón và đang chờ khám',
    },
    prescriptionSaved: {
      title: 'Đơn thuốc chờ thanh toán',
      body: 'BS. {{doctorName}} đã kê đơn cho {{patientName}} ({{code}})',
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
};
export default notifications;
