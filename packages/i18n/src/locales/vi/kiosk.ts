// The check-in kiosk: read at arm's length by patients, one short sentence per screen.
const kiosk = {
  title: 'Ki-ốt tiếp đón',
  home: 'Về màn hình chính',
  back: 'Quay lại',
  countdown: 'Tự về màn hình chính sau {{seconds}} giây',
  pairing: {
    title: 'Ghép nối ki-ốt',
    lead: 'Nhập mã 6 số hiển thị trên màn hình Thiết bị của phòng khám.',
    doneTitle: 'Đã ghép nối',
    doneLead: 'Ki-ốt này tiếp đón bệnh nhân cho:',
    start: 'Bắt đầu sử dụng',
  },
  start: {
    welcome: 'Xin chào quý khách',
    lead: 'Tự làm thủ tục tiếp đón để nhận số thứ tự.',
    scan: 'Quét mã QR',
    scanHint: 'Mã QR trong tin nhắn đặt lịch',
    type: 'Nhập mã đặt lịch',
    typeHint: 'Mã đặt lịch và số điện thoại',
    help: 'Cần hỗ trợ? Vui lòng đến quầy lễ tân.',
  },
  scan: {
    title: 'Đưa mã QR vào trước camera',
    lead: 'Giữ điện thoại cách camera khoảng 20 cm.',
    starting: 'Đang mở camera…',
    noCamera: 'Ki-ốt không tìm thấy camera.',
    denied: 'Ki-ốt chưa được phép dùng camera.',
    typeLead: 'Vui lòng nhập mã đặt lịch và số điện thoại thay cho mã QR.',
    typeInstead: 'Nhập mã đặt lịch',
  },
  type: {
    title: 'Nhập mã đặt lịch',
    code: 'Mã đặt lịch',
    codeHint: 'Ví dụ: {{example}}',
    phone: 'Số điện thoại đặt lịch',
    submit: 'Tìm lịch hẹn',
    required: 'Vui lòng nhập mã đặt lịch và số điện thoại.',
  },
  confirm: {
    title: 'Lịch hẹn của bạn',
    patient: 'Bệnh nhân',
    doctor: 'Bác sĩ',
    room: 'Phòng khám',
    time: 'Giờ hẹn',
    submit: 'Xác nhận tiếp đón',
  },
  ticket: {
    title: 'Tiếp đón thành công',
    number: 'Số thứ tự của bạn',
    lead: 'Vui lòng lấy phiếu và chờ gọi số tại {{room}}.',
    printing: 'Đang in phiếu…',
    reprint: 'In lại',
    done: 'Xong',
    doctor: 'Bác sĩ',
    room: 'Phòng',
    time: 'Giờ hẹn',
  },
  refusal: {
    tooEarly: {
      title: 'Bạn đến sớm',
      text: 'Giờ tiếp đón của lịch hẹn này bắt đầu lúc {{time}}. Vui lòng quay lại lúc đó.',
    },
    tooLate: {
      title: 'Đã quá giờ hẹn',
      text: 'Đã quá giờ tiếp đón tự động, vui lòng đến quầy lễ tân.',
    },
    cancelled: {
      title: 'Lịch hẹn đã hủy',
      text: 'Lịch hẹn này đã bị hủy. Vui lòng đến quầy lễ tân nếu cần hỗ trợ.',
    },
    notToday: {
      title: 'Lịch hẹn không phải hôm nay',
      text: 'Lịch hẹn của bạn vào ngày {{date}}. Vui lòng quay lại đúng ngày hẹn.',
    },
    otherLocation: {
      title: 'Lịch hẹn ở cơ sở khác',
      text: 'Lịch hẹn của bạn ở {{name}}, {{address}}.',
      textNoAddress: 'Lịch hẹn của bạn ở {{name}}.',
    },
    alreadyCheckedIn: {
      title: 'Bạn đã được tiếp đón',
      text: 'Bạn đã được tiếp đón. Số thứ tự của bạn là {{number}}.',
      reprint: 'In lại phiếu',
    },
    seeReception: {
      title: 'Vui lòng đến quầy lễ tân',
      text: 'Lịch hẹn này cần lễ tân hỗ trợ, vui lòng đến quầy lễ tân.',
    },
    notFound: {
      title: 'Không tìm thấy lịch hẹn',
      text: 'Mã đặt lịch hoặc số điện thoại chưa đúng. Vui lòng kiểm tra lại.',
      retry: 'Nhập lại',
    },
    error: {
      title: 'Chưa thực hiện được',
      text: 'Ki-ốt chưa xử lý được yêu cầu, vui lòng thử lại hoặc đến quầy lễ tân.',
    },
  },
  offline: {
    title: 'Mất kết nối',
    text: 'Mất kết nối — vui lòng đến quầy lễ tân.',
    retrying: 'Ki-ốt đang tự kết nối lại…',
  },
};

export default kiosk;
