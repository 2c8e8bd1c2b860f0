// The waiting-room queue display: read from 5 m away, so every text is short.
const display = {
  title: 'Màn hình gọi số',
  pairing: {
    title: 'Ghép nối màn hình gọi số',
    lead: 'Nhập mã 6 số hiển thị trên màn hình Thiết bị của phòng khám.',
  },
  board: {
    serving: 'Đang mời',
    next: 'Số tiếp theo',
    noServing: 'Chưa gọi số',
    noNext: 'Chưa có số chờ',
    moreNext: { other: '+{{count}} số' },
    calling: 'Mời số {{number}}',
    empty: 'Hôm nay chưa có lượt khám tại cơ sở này.',
    loading: 'Đang tải hàng chờ…',
  },
  recent: {
    title: 'Vừa gọi',
    empty: 'Chưa có số nào được gọi.',
    room: 'vào {{room}}',
  },
  sound: {
    enable: 'Bấm để bật âm thanh',
    hint: 'Trình duyệt cần một lần chạm để phát tiếng gọi số.',
  },
  offline: {
    title: 'Mất kết nối máy chủ',
    text: 'Màn hình sẽ tự kết nối lại khi có mạng.',
  },
  spokenCalls: 'Các lượt gọi đã đọc',
};

export default display;
