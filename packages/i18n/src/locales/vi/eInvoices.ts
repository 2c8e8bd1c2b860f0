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
    text: 'Tài khoản của phòng khám ở nhà cung cấp hóa đơn điện tử và thông tin người bán in trên mỗi hóa đơn.',
    notSet: 'Chưa cài đặt: hóa đơn đã thanh toán chưa được xuất hóa đơn điện tử.',
    destination: 'Hóa đơn được gửi tới {{url}}',
    standIn:
      'Hóa đơn được gửi tới hệ thống thử nghiệm cục bộ (không gửi thật) — đặt EINVOICE_URL để gửi thật',
    lookup: 'Người mua tra cứu hóa đơn tại {{url}}',
    accountSection: 'Tài khoản nhà cung cấp',
    provider: 'Nhà cung cấp',
    providers: { viettel: 'Viettel S-Invoice' },
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    passwordSaved: 'Đã lưu — gõ mật khẩu mới để thay, để trống để giữ',
    sellerSection: 'Người bán (như đã đăng ký với cơ quan thuế)',
    sellerTaxCode: 'Mã số thuế',
    sellerTaxCodeHint: '10 chữ số, hoặc 10 chữ số - 3 chữ số của đơn vị phụ thuộc',
    sellerLegalName: 'Tên đơn vị',
    sellerAddress: 'Địa chỉ',
    invoiceSection: 'Mẫu và ký hiệu hóa đơn',
    templateCode: 'Mẫu số',
    templateCodeHint: '1 (hóa đơn GTGT) hoặc 2 (hóa đơn bán hàng), dấu /, 3 chữ số: 1/001',
    series: 'Ký hiệu',
    seriesHint:
      'C (có mã của cơ quan thuế) hoặc K (không mã), 2 số cuối của năm, loại hóa đơn (T: đã đăng ký với cơ quan thuế), 2 chữ cái phòng khám đặt: {{example}}',
    issueOn: 'Xuất hóa đơn điện tử',
    issueOnPayment: 'Khi thanh toán',
    issueOnPaymentHint: 'Mỗi hóa đơn được xuất ngay khi thu tiền.',
    issueOnRequest: 'Khi thu ngân bấm xuất',
    issueOnRequestHint: 'Thu ngân bấm “Xuất hóa đơn điện tử” ở hóa đơn đã thanh toán.',
    taxSection: 'Thuế suất GTGT',
    taxNote:
      'Phòng khám cần xác nhận thuế suất với kế toán: dịch vụ khám, chữa bệnh thường không chịu thuế GTGT; thuốc thường chịu 5%.',
    serviceTaxRate: 'Dịch vụ',
    medicineTaxRate: 'Thuốc',
    packageTaxRate: 'Gói dịch vụ',
    saved: 'Đã lưu cài đặt hóa đơn điện tử',
  },

  // ── The dashboard's notice ──
  dashboard: {
    title: 'Hóa đơn điện tử',
    refused: 'Bị từ chối',
    refusedNone: 'Không có hóa đơn nào bị từ chối.',
    refusedSome: 'Xem lý do, sửa rồi gửi lại.',
    review: 'Xem và gửi lại',
    queued: 'Đang gửi',
    queuedText: 'Đang chờ nhà cung cấp xác nhận.',
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
