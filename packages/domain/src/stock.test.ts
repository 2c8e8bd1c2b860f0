import { describe, expect, it } from 'vitest';
import {
  isLotUsable,
  type LotOnHand,
  lotExpiryState,
  MedicineLotExpiry,
  pickLotsFefo,
  StockLevel,
  StockSheetType,
  stockLevel,
  stockSheetCode,
} from './stock';

const { InDate, NearExpiration, Expired } = MedicineLotExpiry;

describe('lotExpiryState', () => {
  it.each<[string, number, MedicineLotExpiry, string]>([
    ['2026-11-25', 90, Expired, 'expired yesterday'],
    ['2026-11-26', 90, NearExpiration, 'usable through its last day'],
    ['2027-02-23', 90, NearExpiration, 'today + 89 days'],
    ['2027-02-24', 90, InDate, 'today + 90 days is no longer near'],
    ['2026-12-20', 30, NearExpiration, 'within a 30-day setting'],
    ['2026-12-26', 30, InDate, 'today + 30 days with a 30-day setting'],
  ])('%s with %i near-expiry days is %i (%s)', (expiryDate, days, state) => {
    expect(lotExpiryState(expiryDate, '2026-11-26', days)).toBe(state);
  });
  it('agrees with isLotUsable on the last day', () => {
    expect(isLotUsable('2026-11-26', '2026-11-26')).toBe(true);
    expect(isLotUsable('2026-11-25', '2026-11-26')).toBe(false);
  });
});

describe('stockLevel', () => {
  it.each([
    [0, null, StockLevel.LowInStock],
    [1, null, StockLevel.InStock],
    [10, 10, StockLevel.LowInStock],
    [11, 10, StockLevel.InStock],
    [0, 0, StockLevel.LowInStock],
  ] as const)('%i usable with threshold %s is %i', (usable, threshold, level) => {
    expect(stockLevel(usable, threshold)).toBe(level);
  });
});

describe('pickLotsFefo', () => {
  const today = '2026-11-26';
  const lots: LotOnHand[] = [
    { id: 4, expiryDate: '2027-06-01', quantity: 10 },
    { id: 3, expiryDate: '2027-01-01', quantity: 5 },
    { id: 2, expiryDate: '2027-01-01', quantity: 2 },
    { id: 1, expiryDate: '2026-11-25', quantity: 4 },
    { id: 5, expiryDate: '2026-12-01', quantity: 0 },
  ];
  it.each<[number, boolean, { lotId: number; quantity: number }[], number, string]>([
    [1, false, [{ lotId: 2, quantity: 1 }], 0, 'the earliest expiry, the older lot on a tie'],
    [
      8,
      false,
      [
        { lotId: 2, quantity: 2 },
        { lotId: 3, quantity: 5 },
        { lotId: 4, quantity: 1 },
      ],
      0,
      'split across lots, skipping the expired and the empty ones',
    ],
    [
      20,
      false,
      [
        { lotId: 2, quantity: 2 },
        { lotId: 3, quantity: 5 },
        { lotId: 4, quantity: 10 },
      ],
      3,
      'all it can, and what is short',
    ],
    [
      5,
      true,
      [
        { lotId: 1, quantity: 4 },
        { lotId: 2, quantity: 1 },
      ],
      0,
      'an out-of-date export takes the expired lot first',
    ],
  ])('%i units (expired allowed: %s)', (quantity, includeExpired, picks, short) => {
    expect(pickLotsFefo(lots, quantity, { today, includeExpired })).toEqual({ picks, short });
  });
});

describe('stockSheetCode', () => {
  it.each([
    [StockSheetType.Import, 1, 'PN000001'],
    [StockSheetType.Export, 42, 'PX000042'],
    [StockSheetType.Import, 1_234_567, 'PN1234567'],
  ] as const)('type %i number %i is %s', (type, n, code) => {
    expect(stockSheetCode(type, n)).toBe(code);
  });
});
