import type {
  BankTransferItem,
  BillingQueueItem,
  InvoiceCheck,
  InvoiceLine,
  InvoiceSummary,
  InvoiceView,
} from '@clinic/api-client';
import {
  AppError,
  AppointmentStatus,
  InvoiceStatus,
  invoiceAmounts,
  type PaymentMethod,
} from '@clinic/domain';
import { fakeApi } from '../../../shared/testing/fakeApi';

// Billing's answers for component tests: a queue row, an invoice as the API answers it, its check, a transfer.

export const page = <T>(rows: T[]) => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 50, pageNumber: 1 },
});

export const queueItem = (
  appointmentId: number,
  extra: Partial<BillingQueueItem> = {},
): BillingQueueItem => ({
  appointmentId,
  appointmentCode: `LK${String(appointmentId).padStart(6, '0')}`,
  appointmentStatus: AppointmentStatus.Finished,
  date: '2026-11-26',
  time: '09:30',
  orderNumber: appointmentId,
  doctorName: 'BS. Trần Minh Khoa',
  clinicPatientId: 100 + appointmentId,
  patientName: 'Nguyễn Văn An',
  patientCode: `BN${String(appointmentId).padStart(6, '0')}`,
  patientPhone: '0901234567',
  invoices: [],
  ...extra,
});

export const line = (position: number, extra: Partial<InvoiceLine> = {}): InvoiceLine => ({
  id: position + 1,
  position,
  kind: 'service',
  serviceId: 4,
  medicineId: null,
  packageId: null,
  serviceOrderId: 10 + position,
  prescriptionId: null,
  purchasedPackageId: null,
  source: `service-order:${10 + position}`,
  name: 'Khám tổng quát',
  unit: null,
  unitPrice: 150_000,
  quantity: 1,
  discountKind: null,
  discountValue: null,
  discount: 0,
  total: 150_000,
  ...extra,
});

/** The two lines of the visit most tests bill: an exam, and 10 tablets of paracetamol at 1.500 ₫. */
export const visitLines = (): InvoiceLine[] => [
  line(0),
  line(1, {
    kind: 'medicine',
    serviceId: null,
    medicineId: 3,
    serviceOrderId: null,
    prescriptionId: 7,
    source: 'prescription:7:medicine:3',
    name: 'Paracetamol 500mg',
    unit: 'tablet',
    unitPrice: 1_500,
    quantity: 10,
    total: 15_000,
  }),
];

const at = '2026-11-26T03:00:00.000Z';

export const summary = (id: number, extra: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id,
  code: `HD${String(id).padStart(6, '0')}`,
  status: InvoiceStatus.WaitForPayment,
  appointmentId: 1,
  appointmentCode: 'LK000001',
  clinicPatientId: 101,
  patientName: 'Nguyễn Văn An',
  patientCode: 'BN000001',
  customerPhone: null,
  subtotal: 165_000,
  discount: 0,
  total: 165_000,
  paymentMethod: null,
  amountReceived: null,
  changeDue: null,
  paidAt: null,
  paidBy: null,
  paidByName: null,
  canceledAt: null,
  canceledByName: null,
  cancelReason: null,
  itemCount: 2,
  createdBy: 7,
  createdByName: 'Lê Thu Ngân',
  createdAt: at,
  updatedAt: at,
  eInvoice: null,
  ...extra,
});

/** An unpaid invoice of visit 1 whose money is the lines' (invoiceAmounts), unless told. */
export const invoice = (id: number, extra: Partial<InvoiceView> = {}): InvoiceView => {
  const items = extra.items ?? visitLines();
  const amounts = invoiceAmounts(items.map((l) => ({ unitPrice: l.unitPrice, quantity: l.quantity })));
  return {
    ...summary(id, { subtotal: amounts.subtotal, total: amounts.total, itemCount: items.length }),
    discountKind: null,
    discountValue: null,
    note: null,
    items,
    shortages: [],
    payments: [],
    stockSheets: [],
    bankTransfers: [],
    vietQr: null,
    ...extra,
  };
};

/** The invoice once paid by `method`. */
export const paid = (
  unpaid: InvoiceView,
  method: PaymentMethod,
  received: number | null = null,
): InvoiceView => ({
  ...unpaid,
  status: InvoiceStatus.Paid,
  paymentMethod: method,
  amountReceived: received,
  changeDue: received === null ? null : received - unpaid.total,
  paidAt: '2026-11-26T03:15:00.000Z',
  paidBy: 7,
  paidByName: 'Lê Thu Ngân',
  vietQr: null,
  updatedAt: '2026-11-26T03:15:00.000Z',
  payments: [
    {
      id: 1,
      method,
      amount: unpaid.total,
      reversesPaymentId: null,
      bankTransferId: null,
      createdBy: 7,
      createdByName: 'Lê Thu Ngân',
      createdAt: '2026-11-26T03:15:00.000Z',
    },
  ],
});

export const unchanged = (total: number): InvoiceCheck => ({
  changed: false,
  added: [],
  removed: [],
  updated: [],
  invoiceTotal: total,
  appointmentTotal: total,
});

export const transfer = (id: number, extra: Partial<BankTransferItem> = {}): BankTransferItem => ({
  id,
  provider: 'sepay',
  externalId: String(9000 + id),
  gateway: 'Vietcombank',
  accountNumber: '0071000123456',
  amount: 165_000,
  content: 'CHUYEN TIEN KHAM BENH',
  referenceCode: 'FT2633',
  transactionAt: '2026-11-26T04:00:00.000Z',
  status: 'unmatched',
  invoiceId: null,
  invoiceCode: null,
  codeInContent: null,
  attachedByName: null,
  attachedAt: null,
  createdAt: '2026-11-26T04:00:01.000Z',
  ...extra,
});

/**
 * Screen 21's reads: the queue, one invoice by id (`read`), no unmatched transfer, an unchanged visit, and a paid
 * invoice's e-invoice: none, the clinic not set up for them. The queue is answered after the invoice route, as the
 * API's static path wins over `/invoices/:id`.
 */
export function billingApi(queue: BillingQueueItem[] = [], read?: (id: number) => InvoiceView) {
  return fakeApi()
    .on('GET /invoices/:id', ({ params }) => {
      const found = read?.(Number(params.id));
      if (!found) throw new AppError('invoiceNotFound');
      return found;
    })
    .on('GET /invoices/billing-queue', () => queue)
    .on('GET /payments/bank-transfers', () => page([]))
    .on('POST /invoices/:id/check-with-appointment', () => unchanged(165_000))
    .on('GET /invoices/:id/e-invoice', () => null)
    .on('GET /e-invoices/counts', () => ({ configured: false, queued: 0, refused: 0 }));
}
