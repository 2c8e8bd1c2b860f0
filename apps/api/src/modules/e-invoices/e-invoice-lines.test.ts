import { DEFAULT_TAX_RATES, EInvoiceTaxRate } from '@clinic/domain';
import { describe, expect, it } from 'vitest';
import { adjustmentLinesOf, type BilledLine, eInvoiceLinesOf } from './e-invoice-lines.js';

const billed: BilledLine[] = [
  {
    kind: 'service',
    name: 'Khám nội',
    unit: 'Lần',
    unitPrice: 150_000,
    quantity: 1,
    discount: 0,
    total: 150_000,
  },
  {
    kind: 'medicine',
    name: 'Paracetamol',
    unit: 'Viên',
    unitPrice: 1_000,
    quantity: 50,
    discount: 5_000,
    total: 45_000,
  },
  { kind: 'package', name: 'Gói khám thai', unit: null, unitPrice: 0, quantity: 1, discount: 0, total: 0 },
];

describe('eInvoiceLinesOf', () => {
  it("taxes each line at its kind's rate and spreads the invoice's discount over the lines", () => {
    const lines = eInvoiceLinesOf(billed, 19_500, DEFAULT_TAX_RATES);
    expect(lines).toEqual([
      {
        code: null,
        name: 'Khám nội',
        unit: 'Lần',
        quantity: 1,
        unitPrice: 150_000,
        discount: 15_000,
        total: 135_000,
        taxRate: EInvoiceTaxRate.NotSubject,
      },
      {
        code: null,
        name: 'Paracetamol',
        unit: 'Viên',
        quantity: 50,
        unitPrice: 1_000,
        discount: 9_500,
        total: 40_500,
        taxRate: EInvoiceTaxRate.Five,
      },
      {
        code: null,
        name: 'Gói khám thai',
        unit: null,
        quantity: 1,
        unitPrice: 0,
        discount: 0,
        total: 0,
        taxRate: EInvoiceTaxRate.NotSubject,
      },
    ]);
    // What the e-invoice totals is what the patient paid: 195,000 less 19,500.
    expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(175_500);
  });

  it("takes the clinic's own rates", () => {
    const lines = eInvoiceLinesOf(billed, 0, { service: 8, medicine: 10, package: 0 });
    expect(lines.map((line) => line.taxRate)).toEqual([8, 10, 0]);
  });
});

describe('adjustmentLinesOf', () => {
  it('spreads the amount taken off over the original lines, one unit each, skipping lines it does not touch', () => {
    const original = eInvoiceLinesOf(billed, 0, DEFAULT_TAX_RATES);
    const lines = adjustmentLinesOf(original, 39_000);
    expect(lines).toEqual([
      expect.objectContaining({
        name: 'Khám nội',
        quantity: 1,
        unitPrice: 30_000,
        total: 30_000,
        taxRate: -2,
      }),
      expect.objectContaining({
        name: 'Paracetamol',
        quantity: 1,
        unitPrice: 9_000,
        total: 9_000,
        taxRate: 5,
      }),
    ]);
    expect(adjustmentLinesOf(original, 195_000).reduce((sum, line) => sum + line.total, 0)).toBe(195_000);
  });
});
