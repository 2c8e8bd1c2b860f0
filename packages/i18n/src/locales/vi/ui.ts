// Strings of the shared components in @clinic/ui (tables, pickers, dialogs, toasts). Month and weekday names
// come from the dayjs locale, not from here.
const ui = {
  actions: {
    confirm: 'Xác nhận',
    cancel: 'Hủy',
    close: 'Đóng',
    clear: 'Xóa',
  },
  field: {
    required: 'bắt buộc',
  },
  empty: {
    title: 'Không có dữ liệu',
    noResults: 'Không tìm thấy kết quả phù hợp',
  },
  loading: 'Đang tải…',
  password: {
    show: 'Hiện mật khẩu',
    hide: 'Ẩn mật khẩu',
  },
  select: {
    placeholder: 'Chọn…',
  },
  symptomInput: {
    suggestions: 'Gợi ý triệu chứng',
    hint: 'Gõ để lọc gợi ý, ↑ ↓ để chọn, Enter để thêm; có thể ghi thêm tự do.',
  },
  combobox: {
    placeholder: 'Gõ để tìm…',
    toggle: 'Hiện danh sách',
    clear: 'Bỏ chọn',
    count: { other: '{{count}} kết quả' },
  },
  datePicker: {
    placeholder: 'dd/mm/yyyy',
    open: 'Chọn ngày',
    dialog: 'Chọn ngày',
    previousMonth: 'Tháng trước',
    nextMonth: 'Tháng sau',
    today: 'Hôm nay',
    monthYear: '{{month}} năm {{year}}',
  },
  timePicker: {
    placeholder: 'hh:mm',
    open: 'Chọn giờ',
    list: 'Giờ',
  },
  table: {
    sortAscending: 'Sắp xếp tăng dần',
    sortDescending: 'Sắp xếp giảm dần',
    loading: 'Đang tải dữ liệu…',
  },
  pagination: {
    label: 'Phân trang',
    range: '{{from}}–{{to}} / {{total}}',
    previous: 'Trang trước',
    next: 'Trang sau',
    page: 'Trang {{page}}',
  },
  confirm: {
    title: 'Xác nhận',
    typeName: 'Nhập "{{name}}" để xác nhận',
  },
  toast: {
    region: 'Thông báo',
    close: 'Đóng thông báo',
    default: 'Thông báo',
    success: 'Thành công',
    warning: 'Cảnh báo',
    info: 'Thông tin',
    error: 'Lỗi',
  },
  avatar: {
    fallback: 'Ảnh đại diện',
  },
  appointmentStatus: {
    notApproved: 'Chờ duyệt',
    approved: 'Đã duyệt',
    checkedIn: 'Đã tiếp đón',
    inProgress: 'Đang khám',
    finished: 'Đã khám xong',
    canceled: 'Đã hủy',
    invalid: 'Không hợp lệ',
  },
};

export default ui;
