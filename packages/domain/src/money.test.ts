import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { checkClientTotal, type Discount, discounted, discountOf, invoiceAmounts, roundVnd } from './money';

// The one rounding rule and the invoice's money (docs/conventions.md#money), counted by hand.

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? error.key : error;
  }
  return null;
};

describe('the one rounding rule', () => {
  it.each([
    [0, 0],
    [1.4999, 1],
    [1.5, 2],
    [2.5, 3],
    [8749.5, 8750],
    [1250.125, 1250],
    [99_999.5, 100_000],
  ])('rounds %d to %d (nearest đồng, halves up)', (amount, rounded) => {
    expect(roundVnd(amount)).toBe(rounded);
  });

  it.each([
    [10_000, 12.5, 8750],
    [10_001, 12.5, 8751], // 8,750.875
    [3_000, 10, 2700],
    [999, 33, 669], // 669.33
    [1_000, 0.05, 1000], // 999.5 rounds up
    [7_000, 100, 0],
    [7_000, 0, 7000],
    [999, 33.3, 666], // 666.33
    [15, 10, 14], // 13.5 rounds up
  ])('%d less %d %% is %d', (price, percent, result) => {
    expect(discounted(price, percent)).toBe(result);
  });
});

describe('discounts', () => {
  it.each<[number, Discount | null, number]>([
    [10_001, { kind: 'percent', value: 12.5 }, 1250], // 1,250.125
    [10_004, { kind: 'percent', value: 12.5 }, 1251], // 1,250.5 rounds up
    [50_000, { kind: 'amount', value: 5_000 }, 5000],
    [50_000, { kind: 'percent', value: 0 }, 0],
    [50_000, null, 0],
  ])('takes from %d with %j: %d', (base, discount, off) => {
    expect(discountOf(base, discount)).toBe(off);
  });
});

describe('an invoice’s amounts', () => {
  it('adds the lines after their discounts, then takes the invoice’s discount off the sum', () => {
    const amounts = invoiceAmounts(
      [
        { unitPrice: 150_000, quantity: 1 },
        { unitPrice: 2_500, quantity: 9, discount: { kind: 'percent', value: 10 } }, // 22,500 − 2,250
        { unitPrice: 1_200, quantity: 2, discount: { kind: 'amount', value: 400 } }, // 2,400 − 400
      ],
      { kind: 'percent', value: 5 },
    );
    expect(amounts.lines).toEqual([
      { gross: 150_000, discount: 0, total: 150_000 },
      { gross: 22_500, discount: 2_250, total: 20_250 },
      { gross: 2_400, discount: 400, total: 2_000 },
    ]);
    expect(amounts.subtotal).toBe(172_250);
    expect(amounts.discount).toBe(8_613); // 8,612.5 rounds up
    expect(amounts.total).toBe(163_637);
  });

  it('allows a free invoice and an empty one at 0, and refuses any figure below 0', () => {
    expect(invoiceAmounts([{ unitPrice: 0, quantity: 1 }]).total).toBe(0);
    expect(invoiceAmounts([]).total).toBe(0);
    expect(invoiceAmounts([{ unitPrice: 100, quantity: 1 }], { kind: 'amount', value: 100 }).total).toBe(0);
    expect(
      refusal(() => invoiceAmounts([{ unitPrice: 100, quantity: 1 }], { kind: 'amount', value: 101 })),
    ).toBe('negativeTotal');
    expect(
      refusal(() =>
        invoiceAmounts([{ unitPrice: 100, quantity: 2, discount: { kind: 'amount', value: 201 } }]),
      ),
    ).toBe('negativeTotal');
  });

  it('checks a total the client sent and never uses it', () => {
    expect(refusal(() => checkClientTotal(undefined, 163_637))).toBeNull();
    expect(refusal(() => checkClientTotal(null, 163_637))).toBeNull();
    expect(refusal(() => checkClientTotal(163_637, 163_637))).toBeNull();
    expect(refusal(() => checkClientTotal(163_636, 163_637))).toBe('totalMismatch');
  });
});
