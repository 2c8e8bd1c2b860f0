import type { Language } from './language';
import { type PluralForms, pluralCategory } from './plural';
import { interpolate, type TextParams } from './util';

// The error catalogue (the map: docs/product.md#error-codes). Each number is assigned here once. Never renumber or
// reuse one, not even a retired one (retiredErrorCodes); add new errors at the end of a range.
//   1001–1094 business rules (HTTP 400; the plan errors 1059 and 1081 answer 402 Payment Required)
//   4001–4036 not found (HTTP 404); another clinic's id answers the same as a missing one
//   5001–5022 invalid input (HTTP 400)
//   PSYS_xxxx platform errors; PSYS_4001 is a request that fails its zod schema
// Texts may hold `{name}` placeholders, filled from the error's params by formatErrorText. A text with a count
// in it is given as plural forms ('1 related record' / '2 related records') and names the param that counts.

export interface ErrorDef {
  readonly code: number | `PSYS_${number}`;
  readonly status: 400 | 401 | 402 | 403 | 404 | 413 | 422 | 429 | 500 | 503;
  readonly vi: string;
  readonly en: string | PluralForms;
  /** The param whose number picks the plural form of a text given as forms. */
  readonly countParam?: string;
}

const LOGIN_FAILED = {
  vi: 'Tên đăng nhập hoặc mật khẩu không đúng',
  en: 'Username or password is incorrect',
} as const;

export const errors = {
  // ── 1001–1094 business rules ──────────────────────────────────────────────────────────────────────────
  /** Unknown username. Same text as usernameOrPasswordIncorrect, so the response does not reveal which. */
  loginFailed: { code: 1001, status: 400, ...LOGIN_FAILED },
  phoneOrEmailUsed: {
    code: 1002,
    status: 400,
    vi: 'Số điện thoại hoặc email này đã được sử dụng',
    en: 'This phone number or email is already in use',
  },
  userNotVerified: {
    code: 1003,
    status: 400,
    vi: 'Tài khoản chưa được xác thực. Vui lòng kiểm tra email để kích hoạt tài khoản.',
    en: 'This account has not been verified yet. Please check your email to activate it.',
  },
  tokenError: {
    code: 1004,
    status: 400,
    vi: 'Mã token không hợp lệ hoặc đã hết hạn',
    en: 'The token is invalid or has expired',
  },
  /** Expired or wrong. */
  confirmationCodeInvalid: {
    code: 1005,
    status: 400,
    vi: 'Mã xác nhận không đúng hoặc đã hết hạn',
    en: 'The confirmation code is wrong or has expired',
  },
  alreadyVerified: {
    code: 1006,
    status: 400,
    vi: 'Tài khoản này đã được xác thực',
    en: 'This account has already been verified',
  },
  duplicateName: { code: 1007, status: 400, vi: 'Tên này đã tồn tại', en: 'This name already exists' },
  appointmentAlreadyFinished: {
    code: 1008,
    status: 400,
    vi: 'Lịch hẹn này đã kết thúc',
    en: 'This appointment has already finished',
  },
  cancelReasonRequired: {
    code: 1009,
    status: 400,
    vi: 'Vui lòng nhập lý do hủy',
    en: 'Please enter a reason for cancelling',
  },
  /** A transition the entity's state table does not allow. */
  statusNotAllowed: {
    code: 1010,
    status: 400,
    vi: 'Không thể thực hiện thao tác này ở trạng thái hiện tại',
    en: 'This action is not allowed in the current status',
  },
  /** The current password is wrong when changing it. */
  wrongPassword: {
    code: 1011,
    status: 400,
    vi: 'Mật khẩu hiện tại không đúng',
    en: 'The current password is incorrect',
  },
  scheduleOverlaps: {
    code: 1012,
    status: 400,
    vi: 'Lịch làm việc bị trùng với một lịch khác của bác sĩ',
    en: 'This schedule overlaps another schedule of the doctor',
  },
  pastTimeNotAllowed: {
    code: 1013,
    status: 400,
    vi: 'Không được chọn thời gian trong quá khứ',
    en: 'A time in the past is not allowed',
  },
  scheduleHasAppointments: {
    code: 1014,
    status: 400,
    vi: 'Lịch làm việc này đã có lịch hẹn được đặt',
    en: 'This schedule already has booked appointments',
  },
  scheduleTooLong: {
    code: 1015,
    status: 400,
    vi: 'Thời lượng lịch làm việc quá dài',
    en: 'The schedule is too long',
  },
  duplicateDoctorCode: {
    code: 1016,
    status: 400,
    vi: 'Mã bác sĩ đã tồn tại',
    en: 'This doctor code already exists',
  },
  /** The owner profile, or the Owner or Admin role. */
  cannotEditOwner: {
    code: 1017,
    status: 400,
    vi: 'Không thể sửa hoặc xóa hồ sơ của chủ sở hữu, vai trò Chủ sở hữu và vai trò Quản trị viên',
    en: 'The owner profile and the Owner and Admin roles cannot be edited or deleted',
  },
  onlyOwnerCanAct: {
    code: 1018,
    status: 400,
    vi: 'Chỉ chủ sở hữu phòng khám mới được thực hiện thao tác này',
    en: 'Only the clinic owner can perform this action',
  },
  appointmentTimeUnavailable: {
    code: 1019,
    status: 400,
    vi: 'Khung giờ hẹn này không còn trống',
    en: 'This appointment time is no longer available',
  },
  checkInTooLate: {
    code: 1020,
    status: 400,
    vi: 'Đã quá thời gian cho phép check-in của lịch hẹn này',
    en: 'It is too late to check in for this appointment',
  },
  checkInTooEarly: {
    code: 1021,
    status: 400,
    vi: 'Chưa đến thời gian check-in của lịch hẹn này',
    en: 'It is too early to check in for this appointment',
  },
  fileCorrupted: {
    code: 1022,
    status: 400,
    vi: 'Tệp bị hỏng hoặc không đọc được',
    en: 'The file is corrupted or cannot be read',
  },
  patientAlreadyInSlot: {
    code: 1023,
    status: 400,
    vi: 'Bệnh nhân này đã có lịch hẹn trong khung giờ này',
    en: 'This patient already has an appointment in this time slot',
  },
  duplicateOptions: {
    code: 1024,
    status: 400,
    vi: 'Danh sách lựa chọn có giá trị bị trùng',
    en: 'The option list contains duplicates',
  },
  emptyOptions: {
    code: 1025,
    status: 400,
    vi: 'Danh sách lựa chọn không được để trống',
    en: 'The option list must not be empty',
  },
  cannotEditDefaultProperty: {
    code: 1026,
    status: 400,
    vi: 'Không thể sửa hoặc xóa thuộc tính mặc định',
    en: 'A default property cannot be edited or deleted',
  },
  cannotEditDefaultForm: {
    code: 1027,
    status: 400,
    vi: 'Không thể sửa hoặc xóa biểu mẫu mặc định',
    en: 'A default form cannot be edited or deleted',
  },
  duplicateInternalName: {
    code: 1028,
    status: 400,
    vi: 'Tên nội bộ đã tồn tại',
    en: 'This internal name already exists',
  },
  duplicateFormName: {
    code: 1029,
    status: 400,
    vi: 'Tên biểu mẫu đã tồn tại',
    en: 'This form name already exists',
  },
  duplicateMedicine: {
    code: 1030,
    status: 400,
    vi: 'Thuốc này đã tồn tại hoặc bị lặp lại',
    en: 'This medicine already exists or is listed twice',
  },
  duplicateService: {
    code: 1032,
    status: 400,
    vi: 'Dịch vụ này đã tồn tại hoặc bị lặp lại',
    en: 'This service already exists or is listed twice',
  },
  duplicatePackage: {
    code: 1033,
    status: 400,
    vi: 'Gói dịch vụ này đã tồn tại hoặc bị lặp lại',
    en: 'This package already exists or is listed twice',
  },
  duplicatePackageInCart: {
    code: 1035,
    status: 400,
    vi: 'Gói dịch vụ này đã có trong giỏ hàng',
    en: 'This package is already in the cart',
  },
  tooManyAppointmentsSameDay: {
    code: 1037,
    status: 400,
    vi: 'Bệnh nhân đã có quá nhiều lịch hẹn trong cùng một ngày',
    en: 'This patient has too many appointments on the same day',
  },
  doctorUnavailable: {
    code: 1038,
    status: 400,
    vi: 'Bác sĩ không có lịch làm việc vào thời gian này',
    en: 'The doctor is not available at this time',
  },
  promotionPriceAbovePrice: {
    code: 1039,
    status: 400,
    vi: 'Giá khuyến mãi phải thấp hơn giá gốc',
    en: 'The promotion price must be lower than the price',
  },
  workflowNotAllowed: {
    code: 1041,
    status: 400,
    vi: 'Không thể thực hiện bước này trong quy trình hiện tại',
    en: 'This step is not allowed in the current workflow',
  },
  missingInvoice: { code: 1044, status: 400, vi: 'Chưa có hóa đơn', en: 'The invoice is missing' },
  serviceUnavailable: {
    code: 1045,
    status: 400,
    vi: 'Dịch vụ này hiện không khả dụng',
    en: 'This service is not available',
  },
  packageExpired: {
    code: 1046,
    status: 400,
    vi: 'Gói dịch vụ đã hết hạn',
    en: 'This package has expired',
  },
  invoiceExists: { code: 1047, status: 400, vi: 'Hóa đơn đã tồn tại', en: 'An invoice already exists' },
  totalMismatch: {
    code: 1048,
    status: 400,
    vi: 'Tổng tiền không chính xác',
    en: 'The total amount is not correct',
  },
  negativeTotal: {
    code: 1050,
    status: 400,
    vi: 'Tổng tiền không được âm',
    en: 'The total amount cannot be negative',
  },
  cannotDeleteCompletedService: {
    code: 1051,
    status: 400,
    vi: 'Không thể xóa dịch vụ đã hoàn thành hoặc đã thanh toán',
    en: 'Completed or paid services cannot be deleted',
  },
  cannotDeletePaidPackage: {
    code: 1052,
    status: 400,
    vi: 'Không thể xóa gói dịch vụ đã thanh toán',
    en: 'Paid packages cannot be deleted',
  },
  /**
   * Params: `entity` (an InUseEntity key, translated by formatErrorText, or any text) and `count` (how many
   * records use it).
   */
  inUse: {
    code: 1053,
    status: 400,
    vi: 'Không thể xóa hoặc vô hiệu hóa vì {entity} này đang được sử dụng ({count} bản ghi liên quan)',
    en: {
      one: 'Cannot delete or disable: this {entity} is in use ({count} related record)',
      other: 'Cannot delete or disable: this {entity} is in use ({count} related records)',
    },
    countParam: 'count',
  },
  /** Taking a medicine out of the stock (dispensing, an export sheet). Params: `name`, `quantity` asked, `usable`. */
  outOfStock: {
    code: 1054,
    status: 400,
    vi: 'Số lượng tồn kho không đủ: {name} cần {quantity}, còn dùng được {usable}',
    en: 'Not enough in stock: {name} needs {quantity}, {usable} usable',
  },
  lotExists: { code: 1056, status: 400, vi: 'Số lô này đã tồn tại', en: 'This lot number already exists' },
  checkInSheetDisabled: {
    code: 1057,
    status: 400,
    vi: 'Phòng khám đã tắt chức năng phiếu check-in',
    en: 'Check-in sheets are turned off for this clinic',
  },
  doctorLimitReached: {
    code: 1058,
    status: 400,
    vi: 'Đã đạt số bác sĩ tối đa của gói đăng ký. Vui lòng liên hệ nhà cung cấp để nâng cấp.',
    en: 'The doctor limit of your plan has been reached. Please contact the provider to upgrade.',
  },
  /** The clinic's plan ended (planExpiresAt passed): it reads everything, writes nothing (docs/product.md#plans). */
  clinicPlanExpired: {
    code: 1059,
    status: 402,
    vi: 'Gói đăng ký của phòng khám đã hết hạn. Vui lòng liên hệ bộ phận hỗ trợ.',
    en: 'The plan of your clinic has expired. Please contact support.',
  },
  /** Wrong password at login. Same text as loginFailed on purpose; only the code differs. */
  usernameOrPasswordIncorrect: { code: 1060, status: 400, ...LOGIN_FAILED },
  cannotPayEmptyInvoice: {
    code: 1061,
    status: 400,
    vi: 'Không thể thanh toán hóa đơn trống',
    en: 'An empty invoice cannot be paid',
  },
  /** Your own role or group cannot be deleted or disabled (docs/product.md#accounts). */
  cannotRemoveOwnRoleOrGroup: {
    code: 1062,
    status: 400,
    vi: 'Không thể xóa hoặc tắt vai trò hoặc nhóm mà chính bạn đang thuộc về',
    en: 'You cannot delete or disable your own role or group',
  },
  /** Merging a patient record into itself. */
  mergeSamePatient: {
    code: 1063,
    status: 400,
    vi: 'Không thể gộp một hồ sơ bệnh nhân với chính nó',
    en: 'A patient record cannot be merged into itself',
  },
  /** An upload URL that expired, was already used, or was tampered with. */
  uploadLinkInvalid: {
    code: 1064,
    status: 400,
    vi: 'Liên kết tải lên đã hết hạn hoặc đã được dùng',
    en: 'The upload link has expired or was already used',
  },
  /** A file id used before its upload finished (upload-done). */
  fileNotReady: {
    code: 1065,
    status: 400,
    vi: 'Tệp chưa được tải lên xong',
    en: 'The file has not finished uploading',
  },
  /** The file exceeds its kind's size limit (docs/product.md#files). */
  fileTooLarge: {
    code: 1067,
    status: 400,
    vi: 'Tệp vượt quá dung lượng cho phép ({max})',
    en: 'The file is larger than allowed ({max})',
  },
  /** A device pairing code that is wrong, used or older than 10 minutes. */
  pairingCodeInvalid: {
    code: 1068,
    status: 400,
    vi: 'Mã ghép nối không đúng hoặc đã hết hạn',
    en: 'The pairing code is wrong or has expired',
  },
  /** The kiosk checks in today's appointments only. */
  appointmentNotToday: {
    code: 1069,
    status: 400,
    vi: 'Lịch hẹn không phải hôm nay',
    en: 'The appointment is not today',
  },
  /** The kiosk checks in appointments at its own location only. */
  appointmentOtherLocation: {
    code: 1070,
    status: 400,
    vi: 'Lịch hẹn ở cơ sở khác',
    en: 'The appointment is at another location',
  },
  /** A bought package line with no use left (its count minus its uses is 0). */
  packageUsedUp: {
    code: 1071,
    status: 400,
    vi: 'Gói dịch vụ đã dùng hết số lượt',
    en: 'Every use of this package has been used',
  },
  /** A package is submitted and approved only while every service and medicine in it is enabled. */
  packageItemDisabled: {
    code: 1072,
    status: 400,
    vi: 'Gói có dịch vụ hoặc thuốc đã bị tắt',
    en: 'A service or medicine in this package is disabled',
  },
  /** An expired lot leaves the stock only by an outOfDate export (docs/product.md#stock). */
  lotExpired: {
    code: 1073,
    status: 400,
    vi: 'Lô thuốc đã hết hạn, chỉ xuất được với lý do hết hạn',
    en: 'This lot has expired: it can only leave by an out-of-date export',
  },
  /** An existing lot number given with another expiry date than the lot's. */
  lotExpiryMismatch: {
    code: 1074,
    status: 400,
    vi: 'Số lô đã có với hạn dùng khác ({expiryDate})',
    en: 'This lot number already exists with another expiry date ({expiryDate})',
  },
  /** Cash handed over is less than the invoice's total. */
  amountReceivedTooLow: {
    code: 1075,
    status: 400,
    vi: 'Số tiền khách đưa ít hơn tổng tiền ({total})',
    en: 'The amount received is less than the total ({total})',
  },
  /** A paid invoice whose package has been used since cannot be cancelled (its uses cannot be given back). */
  purchasedPackageInUse: {
    code: 1076,
    status: 400,
    vi: 'Gói dịch vụ của hóa đơn đã được sử dụng, không thể hủy hóa đơn',
    en: 'A package of this invoice has been used: the invoice cannot be cancelled',
  },
  /** finish-billing while an invoice of the visit is still unpaid. */
  unpaidInvoices: {
    code: 1077,
    status: 400,
    vi: 'Lượt khám còn hóa đơn chưa thanh toán',
    en: 'The visit still has unpaid invoices',
  },
  /** Attaching a transfer that pays less than the invoice's total. */
  transferAmountShort: {
    code: 1078,
    status: 400,
    vi: 'Số tiền chuyển khoản ({amount}) ít hơn tổng tiền hóa đơn ({total})',
    en: 'The transfer ({amount}) is less than the invoice total ({total})',
  },
  /** Paying a visit's invoice after the visit changed (a service, package or medicine added or removed). */
  invoiceOutdated: {
    code: 1079,
    status: 400,
    vi: 'Lượt khám đã thay đổi sau khi lập hóa đơn, hãy cập nhật hóa đơn trước',
    en: 'The visit changed after this invoice was made: update the invoice first',
  },

  /** A clinic's .docx template docxtemplater cannot read. Param: `message`, where and what (an unclosed tag…). */
  printTemplateInvalid: {
    code: 1080,
    status: 400,
    vi: 'Mẫu in không hợp lệ: {message}',
    en: 'The print template is not valid: {message}',
  },
  /** A route of a plan feature (stock, reports, …) the clinic's plan lacks (docs/product.md#plans). */
  planFeatureMissing: {
    code: 1081,
    status: 402,
    vi: 'Gói đăng ký của phòng khám chưa có chức năng này. Vui lòng liên hệ nhà cung cấp để nâng cấp.',
    en: 'Your plan does not include this feature. Please contact the provider to upgrade.',
  },
  /**
   * Assigning, inviting into or writing a role that holds a screen level or a feature the caller lacks, or the
   * Admin role by anyone but Owner or Admin (grants.ts).
   */
  cannotGrantAbove: {
    code: 1082,
    status: 400,
    vi: 'Bạn không thể cấp quyền cao hơn quyền của mình',
    en: 'You cannot grant more than you hold',
  },
  /** Changing your own role or groups, or editing the role or a group you belong to; only the Owner may. */
  cannotChangeOwnAccess: {
    code: 1083,
    status: 400,
    vi: 'Bạn không thể tự thay đổi vai trò, nhóm hoặc quyền của chính mình',
    en: 'You cannot change your own role, groups or permissions',
  },
  /** Editing, disabling, deleting or setting the password of a user whose role holds more than the caller's. */
  userAboveCaller: {
    code: 1084,
    status: 400,
    vi: 'Người dùng này có quyền cao hơn bạn: bạn không thể sửa, khóa hoặc xóa họ',
    en: 'This user holds more than you do: you cannot edit, disable or delete them',
  },
  /** A .docx with a VBA project (a .docm renamed, or macros added): refused as a template and for conversion. */
  printTemplateHasMacros: {
    code: 1085,
    status: 400,
    vi: 'Tệp Word có chứa macro (VBA) nên không dùng được. Hãy lưu lại dưới dạng "Tài liệu Word (*.docx)" rồi tải lên lại.',
    en: 'The Word file contains macros (VBA), so it cannot be used. Save it as "Word Document (*.docx)" and upload it again.',
  },
  /**
   * Saving or finishing with a prescription line the clinic would hand over but its usable stock cannot cover.
   * Param `lines` (shortageLines): 'Paracetamol 500mg 40 / 30'; `details.shortages` lists them for the screen.
   */
  prescriptionStockShort: {
    code: 1086,
    status: 400,
    vi: 'Không đủ tồn kho (kê / còn dùng được): {lines}. Hãy chọn cho từng thuốc: giảm số lượng, đổi thuốc, bệnh nhân mua ngoài hoặc chỉ ghi đơn.',
    en: 'Not enough usable stock (prescribed / usable): {lines}. Choose for each medicine: reduce, replace, the patient buys it outside, or written only.',
  },
  /** Paying an invoice whose medicine lines the usable stock cannot cover now. Param `lines` as above. */
  invoiceStockShort: {
    code: 1087,
    status: 400,
    vi: 'Chưa thể thu tiền, không đủ tồn kho (cần / còn dùng được): {lines}. Hãy giảm hoặc bỏ dòng thuốc trước.',
    en: 'Payment cannot start, not enough usable stock (needed / usable): {lines}. Reduce or remove the medicine line first.',
  },
  /** The cashier's change of a medicine line: only a medicine line of the visit's prescription, reduced below its quantity. Param `max`. */
  invoiceLineNotReducible: {
    code: 1088,
    status: 400,
    vi: 'Chỉ có thể giảm số lượng của dòng thuốc trong đơn (từ 0 đến {max})',
    en: 'Only a prescribed medicine line can be reduced (from 0 to {max})',
  },
  /** A result sheet with no value in any field, no diagnosis, conclusion, ICD-10 code or re-examination date. */
  emptyResultSheet: {
    code: 1089,
    status: 400,
    vi: 'Phiếu kết quả đang trống: hãy nhập ít nhất một kết quả, chẩn đoán hoặc kết luận trước khi lưu',
    en: 'The result sheet is empty: enter at least one result, diagnosis or conclusion before saving',
  },
  /** A walk-in sale with a package line and no patient: a package's uses belong to a patient record. */
  packageNeedsPatient: {
    code: 1090,
    status: 400,
    vi: 'Gói dịch vụ chỉ bán được cho bệnh nhân có hồ sơ. Hãy chọn hoặc tạo hồ sơ bệnh nhân.',
    en: 'A service package can only be sold to a patient with a record. Choose or create the patient record.',
  },
  /** Correcting the check-in sheet of a visit that is finished, cancelled or invalid. */
  checkInSheetClosed: {
    code: 1091,
    status: 400,
    vi: 'Lượt khám đã kết thúc hoặc đã hủy: không sửa được phiếu tiếp đón nữa',
    en: 'The visit is finished or cancelled: its check-in sheet can no longer be corrected',
  },
  /** Issuing an e-invoice when the clinic has no e-invoice settings. */
  eInvoicesNotConfigured: {
    code: 1092,
    status: 400,
    vi: 'Phòng khám chưa cài đặt hóa đơn điện tử (Cài đặt chung, chủ phòng khám)',
    en: 'The clinic has no e-invoice settings yet (general settings, the owner)',
  },
  /** The first save of the e-invoice settings without the provider account's password. */
  eInvoicePasswordRequired: {
    code: 1093,
    status: 400,
    vi: 'Nhập mật khẩu tài khoản hóa đơn điện tử',
    en: "Enter the e-invoice account's password",
  },
  /** Issuing an e-invoice for an invoice not paid (or paid nothing). */
  eInvoiceNeedsPaidInvoice: {
    code: 1094,
    status: 400,
    vi: 'Chỉ xuất hóa đơn điện tử cho hóa đơn đã thanh toán',
    en: 'An e-invoice is issued only for a paid invoice',
  },

  // ── 4001–4036 not found (HTTP 404) ────────────────────────────────────────────────────────────────────
  appointmentNotFound: {
    code: 4001,
    status: 404,
    vi: 'Không tìm thấy lịch hẹn',
    en: 'Appointment not found',
  },
  clinicNotFound: { code: 4002, status: 404, vi: 'Không tìm thấy phòng khám', en: 'Clinic not found' },
  patientNotFound: { code: 4003, status: 404, vi: 'Không tìm thấy bệnh nhân', en: 'Patient not found' },
  doctorNotFound: { code: 4004, status: 404, vi: 'Không tìm thấy bác sĩ', en: 'Doctor not found' },
  employeeNotFound: { code: 4005, status: 404, vi: 'Không tìm thấy nhân viên', en: 'Employee not found' },
  locationNotFound: { code: 4006, status: 404, vi: 'Không tìm thấy địa điểm', en: 'Location not found' },
  scheduleNotFound: { code: 4007, status: 404, vi: 'Không tìm thấy lịch làm việc', en: 'Schedule not found' },
  specialtyNotFound: { code: 4008, status: 404, vi: 'Không tìm thấy chuyên khoa', en: 'Specialty not found' },
  symptomNotFound: { code: 4009, status: 404, vi: 'Không tìm thấy triệu chứng', en: 'Symptom not found' },
  userNotFound: { code: 4010, status: 404, vi: 'Không tìm thấy người dùng', en: 'User not found' },
  groupNotFound: { code: 4011, status: 404, vi: 'Không tìm thấy nhóm người dùng', en: 'Group not found' },
  roleNotFound: { code: 4012, status: 404, vi: 'Không tìm thấy vai trò', en: 'Role not found' },
  notificationNotFound: {
    code: 4013,
    status: 404,
    vi: 'Không tìm thấy thông báo',
    en: 'Notification not found',
  },
  fileNotFound: { code: 4014, status: 404, vi: 'Không tìm thấy tệp', en: 'File not found' },
  medicineNotFound: { code: 4015, status: 404, vi: 'Không tìm thấy thuốc', en: 'Medicine not found' },
  propertyNotFound: { code: 4016, status: 404, vi: 'Không tìm thấy thuộc tính', en: 'Property not found' },
  formNotFound: { code: 4017, status: 404, vi: 'Không tìm thấy biểu mẫu', en: 'Form not found' },
  resultSheetNotFound: {
    code: 4018,
    status: 404,
    vi: 'Không tìm thấy phiếu kết quả',
    en: 'Result sheet not found',
  },
  serviceNotFound: { code: 4019, status: 404, vi: 'Không tìm thấy dịch vụ', en: 'Service not found' },
  packageNotFound: { code: 4020, status: 404, vi: 'Không tìm thấy gói dịch vụ', en: 'Package not found' },
  purchasedPackageNotFound: {
    code: 4022,
    status: 404,
    vi: 'Không tìm thấy gói dịch vụ đã mua',
    en: 'Purchased package not found',
  },
  invoiceNotFound: { code: 4023, status: 404, vi: 'Không tìm thấy hóa đơn', en: 'Invoice not found' },
  orderNotFound: { code: 4024, status: 404, vi: 'Không tìm thấy đơn hàng', en: 'Order not found' },
  /** Print, prescription and service templates. */
  templateNotFound: { code: 4025, status: 404, vi: 'Không tìm thấy mẫu', en: 'Template not found' },
  supplierNotFound: { code: 4026, status: 404, vi: 'Không tìm thấy nhà cung cấp', en: 'Supplier not found' },
  lotNotFound: { code: 4027, status: 404, vi: 'Không tìm thấy lô thuốc', en: 'Lot not found' },
  stockSheetNotFound: {
    code: 4028,
    status: 404,
    vi: 'Không tìm thấy phiếu kho',
    en: 'Stock sheet not found',
  },
  // Added after the original list, for check-in sheets, prescriptions, labs and paired devices.
  checkInSheetNotFound: {
    code: 4029,
    status: 404,
    vi: 'Không tìm thấy phiếu check-in',
    en: 'Check-in sheet not found',
  },
  prescriptionNotFound: {
    code: 4030,
    status: 404,
    vi: 'Không tìm thấy đơn thuốc',
    en: 'Prescription not found',
  },
  deviceNotFound: { code: 4033, status: 404, vi: 'Không tìm thấy thiết bị', en: 'Device not found' },
  bankTransferNotFound: {
    code: 4034,
    status: 404,
    vi: 'Không tìm thấy giao dịch chuyển khoản',
    en: 'Bank transfer not found',
  },

  /** The clinic set no .docx template of this kind: the built-in template prints instead. */
  printTemplateNotFound: {
    code: 4035,
    status: 404,
    vi: 'Phòng khám chưa tải lên mẫu in Word cho loại giấy tờ này',
    en: 'The clinic has no Word print template for this document',
  },
  eInvoiceNotFound: {
    code: 4036,
    status: 404,
    vi: 'Không tìm thấy hóa đơn điện tử',
    en: 'E-invoice not found',
  },

  // ── 5001–5022 invalid input (HTTP 400) ────────────────────────────────────────────────────────────────
  invalidConfirmationInput: {
    code: 5001,
    status: 400,
    vi: 'Thông tin xác nhận không hợp lệ',
    en: 'Invalid confirmation input',
  },
  invalidEmail: { code: 5004, status: 400, vi: 'Email không hợp lệ', en: 'Invalid email' },
  invalidEditScheduleCase: {
    code: 5006,
    status: 400,
    vi: 'Trường hợp chỉnh sửa lịch làm việc không hợp lệ',
    en: 'Invalid schedule edit case',
  },
  invalidRecurrence: {
    code: 5011,
    status: 400,
    vi: 'Quy tắc lặp lại không hợp lệ',
    en: 'Invalid recurrence rule',
  },
  invalidDateRange: {
    code: 5012,
    status: 400,
    vi: 'Khoảng thời gian không hợp lệ',
    en: 'Invalid date range',
  },
  invalidRole: { code: 5013, status: 400, vi: 'Vai trò không hợp lệ', en: 'Invalid role' },
  invalidFileExtension: {
    code: 5014,
    status: 400,
    vi: 'Phần mở rộng của tệp không hợp lệ',
    en: 'Invalid file extension',
  },
  invalidFileType: { code: 5015, status: 400, vi: 'Loại tệp không hợp lệ', en: 'Invalid file type' },
  invalidValueType: { code: 5016, status: 400, vi: 'Kiểu giá trị không hợp lệ', en: 'Invalid value type' },
  invalidReExaminationDate: {
    code: 5017,
    status: 400,
    vi: 'Ngày tái khám không hợp lệ',
    en: 'Invalid re-examination date',
  },
  invalidBankToken: {
    code: 5018,
    status: 400,
    vi: 'Mã xác thực ngân hàng không hợp lệ',
    en: 'Invalid bank token',
  },
  invalidService: { code: 5021, status: 400, vi: 'Dịch vụ không hợp lệ', en: 'Invalid service' },
  invalidQuantity: { code: 5022, status: 400, vi: 'Số lượng không hợp lệ', en: 'Invalid quantity' },

  // ── Platform ──────────────────────────────────────────────────────────────────────────────────────────
  /** A request that fails its zod schema; the failing field paths go in the error's details. */
  schemaViolation: {
    code: 'PSYS_4001',
    status: 400,
    vi: 'Dữ liệu đầu vào không hợp lệ',
    en: 'Invalid API input',
  },
  unauthorized: {
    code: 'PSYS_4010',
    status: 401,
    vi: 'Phiên đăng nhập đã hết hạn',
    en: 'Session expired',
  },
  noPermission: {
    code: 'PSYS_4030',
    status: 403,
    vi: 'Bạn không có quyền thực hiện thao tác này',
    en: 'You do not have permission for this method',
  },
  /** No route at this path (a typo, or a client newer than the server). */
  routeNotFound: {
    code: 'PSYS_4040',
    status: 404,
    vi: 'Không tìm thấy địa chỉ yêu cầu',
    en: 'The requested address was not found',
  },
  /** A money- or stock-changing call sent without its `Idempotency-Key` header (docs/conventions.md#money). */
  idempotencyKeyMissing: {
    code: 'PSYS_4002',
    status: 400,
    vi: 'Thiếu khóa chống gửi trùng (Idempotency-Key)',
    en: 'The Idempotency-Key header is missing',
  },
  /** A request body past the server's limit. Param: `max`, the limit as text ('1 MB'). */
  bodyTooLarge: {
    code: 'PSYS_4130',
    status: 413,
    vi: 'Dữ liệu gửi lên quá lớn (tối đa {max})',
    en: 'The request is too large (at most {max})',
  },
  /**
   * A .docx whose entries add up to more than the server fills or converts once unzipped (its zip directory is
   * read, nothing inflated). Param: `max`, the limit as text ('32 MB').
   */
  docxUnzippedTooLarge: {
    code: 'PSYS_4131',
    status: 413,
    vi: 'Tệp Word quá lớn khi giải nén (tối đa {max}). Hãy giảm kích thước hình ảnh trong tệp rồi thử lại.',
    en: 'The Word file is too large once unzipped (at most {max}). Make its pictures smaller and try again.',
  },
  /** A .docx whose XML (its text, tables and styles, without pictures) is past the limit once unzipped. */
  docxTextTooLarge: {
    code: 'PSYS_4132',
    status: 413,
    vi: 'Tệp Word có quá nhiều chữ và định dạng (tối đa {max} khi giải nén). Hãy chia mẫu thành các tài liệu ngắn hơn rồi thử lại.',
    en: 'The Word file holds too much text and formatting (at most {max} once unzipped). Split it into shorter documents and try again.',
  },
  /** The same `Idempotency-Key` sent again with another request: refused, never answered with the first result. */
  idempotencyKeyReused: {
    code: 'PSYS_4220',
    status: 422,
    vi: 'Khóa chống gửi trùng đã được dùng cho một yêu cầu khác',
    en: 'This Idempotency-Key was already used for another request',
  },
  /** Param: `seconds` until the next attempt is allowed. */
  tooManyAttempts: {
    code: 'PSYS_4290',
    status: 429,
    vi: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau {seconds} giây.',
    en: {
      one: 'Too many attempts. Please try again in {seconds} second.',
      other: 'Too many attempts. Please try again in {seconds} seconds.',
    },
    countParam: 'seconds',
  },
  /** A clinic already has this many .docx → PDF conversions waiting: refused until some finish. Param: `max`. */
  pdfQueueFull: {
    code: 'PSYS_4291',
    status: 429,
    vi: 'Phòng khám đang có {max} tài liệu chờ chuyển sang PDF. Vui lòng thử lại sau ít phút.',
    en: 'Your clinic already has {max} documents waiting to become PDFs. Please try again in a minute.',
  },
  /** No speech provider is configured or installed (no Google credentials, no espeak-ng). */
  ttsUnavailable: {
    code: 'PSYS_5030',
    status: 503,
    vi: 'Chưa có dịch vụ đọc giọng nói',
    en: 'No text-to-speech service is available',
  },
  /** LibreOffice is not installed on the server: .docx templates cannot become PDFs; built-in templates still print. */
  pdfUnavailable: {
    code: 'PSYS_5031',
    status: 503,
    vi: 'Máy chủ chưa cài LibreOffice nên chưa in được mẫu Word. Mẫu in có sẵn vẫn in được.',
    en: 'LibreOffice is not installed on the server, so Word templates cannot print. The built-in templates still do.',
  },
  /** LibreOffice failed or took too long on a document (it is restarted for the next one). */
  pdfConversionFailed: {
    code: 'PSYS_5032',
    status: 503,
    vi: 'Không chuyển được mẫu Word sang PDF, vui lòng thử lại',
    en: 'The Word template could not be converted to PDF, please try again',
  },
  /** Param: `message`, a short detail: from the server, the request id the user quotes (never a stack trace). */
  internalError: {
    code: 'PSYS_5000',
    status: 500,
    vi: 'Lỗi không xác định, vui lòng liên hệ bộ phận hỗ trợ kỹ thuật ({message})',
    en: 'Unknown error, please contact technical supporter ({message})',
  },
} as const satisfies Record<string, ErrorDef>;

export type ErrorKey = keyof typeof errors;
export type ErrorCode = (typeof errors)[ErrorKey]['code'];

/** Inclusive code ranges (docs/product.md#error-codes). */
export const errorCodeRanges = {
  business: { min: 1001, max: 1094, status: 400 },
  notFound: { min: 4001, max: 4036, status: 404 },
  invalidInput: { min: 5001, max: 5022, status: 400 },
} as const;
/**
 * Codes that once named an error nothing raised, taken out of the catalogue. Clients and logs may still hold
 * them, so they stay spent: a new error takes the next number of its range, never one of these.
 */
export const retiredErrorCodes: readonly number[] = [
  1031, 1034, 1036, 1040, 1042, 1043, 1049, 1055, 1066, 4021, 4031, 4032, 5002, 5003, 5005, 5007, 5008, 5009,
  5010, 5019, 5020,
];
/** Business rules that answer 402 Payment Required rather than 400: the clinic's plan refuses, not the rule. */
export const planErrorKeys = [
  'clinicPlanExpired',
  'planFeatureMissing',
] as const satisfies readonly ErrorKey[];

export type ErrorCategory = keyof typeof errorCodeRanges | 'platform';

export function errorCategory(code: ErrorCode): ErrorCategory {
  if (typeof code === 'string') return 'platform';
  for (const [name, range] of Object.entries(errorCodeRanges)) {
    if (code >= range.min && code <= range.max) return name as ErrorCategory;
  }
  return 'platform';
}

export const errorKeys = Object.keys(errors) as ErrorKey[];

const keyByCode = new Map<string, ErrorKey>(errorKeys.map((key) => [String(errors[key].code), key]));

/** The catalogue entry of a code, as a number (1012) or as the string of the `messages` list ('1012'). */
export function errorByCode(code: number | string): ({ key: ErrorKey } & ErrorDef) | undefined {
  const key = keyByCode.get(String(code).trim());
  return key === undefined ? undefined : { key, ...errors[key] };
}

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(errors, value);
}

/** Things an `inUse` error can name; formatErrorText translates an `entity` param given as one of these keys. */
export const inUseEntityLabels = {
  vi: {
    service: 'dịch vụ',
    medicine: 'thuốc',
    supplier: 'nhà cung cấp',
    location: 'địa điểm',
    specialty: 'chuyên khoa',
    doctor: 'bác sĩ',
    property: 'thuộc tính',
    form: 'biểu mẫu',
    template: 'mẫu',
    clinicPatient: 'hồ sơ bệnh nhân',
    visit: 'lượt khám',
    appointment: 'lịch hẹn',
    invoice: 'hóa đơn',
    package: 'gói dịch vụ',
    role: 'vai trò',
    group: 'nhóm người dùng',
  },
  en: {
    service: 'service',
    medicine: 'medicine',
    supplier: 'supplier',
    location: 'location',
    specialty: 'specialty',
    doctor: 'doctor',
    property: 'property',
    form: 'form',
    template: 'template',
    clinicPatient: 'patient record',
    visit: 'visit',
    appointment: 'appointment',
    invoice: 'invoice',
    package: 'package',
    role: 'role',
    group: 'user group',
  },
} as const satisfies Record<Language, Record<string, string>>;
export type InUseEntity = keyof (typeof inUseEntityLabels)['en'];

/** The error's text in `lang`, with `{name}` placeholders filled from params. */
export function formatErrorText(key: ErrorKey, lang: Language, params?: TextParams): string {
  const def: ErrorDef = errors[key];
  const text = def[lang];
  const template =
    typeof text === 'string'
      ? text
      : (text[
          pluralCategory(lang, def.countParam === undefined ? undefined : params?.[def.countParam], text)
        ] ?? text.other);
  const entity = params?.entity;
  const labels: Readonly<Record<string, string>> = inUseEntityLabels[lang];
  if (typeof entity === 'string' && Object.hasOwn(labels, entity)) {
    return interpolate(template, { ...params, entity: labels[entity] ?? entity });
  }
  return interpolate(template, params);
}

export interface AppErrorOptions {
  readonly params?: TextParams;
  readonly cause?: unknown;
  /** Extra machine-readable data, such as the failing field paths of a schema violation. */
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * An error from the catalogue, thrown on the server and rebuilt on the client. It carries the key and params,
 * not a fixed language: `text(lang)` formats it for whoever reads it. `message` is the English text, for logs.
 */
export class AppError<K extends ErrorKey = ErrorKey> extends Error {
  override readonly name = 'AppError';
  readonly key: K;
  readonly status: (typeof errors)[K]['status'];
  readonly code: (typeof errors)[K]['code'];
  readonly params: TextParams;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(key: K, options: AppErrorOptions = {}) {
    super(
      formatErrorText(key, 'en', options.params),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.key = key;
    this.status = errors[key].status;
    this.code = errors[key].code;
    this.params = options.params ?? {};
    this.details = options.details;
  }

  text(lang: Language): string {
    return formatErrorText(this.key, lang, this.params);
  }

  static is(value: unknown): value is AppError {
    return value instanceof AppError;
  }
}

/**
 * The API's error body (docs/conventions.md#errors): `{ code, message, messages: [{ code, value }] }` in the request
 * language.
 */
export interface ErrorBody {
  readonly code: ErrorCode;
  readonly message: string;
  readonly messages: readonly { readonly code: string; readonly value: string }[];
}

export function errorBody(error: AppError, lang: Language): ErrorBody {
  const message = error.text(lang);
  return { code: error.code, message, messages: [{ code: String(error.code), value: message }] };
}
