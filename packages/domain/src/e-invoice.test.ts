import { describe, expect, it } from 'vitest';
import { EInvoiceTaxRate, isTaxCode, normalTaxCode, splitTaxIncluded, spreadDiscount } from './e-invoice';

describe('isTaxCode', () => {
  it('accepts published tax codes: ten digits whose last checks the nine before it', () => {
    // Tập đoàn Công nghiệp – Viễn thông Quân đội (Viettel), and Vinamilk, as printed on their own invoices.
    expect(isTaxCode('0100109106')).toBe(true);
    expect(isTaxCode('0300588569')).toBe(true);
  });

  it('refuses a code whose check digit is wrong, one digit changed, or the wrong length', () => {
    expect(isTaxCode('0100109105')).toBe(false);
    expect(isTaxCode('0100109116')).toBe(false);
    expect(isTaxCode('010010910')).toBe(false);
    expect(isTaxCode('01001091066')).toBe(false);
    expect(isTaxCode('01001O9106')).toBe(false);
    expect(isTaxCode('')).toBe(false);
  });

  it("accepts a dependent unit's 13 digits (with or without the dash), never the unit 000", () => {
    expect(isTaxCode('0100109106-505')).toBe(true);
    expect(isTaxCode('0100109106505')).toBe(true);
    expect(isTaxCode('0100109106-000')).toBe(false);
    expect(isTaxCode('0100109105-505')).toBe(false);
  });

  it('accepts the 12-digit personal identification number a person or household business uses', () => {
    expect(isTaxCode('001203012345')).toBe(true);
    expect(isTaxCode('00120301234')).toBe(false);
  });
});

describe('normalTaxCode', () => {
  it('writes a dependent unit with its dash and drops spaces and dots', () => {
    expect(normalTaxCode('0100109106505')).toBe('0100109106-505');
    expect(normalTaxCode(' 0100 109 106 ')).toBe('0100109106');
    expect(normalTaxCode('0100.109.106-505')).toBe('0100109106-505');
  });
});

describe('splitTaxIncluded', () => {
  it('splits a price that includes VAT into its taxed part and the tax, adding up to the price', () => {
    expect(splitTaxIncluded(105_000, EInvoiceTaxRate.Five)).toEqual({ taxable: 100_000, tax: 5_000 });
    expect(splitTaxIncluded(110_000, EInvoiceTaxRate.Ten)).toEqual({ taxable: 100_000, tax: 10_000 });
    // 12,345 / 1.08 = 11,430.56 → 11,431; the tax is the rest.
    expect(splitTaxIncluded(12_345, EInvoiceTaxRate.Eight)).toEqual({ taxable: 11_431, tax: 914 });
    for (const price of [1, 7, 999, 33_333, 1_234_567]) {
      const { taxable, tax } = splitTaxIncluded(price, EInvoiceTaxRate.Five);
      expect(taxable + tax).toBe(price);
    }
  });

  it('taxes nothing when the line is not subject to VAT, not declared, or at 0 %', () => {
    for (const rate of [EInvoiceTaxRate.NotSubject, EInvoiceTaxRate.NotDeclared, EInvoiceTaxRate.Zero]) {
      expect(splitTaxIncluded(150_000, rate)).toEqual({ taxable: 150_000, tax: 0 });
    }
  });
});

describe('spreadDiscount', () => {
  it('spreads in proportion to the lines, in whole đồng adding up to the discount', () => {
    expect(spreadDiscount([100_000, 50_000, 50_000], 20_000)).toEqual([10_000, 5_000, 5_000]);
    // 10,000 over three equal lines: 3,333.33 each, the odd đồng to the first.
    expect(spreadDiscount([30_000, 30_000, 30_000], 10_000)).toEqual([3_334, 3_333, 3_333]);
    // The largest remainder takes the odd đồng: 7 × 2/3 = 4.67 and 7 × 1/3 = 2.33.
    expect(spreadDiscount([2, 1], 7)).toEqual([5, 2]);
  });

  it('spreads nothing when there is no discount or nothing to spread over', () => {
    expect(spreadDiscount([10_000, 20_000], 0)).toEqual([0, 0]);
    expect(spreadDiscount([0, 0], 0)).toEqual([0, 0]);
    expect(spreadDiscount([], 0)).toEqual([]);
  });

  it('always adds up, whatever the totals', () => {
    const totals = [12_345, 678, 90_001, 5, 33_333];
    for (const discount of [1, 17, 999, 50_000, 136_362]) {
      const shares = spreadDiscount(totals, discount);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
      for (const [i, share] of shares.entries()) expect(share).toBeLessThanOrEqual(totals[i] as number);
    }
  });
});
