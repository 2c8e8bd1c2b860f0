// The clinic's plan in the staff app: locked screens and the expired-plan banner (docs/product.md#plans).
const plans = {
  name: {
    trial: 'Dùng thử',
    basic: 'Cơ bản',
    full: 'Đầy đủ',
    advanced: 'Nâng cao',
    vip: 'VIP',
  },
  locked: {
    title: 'Gói của phòng khám chưa có chức năng này',
    text: '“{{screen}}” không có trong gói {{plan}}. Liên hệ nhà cung cấp để nâng cấp gói và mở chức năng này.',
    contact: 'Liên hệ nhà cung cấp',
    email: 'Email',
    phone: 'Điện thoại',
    lockedLabel: 'Cần nâng cấp gói',
    back: 'Về trang chủ',
  },
  expired: {
    banner:
      'Gói đăng ký của phòng khám đã hết hạn ngày {{date}}: dữ liệu chỉ xem được, không lưu được thay đổi. Liên hệ bộ phận hỗ trợ: {{phone}} · {{email}}.',
  },
};

export default plans;
