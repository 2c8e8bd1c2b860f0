import { EInvoiceTaxRate, PaymentMethod } from '@clinic/domain';
import type { EInvoiceDocument } from './gateway.js';

/**
 * A visit's e-invoice: an examination, an ultrasound with its own discount (not subject to VAT), and two medicines
 * at 5 % — one whose unit price before tax is not whole đồng. The buyer is a company the patient named.
 */
export const visitDocument: EInvoiceDocument = {
  transactionId: 'c7-hd000123-1',
  templateCode: '1/001',
  series: 'C26TAT',
  issuedAt: new Date('2026-12-01T03:15:42.678Z'),
  seller: {
    taxCode: '0312345673',
    legalName: 'CÔNG TY TNHH PHÒNG KHÁM ĐA KHOA AN TÂM',
    address: '12 Nguyễn Trãi, Phường Bến Thành, TP. Hồ Chí Minh',
    phone: '+84 28 3822 1234',
    email: 'ketoan@antam.vn',
  },
  buyer: {
    name: 'Nguyễn Thị Hương',
    legalName: 'CÔNG TY CỔ PHẦN THƯƠNG MẠI BÌNH MINH',
    taxCode: '0318765434',
    address: '45 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
    email: 'hoadon@binhminh.vn',
    phone: '0912 345 678',
    code: 'BN000042',
  },
  paymentMethod: PaymentMethod.BankTransfer,
  paid: true,
  lines: [
    {
      code: 'KNTQ',
      name: 'Khám nội tổng quát',
      unit: 'Lần',
      quantity: 1,
      unitPrice: 150_000,
      discount: 0,
      total: 150_000,
      taxRate: EInvoiceTaxRate.NotSubject,
    },
    {
      code: 'SA01',
      name: 'Siêu âm ổ bụng',
      unit: 'Lần',
      quantity: 1,
      unitPrice: 200_000,
      discount: 20_000,
      total: 180_000,
      taxRate: EInvoiceTaxRate.NotSubject,
    },
    {
      code: 'PARA500',
      name: 'Paracetamol 500mg',
      unit: 'Viên',
      quantity: 10,
      unitPrice: 1_050,
      discount: 0,
      total: 10_500,
      taxRate: EInvoiceTaxRate.Five,
    },
    {
      code: null,
      name: 'Vitamin C 500mg',
      unit: null,
      quantity: 7,
      unitPrice: 1_000,
      discount: 0,
      total: 7_000,
      taxRate: EInvoiceTaxRate.Five,
    },
  ],
};
