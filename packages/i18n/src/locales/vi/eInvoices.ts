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
    number: 'Số hóa đơn',
    lookupCode: 'Mã tra cứu',
    issuedAt: 'Thời điểm xuất',
    buyer: 'Người mua',
    taxCode: 'MST {{taxCode}}',
    sending: 'Đang gửi…',
    issue: 'Xuất hóa đơn điện tử',
    sendAgain: 'Gửi lại',
    editBuyer: 'Sửa người mua và gửi lại',
    queued: 'Đã đưa hóa đơn điện tử vào hàng gửi',
    notConfigured: 'Phòng khám chưa cài đặt hóa đơn điện tử. Cài đặt trong Cài đặt chung để xuất hóa đơn.',
    loadError: 'Không tải được hóa đơn điện tử.',
    dialogTitle: 'Xuất hóa đơn điện tử cho {{code}}',
    buyerKind: 'Người mua',
    patient: 'Bệnh nhân',
    company: 'Công ty',
    patientText: 'Hóa đơn xuất cho {{name}}.',
    keptCompanyText: 'Gửi lại cho {{legalName}} (MST {{taxCode}}) như lần trước.',
    companyTaxCode: 'Mã số thuế',
    companyLegalName: 'Tên đơn vị',
    companyAddress: 'Địa chỉ',
    companyEmail: 'E-mail nhận hóa đơn',
    submit: 'Xuất hóa đơn',
    back: 'Quay lại',
  },

  // ── The e-invoice list ──
  list: {
    title: 'Hóa đơn điện tử',
    invoiceColumn: 'HĐĐT',
    invoice: 'Hóa đơn',
    buyer: 'Người mua',
    amount: 'Số tiền',
    kind: 'Loại',
    original: 'Hóa đơn gốc',
    adjustment: 'Điều chỉnh giảm cho số {{number}}',
    adjustmentPending: 'Điều chỉnh giảm (hóa đơn gốc chưa có số)',
    status: 'Trạng thái',
    allStatuses: 'Tất cả trạng thái',
    number: 'Số · mã tra cứu',
    search: 'Tìm hóa đơn điện tử',
    searchPlaceholder: 'Người mua, mã số thuế, số hóa đơn, mã hóa đơn',
    sendAgain: 'Gửi lại',
    sendAgainFor: 'Gửi lại hóa đơn điện tử của {{code}}',
    sentAgain: 'Đã gửi lại hóa đơn điện tử của {{code}}',
    notConfigured:
      'Phòng khám chưa cài đặt hóa đơn điện tử: chủ phòng khám nhập tài khoản nhà cung cấp, mẫu số và ký hiệu trong Cài đặt chung.',
    emptyTitle: 'Chưa có hóa đơn điện tử',
    emptyText: 'Hóa đơn điện tử được tạo khi thu tiền một hóa đơn, hoặc khi thu ngân bấm xuất.',
    loadError: 'Không tải được danh sách hóa đơn điện tử.',
    retry: 'Thử lại',
  },
};

export default eInvoices;
