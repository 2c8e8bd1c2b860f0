// Strings of e-invoices (hóa đơn điện tử): the owner's settings, the cashier's issue, the list, the dashboard.
const eInvoices = {
  /** An EInvoiceStatus. */
  status: {
    none: 'Chưa xuất',
    queued: 'Đang gửi',
    issued: 'Đã xuất',
    refused: 'Bị từ chối',
    adjusted: 'Đã điều chỉnh',
    cancelled: 'Đã hủy',
  },
  /** An EInvoiceTaxRate: -2 not subject to VAT, -1 not declared, else a percentage. */
  taxRate: {
    notSubject: 'Không chịu thuế GTGT',
    notDeclared: 'Không kê khai, tính nộp thuế GTGT',
    percent: '{{rate}}%',
  },
  /** Our own refusal codes beside the provider's. */
  refusal: {
    NOT_CONFIGURED: 'Phòng khám chưa cài đặt hóa đơn điện tử',
    UNREACHABLE: 'Không kết nối được nhà cung cấp hóa đơn điện tử sau nhiều lần thử',
  },

  // ── The owner's settings (general settings) ──
  settings: {
    title: 'Hóa đơn điện tử',
  },

  // ── The dashboard's notice ──
  dashboard: {
    title: 'Hóa đơn điện tử',
  },

  // ── The cashier's issue, on an invoice ──
  issue: {
    title: 'Hóa đơn điện tử',
  },

  // ── The e-invoice list ──
  list: {
    title: 'Hóa đơn điện tử',
  },
};

export default eInvoices;
