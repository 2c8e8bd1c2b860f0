// Strings of the staff app's offline layer (apps/staff/src/offline): the connection banner, the outbox, refusals.
const offline = {
  banner: {
    offline: 'Mất kết nối — đang dùng dữ liệu lưu lúc {{time}}',
    offlineNothingSaved: 'Mất kết nối — máy này chưa lưu dữ liệu nào',
    reconnected: 'Đã kết nối lại',
    sending: { other: 'Đang gửi {{count}} thay đổi…' },
    pending: { other: '{{count}} thay đổi chờ gửi khi có mạng' },
    reload: 'Ứng dụng đã được cập nhật ở một thẻ khác: hãy tải lại trang để tiếp tục.',
    reloadAction: 'Tải lại',
  },
  what: {
    resultSheet: 'Phiếu kết quả',
    checkInSheet: 'Phiếu tiếp nhận',
  },
  pendingItem: '{{what}} lúc {{time}} · chờ gửi',
  queued: 'Không có kết nối: {{what}} đã lưu trên máy này và sẽ tự gửi khi có mạng lại (chờ gửi).',
  refused: {
    payment: 'Không có kết nối: thanh toán không thể thực hiện khi ngoại tuyến.',
    stock: 'Không có kết nối: phiếu kho không thể lưu khi ngoại tuyến.',
    dispensing: 'Không có kết nối: bán và xuất thuốc không thể thực hiện khi ngoại tuyến.',
    other: 'Không có kết nối: thay đổi này cần có mạng. Hãy thử lại khi kết nối trở lại.',
  },
  conflicts: {
    title: 'Thay đổi không gửi được',
    intro:
      'Máy chủ đã từ chối các thay đổi lưu khi mất mạng (ví dụ lượt khám đã kết thúc). Nội dung vẫn còn đây: sao chép để nhập lại, hoặc bỏ đi.',
    item: '{{what}} lúc {{time}}: {{error}}',
    copy: 'Sao chép nội dung',
    copied: 'Đã sao chép',
    discard: 'Bỏ đi',
  },
};

export default offline;
