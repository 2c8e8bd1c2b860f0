import { describe, expect, it } from 'vitest';
import { visitDocument } from './fixtures.js';
import { toSInvoice } from './sinvoice.js';

// The mapping to Viettel SInvoice's createInvoice body, written out in full: the shape of the technical
// description's input (generalInvoiceInfo, buyerInfo, sellerInfo, payments, itemInfo, taxBreakdowns,
// summarizeInfo), with a clinic's visit as its values.

describe('toSInvoice', () => {
  it("maps a visit's invoice to the createInvoice body, each amount split out of its tax-included price", () => {
    expect(toSInvoice(visitDocument)).toEqual({
      generalInvoiceInfo: {
        transactionUuid: 'c7-hd000123-1',
        invoiceType: '1',
        templateCode: '1/001',
        invoiceSeries: 'C26TAT',
        invoiceIssuedDate: 1796094942000,
        currencyCode: 'VND',
        adjustmentType: '1',
        paymentStatus: true,
        cusGetInvoiceRight: true,
        validation: 1,
      },
      buyerInfo: {
        buyerName: 'Nguyễn Thị Hương',
        buyerLegalName: 'CÔNG TY CỔ PHẦN THƯƠNG MẠI BÌNH MINH',
        buyerTaxCode: '0318765434',
        buyerAddressLine: '45 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
        buyerPhoneNumber: '0912345678',
        buyerEmail: 'hoadon@binhminh.vn',
        buyerCode: 'BN000042',
        buyerNotGetInvoice: 0,
      },
      sellerInfo: {
        sellerLegalName: 'CÔNG TY TNHH PHÒNG KHÁM ĐA KHOA AN TÂM',
        sellerTaxCode: '0312345673',
        sellerAddressLine: '12 Nguyễn Trãi, Phường Bến Thành, TP. Hồ Chí Minh',
        sellerPhoneNumber: '00842838221234',
        sellerEmail: 'ketoan@antam.vn',
      },
      payments: [{ paymentMethodName: 'CK' }],
      itemInfo: [
        {
          lineNumber: 1,
          selection: 1,
          itemCode: 'KNTQ',
          itemName: 'Khám nội tổng quát',
          unitName: 'Lần',
          quantity: 1,
          unitPrice: 150000,
          itemTotalAmountWithoutTax: 150000,
          itemDiscount: 0,
          itemTotalAmountAfterDiscount: 150000,
          taxPercentage: -2,
          taxAmount: 0,
          itemTotalAmountWithTax: 150000,
        },
        {
          lineNumber: 2,
          selection: 1,
          itemCode: 'SA01',
          itemName: 'Siêu âm ổ bụng',
          unitName: 'Lần',
          quantity: 1,
          unitPrice: 200000,
          itemTotalAmountWithoutTax: 200000,
          itemDiscount: 20000,
          itemTotalAmountAfterDiscount: 180000,
          taxPercentage: -2,
          taxAmount: 0,
          itemTotalAmountWithTax: 180000,
        },
        {
          lineNumber: 3,
          selection: 1,
          itemCode: 'PARA500',
          itemName: 'Paracetamol 500mg',
          unitName: 'Viên',
          quantity: 10,
          unitPrice: 1000,
          itemTotalAmountWithoutTax: 10000,
          itemDiscount: 0,
          itemTotalAmountAfterDiscount: 10000,
          taxPercentage: 5,
          taxAmount: 500,
          itemTotalAmountWithTax: 10500,
        },
        {
          lineNumber: 4,
          selection: 1,
          itemCode: '',
          itemName: 'Vitamin C 500mg',
          unitName: '',
          quantity: 7,
          // 7,000 with 5 % in it is 6,667 before tax: 952.43 a tablet, to two decimals.
          unitPrice: 952.43,
          itemTotalAmountWithoutTax: 6667,
          itemDiscount: 0,
          itemTotalAmountAfterDiscount: 6667,
          taxPercentage: 5,
          taxAmount: 333,
          itemTotalAmountWithTax: 7000,
        },
      ],
      taxBreakdowns: [
        { taxPercentage: -2, taxableAmount: 330000, taxAmount: 0 },
        { taxPercentage: 5, taxableAmount: 16667, taxAmount: 833 },
      ],
      summarizeInfo: {
        sumOfTotalLineAmountWithoutTax: 346667,
        totalAmountWithoutTax: 346667,
        totalTaxAmount: 833,
        totalAmountWithTax: 347500,
        totalAmountWithTaxInWords: 'Ba trăm bốn mươi bảy nghìn năm trăm đồng',
        discountAmount: 20000,
      },
    });
  });

  it('maps an adjustment: type 5 naming the original, its lines and tax lowering it', () => {
    const body = toSInvoice({
      ...visitDocument,
      transactionId: 'c7-hd000123-2',
      issuedAt: new Date('2026-12-02T08:00:00Z'),
      lines: [visitDocument.lines[2] as (typeof visitDocument.lines)[number]],
      adjusts: {
        number: 'C26TAT12',
        issuedAt: visitDocument.issuedAt,
        templateCode: '1/001',
        reason: 'Hoàn tiền thuốc Paracetamol',
      },
    });
    expect(body.generalInvoiceInfo).toMatchObject({
      transactionUuid: 'c7-hd000123-2',
      adjustmentType: '5',
      adjustmentInvoiceType: '1',
      originalInvoiceId: 'C26TAT12',
      originalInvoiceIssueDate: 1796094942000,
      originalTemplateCode: '1/001',
      additionalReferenceDesc: 'Hoàn tiền thuốc Paracetamol',
      additionalReferenceDate: Date.parse('2026-12-02T08:00:00Z'),
    });
    expect(body.itemInfo).toEqual([
      expect.objectContaining({
        lineNumber: 1,
        taxAmount: 500,
        isIncreaseItem: false,
        adjustmentTaxAmount: 500,
      }),
    ]);
    expect(body.taxBreakdowns).toEqual([
      {
        taxPercentage: 5,
        taxableAmount: 10000,
        taxAmount: 500,
        taxableAmountPos: false,
        taxAmountPos: false,
      },
    ]);
  });

  it('names a person with no company alone, and a payment not known yet as cash or transfer', () => {
    const body = toSInvoice({
      ...visitDocument,
      buyer: { name: 'Trần Văn An' },
      paymentMethod: null,
      paid: false,
    });
    expect(body.buyerInfo).toEqual({
      buyerName: 'Trần Văn An',
      buyerLegalName: '',
      buyerTaxCode: '',
      buyerAddressLine: '',
      buyerPhoneNumber: '',
      buyerEmail: '',
      buyerCode: '',
      buyerNotGetInvoice: 0,
    });
    expect(body.payments).toEqual([{ paymentMethodName: 'TM/CK' }]);
    expect(body.generalInvoiceInfo.paymentStatus).toBe(false);
  });

  it('keeps every line consistent: before tax less the discount, plus the tax, is the price paid', () => {
    const prices = [1, 999, 1_050, 12_345, 99_999];
    for (const unitPrice of prices) {
      for (const quantity of [1, 3, 7, 30]) {
        const total = unitPrice * quantity;
        const [item] = toSInvoice({
          ...visitDocument,
          lines: [{ code: null, name: 'x', unit: null, quantity, unitPrice, discount: 0, total, taxRate: 8 }],
        }).itemInfo;
        if (!item) throw new Error('no line');
        expect(item.itemTotalAmountWithoutTax - item.itemDiscount).toBe(item.itemTotalAmountAfterDiscount);
        expect(item.itemTotalAmountAfterDiscount + item.taxAmount).toBe(total);
        expect(Math.abs(item.unitPrice * quantity - item.itemTotalAmountWithoutTax)).toBeLessThanOrEqual(
          Math.max(1, quantity * 0.005),
        );
      }
    }
  });
});
