// Strings of the four app shells and the app-update prompt (docs/product.md#app-updates).
const app = {
  update: {
    title: 'Cập nhật ứng dụng',
    message: 'Đã có phiên bản mới của ứng dụng. Trang sẽ được tải lại!',
    offlineReady: 'Ứng dụng đã sẵn sàng để dùng khi mất mạng.',
  },
  staff: {
    title: 'Ứng dụng nhân viên',
    welcome: 'Chào mừng đến với ClinicOS',
    description: 'Ứng dụng làm việc hằng ngày của lễ tân, trợ lý, bác sĩ và thu ngân tại phòng khám.',
    modulesLabel: 'Các phân hệ',
    modules: {
      appointments: 'Lịch hẹn',
      checkIn: 'Tiếp đón',
      examinations: 'Khám bệnh',
      billing: 'Thu ngân',
      stock: 'Kho thuốc',
      reports: 'Báo cáo',
    },
    hint: 'Cài đặt ứng dụng lên máy để mở nhanh và dùng được cả khi mạng chập chờn.',
  },
  kiosk: {
    title: 'Ki-ốt tiếp đón',
    welcome: 'Xin chào quý khách',
    description: 'Tự làm thủ tục tiếp đón: quét mã QR trong tin nhắn đặt lịch để lấy số thứ tự.',
    stepsLabel: 'Các bước tiếp đón',
    steps: {
      open: 'Mở tin nhắn hoặc e-mail xác nhận lịch hẹn',
      scan: 'Đưa mã QR vào trước camera của ki-ốt',
      ticket: 'Nhận số thứ tự và chờ được gọi',
    },
    hint: 'Cần hỗ trợ? Vui lòng liên hệ quầy lễ tân.',
  },
  display: {
    /** Spoken on the waiting-room TV; the room is the doctor's room or the location's name. */
    callPhrase: 'Mời số {{number}} vào {{room}}',
    title: 'Màn hình gọi số',
    welcome: 'Xin mời quý khách chờ đến lượt',
    description: 'Số thứ tự được gọi sẽ hiển thị và đọc to trên màn hình này.',
    nowServing: 'Đang mời số',
    noCall: 'Chưa có lượt gọi',
  },
  booking: {
    title: 'Đặt lịch khám',
    welcome: 'Đặt lịch khám trực tuyến',
    description: 'Chọn chuyên khoa, bác sĩ và giờ khám phù hợp; phòng khám sẽ xác nhận lịch hẹn với bạn.',
    stepsLabel: 'Các bước đặt lịch',
    steps: {
      specialty: 'Chọn chuyên khoa hoặc dịch vụ',
      slot: 'Chọn bác sĩ và giờ khám còn trống',
      confirm: 'Nhận mã đặt lịch để làm thủ tục tại ki-ốt',
    },
    hint: 'Lịch hẹn cần được đặt trước ít nhất 60 phút.',
  },
};

export default app;
