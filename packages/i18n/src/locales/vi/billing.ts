// Strings of billing (issue P): the cashier's screen (21) and invoices (23).
const billing = {
  vietQr: {
    title: 'Quét mã để chuyển khoản',
    alt: 'Mã VietQR chuyển khoản {{amount}} đến {{bank}} {{accountNumber}}',
    bank: 'Ngân hàng',
    accountNumber: 'Số tài khoản',
    accountName: 'Chủ tài khoản',
    amount: 'Số tiền',
    purpose: 'Nội dung',
    hint: 'Giữ nguyên nội dung chuyển khoản để hóa đơn được xác nhận tự động.',
  },
};

export default billing;
