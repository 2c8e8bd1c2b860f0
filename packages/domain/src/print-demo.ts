import type {
  AppointmentPrint,
  CheckInSheetPrint,
  InvoicePrint,
  PrescriptionPrint,
  PrintData,
  PrintPatient,
  PrintVisit,
  ResultSheetPrint,
} from './contracts/print';
import { PrintKind as Kind, type PrintKind } from './print';
import { vietQrPayload } from './vietqr';

// Demo data of every printable document: the settings screen previews a clinic's .docx with it, the built-in
// templates' tests and stories render it. Vietnamese, with the diacritics a font must have.

const clinic = {
  name: 'Phòng khám Đa khoa An Bình',
  address: '123 Nguyễn Trãi, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
  phone: '028 3822 1234',
  email: 'lienhe@anbinh.vn',
};
const patient: PrintPatient = {
  code: 'BN000123',
  fullName: 'Nguyễn Thị Hồng Nhung',
  genderText: 'Nữ',
  birthdayText: '15/08/1988',
  age: 38,
  phone: '0901 234 567',
  address: '45 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  citizenId: '079188012345',
  guardianText: '',
};
const visit: PrintVisit = {
  code: 'LH-2611-0042',
  dateText: '26/11/2026',
  timeText: '09:30',
  orderNumber: 12,
  doctorName: 'BS. Trần Văn Minh',
  specialtyName: 'Nội tổng quát',
  locationName: 'Cơ sở 1',
  locationAddress: '123 Nguyễn Trãi, Quận 1',
};
const printed = { clinic, printedAtText: '26/11/2026 10:15', printedByName: 'Lê Thu Hà' };

const invoice: InvoicePrint = {
  kind: Kind.Invoice,
  ...printed,
  patient,
  invoice: {
    code: 'HD-000315',
    createdAtText: '26/11/2026 10:05',
    paid: false,
    cancelled: false,
    statusText: 'Chưa thanh toán',
    paidAtText: '',
    paymentMethodText: '',
    cashierName: 'Lê Thu Hà',
    subtotal: 470_000,
    subtotalText: '470.000 ₫',
    discountText: '20.000 ₫',
    total: 450_000,
    totalText: '450.000 ₫',
    totalInWords: 'Bốn trăm năm mươi nghìn đồng',
    amountReceivedText: '',
    changeText: '',
    note: '',
  },
  items: [
    {
      index: 1,
      name: 'Khám nội tổng quát',
      quantity: 1,
      unitText: 'Lần',
      unitPriceText: '200.000 ₫',
      discountText: '',
      totalText: '200.000 ₫',
    },
    {
      index: 2,
      name: 'Xét nghiệm công thức máu',
      quantity: 1,
      unitText: 'Lần',
      unitPriceText: '150.000 ₫',
      discountText: '20.000 ₫',
      totalText: '130.000 ₫',
    },
    {
      index: 3,
      name: 'Paracetamol 500mg',
      quantity: 20,
      unitText: 'Viên',
      unitPriceText: '6.000 ₫',
      discountText: '',
      totalText: '120.000 ₫',
    },
  ],
  eInvoice: {
    number: 'C26TAA315',
    lookupCode: 'A1B2C3D4E5',
    lookupUrl: 'https://vinvoice.viettel.vn/utilities/invoice-search',
  },
  transfer: {
    qrPayload: vietQrPayload({
      bin: '970436',
      accountNumber: '0012345678',
      amount: 450_000,
      purpose: 'HD-000315',
    }),
    bankName: 'Vietcombank',
    accountNumber: '0012345678',
    accountName: 'PHONG KHAM AN BINH',
    content: 'HD-000315',
  },
};

const prescription: PrescriptionPrint = {
  kind: Kind.Prescription,
  ...printed,
  patient,
  visit,
  diagnosisCodesText: 'J02.9 - Viêm họng cấp, không đặc hiệu',
  diagnosis: 'Sốt nhẹ, họng đỏ',
  nationalCode: '406180001935-c',
  doctorCertificate: '004512/HCM-CCHN',
  advice: 'Uống nhiều nước ấm, tránh đồ lạnh. Tái khám nếu sốt trên 3 ngày.',
  reExamDateText: '03/12/2026',
  doctorName: 'BS. Trần Văn Minh',
  dateText: '26/11/2026',
  items: [
    {
      index: 1,
      name: 'Amoxicillin 500mg',
      quantity: 21,
      unitText: 'Viên',
      doseText: 'Sáng 1 · Trưa 1 · Tối 1',
      morning: 1,
      noon: 1,
      afternoon: 0,
      evening: 1,
      days: 7,
      usage: 'Uống sau ăn. Sáng 1 viên, trưa 1 viên, tối 1 viên. Dùng 7 ngày.',
      note: '',
      conversionText: '',
    },
    {
      index: 2,
      name: 'Paracetamol 500mg',
      quantity: 10,
      unitText: 'Viên',
      doseText: 'Sáng 1 · Tối 1',
      morning: 1,
      noon: 0,
      afternoon: 0,
      evening: 1,
      days: 5,
      usage: 'Uống. Sáng 1 viên, tối 1 viên. Dùng 5 ngày.',
      note: 'Khi sốt trên 38,5°C',
      conversionText: '',
    },
  ],
};

const appointment: AppointmentPrint = {
  kind: Kind.Appointment,
  ...printed,
  patient,
  visit,
  bookingCode: 'LH-2611-0042',
  qrPayload: 'LH-2611-0042',
  statusText: 'Đã xác nhận',
  note: 'Vui lòng đến trước giờ hẹn 15 phút.',
};

const fields = [
  { label: 'Triệu chứng', value: 'Đau họng, sốt nhẹ 2 ngày' },
  { label: 'Huyết áp', value: '120/80 mmHg' },
  { label: 'Nhiệt độ', value: '37,8 °C' },
];

const checkInSheet: CheckInSheetPrint = {
  kind: Kind.CheckInSheet,
  ...printed,
  patient,
  visit,
  formName: 'Phiếu tiếp nhận',
  checkedInAtText: '26/11/2026 09:20',
  fields,
};

const resultSheet: ResultSheetPrint = {
  kind: Kind.ResultSheet,
  ...printed,
  patient,
  visit,
  serviceName: 'Xét nghiệm công thức máu',
  formName: 'Phiếu kết quả xét nghiệm',
  diagnosisCodesText: 'J02.9 - Viêm họng cấp, không đặc hiệu',
  diagnosis: 'Viêm họng cấp',
  conclusion: 'Bạch cầu tăng nhẹ, phù hợp nhiễm khuẩn.',
  nextAppointmentDateText: '03/12/2026',
  doctorName: 'BS. Trần Văn Minh',
  fields: [
    { label: 'Bạch cầu (WBC)', value: '11,2 G/L' },
    { label: 'Hồng cầu (RBC)', value: '4,5 T/L' },
    { label: 'Tiểu cầu (PLT)', value: '250 G/L' },
  ],
};

const demo: { [K in PrintKind]: Extract<PrintData, { kind: K }> } = {
  invoice,
  prescription,
  appointment,
  checkInSheet,
  resultSheet,
};

/** A document of this kind filled with demo data. */
export function printDemoData<K extends PrintKind>(kind: K): Extract<PrintData, { kind: K }> {
  return structuredClone(demo[kind]);
}
