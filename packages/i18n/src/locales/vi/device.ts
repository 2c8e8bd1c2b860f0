// What the paired devices (the kiosk and the queue display) say alike: the pairing form staff fill in once.
const device = {
  pairing: {
    codeLabel: 'Mã ghép nối',
    submit: 'Ghép nối',
    invalid: 'Mã không đúng hoặc đã hết hạn. Vui lòng tạo mã mới.',
    tooMany: 'Nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.',
    offline: 'Không kết nối được máy chủ. Vui lòng kiểm tra mạng.',
  },
};

export default device;
