// Screen 43: kiosks and queue displays (docs/product.md#the-public-and-device-apps).
const devices = {
  title: 'Thiết bị',
  intro:
    'Ki-ốt tiếp đón và màn hình gọi số của phòng khám. Mỗi thiết bị thuộc một cơ sở và được ghép nối bằng mã 6 số.',
  add: 'Thêm thiết bị',
  readOnly: 'Bạn chỉ có quyền xem danh sách thiết bị.',
  kind: {
    label: 'Loại thiết bị',
    kiosk: 'Ki-ốt tiếp đón',
    display: 'Màn hình gọi số',
    kioskHint:
      'Máy tính bảng ở quầy: bệnh nhân quét mã QR hoặc nhập mã lịch hẹn để tự tiếp đón và nhận số thứ tự.',
    displayHint: 'TV ở phòng chờ: hiển thị và đọc to số thứ tự được mời vào khám.',
  },
  column: {
    name: 'Tên thiết bị',
    location: 'Cơ sở',
    status: 'Trạng thái',
    lastSeen: 'Hoạt động gần nhất',
    actions: 'Thao tác',
  },
  status: {
    pairing: 'Đang chờ ghép nối',
    pairingUntil: 'Mã hết hạn lúc {{time}}',
    expired: 'Mã đã hết hạn',
    paired: 'Đã ghép nối',
    revoked: 'Đã thu hồi',
  },
  lastSeen: {
    online: 'Đang trực tuyến',
    justNow: 'Vừa xong',
    minutes: { other: '{{count}} phút trước' },
    hours: { other: '{{count}} giờ trước' },
    never: 'Chưa kết nối lần nào',
  },
  empty: {
    title: 'Chưa có thiết bị nào',
    text: 'Thêm ki-ốt tiếp đón để bệnh nhân tự tiếp đón khi đến, hoặc màn hình gọi số cho phòng chờ. Sau khi thêm, bạn nhận một mã 6 số để nhập trên thiết bị.',
    readOnlyText: 'Ki-ốt tiếp đón và màn hình gọi số của phòng khám sẽ hiện ở đây.',
  },
  form: {
    createTitle: 'Thêm thiết bị',
    editTitle: 'Sửa thiết bị',
    location: 'Cơ sở',
    name: 'Tên thiết bị',
    nameHint: 'Giúp nhận ra thiết bị trong danh sách, ví dụ “Ki-ốt sảnh tầng 1”.',
    noLocations: 'Chưa có cơ sở nào đang hoạt động. Hãy thêm cơ sở trước.',
    moveHint: 'Đổi cơ sở có hiệu lực ngay, kể cả khi thiết bị đang hoạt động.',
    create: 'Thêm và lấy mã',
    save: 'Lưu',
    cancel: 'Hủy',
  },
  action: {
    edit: 'Sửa',
    newCode: 'Mã mới',
    revoke: 'Thu hồi',
    delete: 'Xóa',
  },
  pairing: {
    title: 'Ghép nối “{{name}}”',
    open: 'Trên {{kind}}, mở trình duyệt và vào địa chỉ:',
    enter: 'Rồi nhập mã ghép nối:',
    code: 'Mã ghép nối {{digits}}',
    expiresIn: 'Mã hết hạn sau {{time}}',
    expired: 'Mã đã hết hạn. Tạo mã mới để tiếp tục ghép nối.',
    oneUse:
      'Mã chỉ dùng được một lần. Nếu thiết bị đã ghép nối trước đó, nó vẫn hoạt động cho tới khi ghép nối bằng mã mới.',
    paired: 'Ghép nối thành công! “{{name}}” đã sẵn sàng.',
    newCode: 'Tạo mã mới',
    done: 'Xong',
    onKiosk: 'ki-ốt',
    onDisplay: 'màn hình gọi số',
  },
  revoke: {
    title: 'Thu hồi “{{name}}”?',
    text: 'Thiết bị bị ngắt kết nối ngay và không dùng được nữa. Bạn có thể ghép nối lại sau bằng mã mới.',
    done: 'Đã thu hồi “{{name}}”.',
  },
  delete: {
    title: 'Xóa “{{name}}”?',
    text: 'Thiết bị bị ngắt kết nối và xóa khỏi danh sách. Không thể hoàn tác.',
    done: 'Đã xóa “{{name}}”.',
  },
  created: 'Đã thêm “{{name}}”.',
  saved: 'Đã lưu “{{name}}”.',
};

export default devices;
