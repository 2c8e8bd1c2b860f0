import { normalTaxCode, PaymentMethod, splitTaxIncluded, vndInWords } from '@clinic/domain';
import type { EInvoiceDocument, EInvoiceLine } from './gateway.js';

/**
 * Viettel SInvoice's "createInvoice" body, and the pure mapping of our document to it. Field names, codes and date
 * format follow Viettel's "S-invoice Technical service description" (InvoiceAPI/InvoiceWS, section 5, input of an
 * invoice) — cited in docs/product.md#e-invoices — as its current clients send them: dates as milliseconds since
 * the epoch, whole seconds; an adjustment with `adjustmentType` '5' naming the original; the tax per line, with -2
 * for "not subject to VAT".
 */

/** SInvoice's calls, below its base URL. */
export const LOGIN_PATH = '/auth/login';
const INVOICE_WS = '/services/einvoiceapplication/api/InvoiceAPI/InvoiceWS';
/** Followed by `/` and the seller's tax code. */
export const CREATE_PATH = `${INVOICE_WS}/createInvoice`;
/** A form with supplierTaxCode and transactionUuid. */
export const SEARCH_PATH = `${INVOICE_WS}/searchInvoiceByTransactionUuid`;

export interface SInvoiceGeneralInfo {
  transactionUuid: string;
  /** The template's kind: '1' a VAT invoice, '2' a sales invoice. */
  invoiceType: string;
  templateCode: string;
  invoiceSeries: string;
  invoiceIssuedDate: number;
  currencyCode: 'VND';
  /** '1' an original invoice, '5' an adjustment of one. */
  adjustmentType: '1' | '5';
  paymentStatus: boolean;
  /** The buyer may see the invoice at the lookup page. */
  cusGetInvoiceRight: true;
  /** SInvoice checks the tax figures itself. */
  validation: 1;
  /** An adjustment: '1' adjusts money. */
  adjustmentInvoiceType?: '1';
  originalInvoiceId?: string;
  originalInvoiceIssueDate?: number;
  originalTemplateCode?: string;
  additionalReferenceDesc?: string;
  additionalReferenceDate?: number;
}

export interface SInvoiceBuyer {
  buyerName: string;
  buyerLegalName: string;
  buyerTaxCode: string;
  buyerAddressLine: string;
  buyerPhoneNumber: string;
  buyerEmail: string;
  buyerCode: string;
  /** 0: the provider mails the invoice to buyerEmail. */
  buyerNotGetInvoice: 0;
}

export interface SInvoiceSeller {
  sellerLegalName: string;
  sellerTaxCode: string;
  sellerAddressLine: string;
  sellerPhoneNumber: string;
  sellerEmail: string;
}

export interface SInvoiceItem {
  lineNumber: number;
  /** 1: goods or a service (not a note, not a discount line). */
  selection: 1;
  itemCode: string;
  itemName: string;
  unitName: string;
  quantity: number;
  /** Before tax, to two decimals. */
  unitPrice: number;
  /** unitPrice × quantity before tax, before the discount. */
  itemTotalAmountWithoutTax: number;
  /** The discount before tax. */
  itemDiscount: number;
  itemTotalAmountAfterDiscount: number;
  taxPercentage: number;
  taxAmount: number;
  itemTotalAmountWithTax: number;
  /** An adjustment's lines lower the original. */
  isIncreaseItem?: false;
  adjustmentTaxAmount?: number;
}

export interface SInvoiceTaxBreakdown {
  taxPercentage: number;
  taxableAmount: number;
  taxAmount: number;
  taxableAmountPos?: false;
  taxAmountPos?: false;
}

export interface SInvoiceRequest {
  generalInvoiceInfo: SInvoiceGeneralInfo;
  buyerInfo: SInvoiceBuyer;
  sellerInfo: SInvoiceSeller;
  payments: { paymentMethodName: string }[];
  itemInfo: SInvoiceItem[];
  taxBreakdowns: SInvoiceTaxBreakdown[];
  summarizeInfo: SInvoiceSummary;
}

export interface SInvoiceSummary {
  sumOfTotalLineAmountWithoutTax: number;
  totalAmountWithoutTax: number;
  totalTaxAmount: number;
  totalAmountWithTax: number;
  totalAmountWithTaxInWords: string;
  discountAmount: number;
}

/** "Tiền mặt" (cash), "chuyển khoản" (transfer, and an e-wallet's), or both when the method is not known yet. */
const PAYMENT_NAMES: Record<PaymentMethod, string> = {
  [PaymentMethod.Cash]: 'TM',
  [PaymentMethod.BankTransfer]: 'CK',
  [PaymentMethod.EWallet]: 'CK',
};

/** SInvoice's dates: milliseconds since the epoch, in whole seconds. */
export const sinvoiceDate = (at: Date) => Math.floor(at.getTime() / 1000) * 1000;

const cents = (value: number) => Math.round(value * 100) / 100;
const digitsOnly = (phone: string | undefined) => (phone ?? '').replace(/\+/g, '00').replace(/\D/g, '');

/** One line before tax: the price is what the patient pays, so each amount is split out of its tax-included one. */
function itemOf(line: EInvoiceLine, index: number, adjusting: boolean): SInvoiceItem {
  const before = splitTaxIncluded(line.unitPrice * line.quantity, line.taxRate).taxable;
  const { taxable, tax } = splitTaxIncluded(line.total, line.taxRate);
  return {
    lineNumber: index + 1,
    selection: 1,
    itemCode: line.code ?? '',
    itemName: line.name,
    unitName: line.unit ?? '',
    quantity: line.quantity,
    unitPrice: cents(before / line.quantity),
    itemTotalAmountWithoutTax: before,
    itemDiscount: before - taxable,
    itemTotalAmountAfterDiscount: taxable,
    taxPercentage: line.taxRate,
    taxAmount: tax,
    itemTotalAmountWithTax: line.total,
    ...(adjusting ? { isIncreaseItem: false as const, adjustmentTaxAmount: tax } : {}),
  };
}

/** Our e-invoice as SInvoice's createInvoice body. Pure: the same document gives the same body. */
export function toSInvoice(document: EInvoiceDocument): SInvoiceRequest {
  const adjusts = document.adjusts;
  const items = document.lines.map((line, i) => itemOf(line, i, adjusts !== undefined));
  const rates = [...new Set(items.map((item) => item.taxPercentage))].sort((a, b) => a - b);
  const sum = (pick: (item: SInvoiceItem) => number, of = items) =>
    of.reduce((acc, item) => acc + pick(item), 0);
  const total = sum((item) => item.itemTotalAmountWithTax);
  const { buyer, seller } = document;
  return {
    generalInvoiceInfo: {
      transactionUuid: document.transactionId,
      invoiceType: document.templateCode.split('/')[0] ?? '',
      templateCode: document.templateCode,
      invoiceSeries: document.series,
      invoiceIssuedDate: sinvoiceDate(document.issuedAt),
      currencyCode: 'VND',
      adjustmentType: adjusts ? '5' : '1',
      paymentStatus: document.paid,
      cusGetInvoiceRight: true,
      validation: 1,
      ...(adjusts
        ? {
            adjustmentInvoiceType: '1' as const,
            originalInvoiceId: adjusts.number,
            originalInvoiceIssueDate: sinvoiceDate(adjusts.issuedAt),
            originalTemplateCode: adjusts.templateCode,
            additionalReferenceDesc: adjusts.reason,
            additionalReferenceDate: sinvoiceDate(document.issuedAt),
          }
        : {}),
    },
    buyerInfo: {
      buyerName: buyer.name,
      buyerLegalName: buyer.legalName ?? '',
      buyerTaxCode: buyer.taxCode ? normalTaxCode(buyer.taxCode) : '',
      buyerAddressLine: buyer.address ?? '',
      buyerPhoneNumber: digitsOnly(buyer.phone),
      buyerEmail: buyer.email ?? '',
      buyerCode: buyer.code ?? '',
      buyerNotGetInvoice: 0,
    },
    sellerInfo: {
      sellerLegalName: seller.legalName,
      sellerTaxCode: normalTaxCode(seller.taxCode),
      sellerAddressLine: seller.address,
      sellerPhoneNumber: digitsOnly(seller.phone),
      sellerEmail: seller.email ?? '',
    },
    payments: [
      { paymentMethodName: document.paymentMethod ? PAYMENT_NAMES[document.paymentMethod] : 'TM/CK' },
    ],
    itemInfo: items,
    taxBreakdowns: rates.map((rate) => {
      const of = items.filter((item) => item.taxPercentage === rate);
      return {
        taxPercentage: rate,
        taxableAmount: sum((item) => item.itemTotalAmountAfterDiscount, of),
        taxAmount: sum((item) => item.taxAmount, of),
        ...(adjusts ? { taxableAmountPos: false as const, taxAmountPos: false as const } : {}),
      };
    }),
    summarizeInfo: {
      sumOfTotalLineAmountWithoutTax: sum((item) => item.itemTotalAmountAfterDiscount),
      totalAmountWithoutTax: sum((item) => item.itemTotalAmountAfterDiscount),
      totalTaxAmount: sum((item) => item.taxAmount),
      totalAmountWithTax: total,
      totalAmountWithTaxInWords: vndInWords(total),
      discountAmount: sum((item) => item.itemDiscount),
    },
  };
}
