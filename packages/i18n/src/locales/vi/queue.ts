// Strings of the queue (screen 11, today's examinations).
const queue = {
  title: 'Khám bệnh hôm nay',
  intro: 'Bệnh nhân của ngày {{date}}, giờ theo múi giờ của phòng khám ({{zone}}). Danh sách tự cập nhật.',
  tabsLabel: 'Trạng thái lượt khám',
  tab: {
    new: 'Mới',
    checkedIn: 'Đã tiếp đón',
    inProgress: 'Đang khám',
    finished: 'Đã khám xong',
    canceled: 'Đã hủy',
  },
  filter: {
    doctor: 'Bác sĩ',
    location: 'Địa điểm',
    allDoctors: 'Tất cả bác sĩ',
    allLocations: 'Tất cả địa điểm',
    clear: 'Bỏ lọc',
  },
  row: {
    order: 'STT',
    noOrder: 'Chưa có số thứ tự',
    orderLabel: 'Số thứ tự {{number}}',
    age: { other: '{{count}} tuổi' },
    walkIn: 'Khám ngay',
    symptom: 'Triệu chứng',
    noSymptom: 'Chưa ghi triệu chứng',
    cancelReason: 'Lý do: {{reason}}',
    actions: 'Thao tác cho {{name}}',
  },
  empty: {
    new: 'Không có lịch hẹn mới nào hôm nay.',
    checkedIn: 'Chưa có bệnh nhân nào đang chờ khám.',
    inProgress: 'Không có bệnh nhân nào đang khám.',
    finished: 'Chưa có bệnh nhân nào khám xong hôm nay.',
    canceled: 'Không có lịch hẹn nào bị hủy hôm nay.',
    filtered: 'Thử bỏ lọc bác sĩ hoặc địa điểm.',
  },
  loading: 'Đang tải danh sách khám…',
  serviceOrderBoard: 'Bảng chỉ định dịch vụ',
  action: {
    openExam: 'Khám',
    approve: 'Duyệt',
    checkIn: 'Tiếp đón',
    startExam: 'Bắt đầu khám',
    finishExam: 'Kết thúc khám',
    cancel: 'Hủy lịch',
    call: 'Gọi',
    callAgain: 'Gọi lại',
    calling: 'Đang gọi…',
  },
  done: {
    approve: 'Đã duyệt lịch hẹn của {{name}}.',
    checkIn: 'Số thứ tự {{number}}',
    checkInWho: 'Đã tiếp đón {{name}} ({{doctor}}).',
    startExam: 'Bắt đầu khám cho {{name}}.',
    finishExam: 'Đã kết thúc khám cho {{name}}.',
    cancel: 'Đã hủy lịch hẹn của {{name}}.',
    call: 'Đã gọi số {{number}} vào {{room}}.',
  },
  checkIn: {
    title: 'Tiếp đón {{name}}',
    confirm: 'Tiếp đón {{name}} ({{time}}, {{doctor}})? Bệnh nhân sẽ nhận số thứ tự tiếp theo.',
    sheet: 'Phiếu tiếp đón',
    form: 'Mẫu phiếu',
    noForm: 'Phòng khám chưa có mẫu phiếu tiếp đón nào đang dùng.',
    loadingForm: 'Đang tải phiếu tiếp đón…',
    fixErrors: 'Vui lòng kiểm tra lại các trường được đánh dấu.',
    submit: 'Tiếp đón',
  },
  /** Reception corrects a visit's check-in sheet after check-in, until the visit is finished. */
  correctSheet: {
    title: 'Sửa phiếu tiếp đón · {{name}}',
    lead: 'Sửa các thông tin đã ghi lúc tiếp đón. Thay đổi được ghi vào nhật ký hoạt động.',
    submit: 'Lưu phiếu',
    open: 'Sửa phiếu tiếp đón',
    saved: 'Đã lưu phiếu tiếp đón',
  },
  /** The API said 'too soon'; reception may still check the patient in. */
  early: {
    title: '{{name}} đến sớm',
    message:
      'Lịch hẹn lúc {{time}} của {{name}} chưa đến giờ tiếp đón. Vẫn tiếp đón sớm và cấp số thứ tự ngay?',
    logged: 'Lần tiếp đón sớm này được ghi vào nhật ký hoạt động.',
    confirm: 'Tiếp đón sớm',
  },
  /** The doctor already has an exam in progress. */
  secondExam: {
    title: '{{doctor}} đang khám',
    message: '{{doctor}} đang khám {{other}} (số {{number}}). Vẫn bắt đầu khám cho {{name}}?',
    detail: 'Lượt khám kia vẫn ở trạng thái “Đang khám” cho đến khi được kết thúc.',
    confirm: 'Vẫn bắt đầu khám',
  },
  finish: {
    title: 'Kết thúc khám',
    message: 'Kết thúc khám khi chưa có dịch vụ hay phiếu kết quả?',
    detail: '{{name}} sẽ chuyển sang “Đã khám xong”; không thể hoàn tác.',
    confirm: 'Kết thúc khám',
  },
  cancel: {
    title: 'Hủy lịch hẹn của {{name}}',
    reason: 'Lý do hủy',
    reasonRequired: 'Vui lòng nhập lý do hủy.',
    confirm: 'Hủy lịch hẹn',
    back: 'Quay lại',
  },
};

export default queue;
