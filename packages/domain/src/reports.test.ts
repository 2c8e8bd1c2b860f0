import { describe, expect, it } from 'vitest';
import { allAppointmentStatuses, AppointmentStatus as S } from './appointments';
import {
  appointmentStatusCounts,
  commissionOf,
  monthOf,
  queueTabOf,
  queueTabStatuses,
  reportDays,
  shareDiscount,
  shareInProportion,
} from './reports';

// The sharing rules behind the sale reports: a split adds up to the đồng, so the reports by service, medicine or
// doctor add up to the sale summary.

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('shareInProportion', () => {
  it('splits whole đồng in proportion and adds up exactly', () => {
    expect(shareInProportion(100, [1, 1])).toEqual([50, 50]);
    expect(shareInProportion(90, [1, 2])).toEqual([30, 60]);
    // 30,000 over 180,000 : 200,000 : 50,000 is 12,558.14 / 13,953.49 / 3,488.37: floors 12,558, 13,953 and
    // 3,488 leave 1 đồng, which goes to the largest remainder (.49, the second).
    expect(shareInProportion(30_000, [180_000, 200_000, 50_000])).toEqual([12_558, 13_954, 3_488]);
  });

  it('gives the đồng left over to the largest remainders, the earlier one first on a tie', () => {
    // 10 over three equal weights: 3.33 each, one đồng left, to the first.
    expect(shareInProportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    // 11: two left, to the first two.
    expect(shareInProportion(11, [1, 1, 1])).toEqual([4, 4, 3]);
    // 1 over 1 : 3 is 0.25 / 0.75: the larger remainder wins even though it comes second.
    expect(shareInProportion(1, [1, 3])).toEqual([0, 1]);
  });

  it('gives nothing to a zero weight, and nothing at all when every weight is zero or the amount is none', () => {
    expect(shareInProportion(7, [0, 2, 0, 5])).toEqual([0, 2, 0, 5]);
    expect(shareInProportion(1000, [0, 0])).toEqual([0, 0]);
    expect(shareInProportion(0, [3, 4])).toEqual([0, 0]);
    expect(shareInProportion(5, [])).toEqual([]);
  });

  it('always adds up to the amount over awkward weights', () => {
    const weights = [333, 1, 7_919, 0, 104_729, 13];
    for (const amount of [1, 2, 997, 12_345, 1_000_003]) {
      const shares = shareInProportion(amount, weights);
      expect(sum(shares)).toBe(amount);
      expect(shares[3]).toBe(0);
      expect(shares.every((share) => share >= 0)).toBe(true);
    }
  });
});

describe('shareDiscount', () => {
  it('shares an invoice discount over the lines in proportion to their totals', () => {
    expect(shareDiscount(30_000, [180_000, 200_000, 50_000])).toEqual([12_558, 13_954, 3_488]);
    // A free line (a package's service, total 0) takes none of it.
    expect(shareDiscount(1_000, [0, 3_000, 1_000])).toEqual([0, 750, 250]);
  });

  it('never shares more than the lines hold', () => {
    expect(shareDiscount(10_000, [2_000, 3_000])).toEqual([2_000, 3_000]);
    expect(shareDiscount(500, [0, 0])).toEqual([0, 0]);
  });
});

describe('commissionOf and reportDays', () => {
  it('rounds a commission to the whole đồng', () => {
    expect(commissionOf(167_442, 10)).toBe(16_744);
    expect(commissionOf(186_046, 5)).toBe(9_302);
    expect(commissionOf(15, 10)).toBe(2);
  });

  it('counts a range with both ends', () => {
    expect(reportDays('2026-10-05', '2026-10-05')).toBe(1);
    expect(reportDays('2024-01-01', '2024-12-31')).toBe(366);
  });
});

describe('shareInProportion in integers', () => {
  it('breaks a tie of equal remainders by position, not by floating-point noise', () => {
    // 20,000 over 150,000 / 168,000 / 19,500: 8,888.89 / 9,955.56 / 1,155.56 — two đồng left, the last two tie.
    expect(shareDiscount(20_000, [150_000, 168_000, 19_500])).toEqual([8_889, 9_956, 1_155]);
  });
  it('stays exact where amount × weight passes 2^53', () => {
    const shares = shareInProportion(999_999_999, [3_000_000_001, 3_000_000_001, 3_000_000_001]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999_999_999);
    expect(shares).toEqual([333_333_333, 333_333_333, 333_333_333]);
  });
});

describe('monthOf', () => {
  it("is the reports' this month and the dashboard's: the first to the last day, leap years too", () => {
    expect(monthOf('2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthOf('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2027-02-10')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });
});

describe('the appointment counts', () => {
  const holders = (counts: Record<string, readonly number[]>, status: number) =>
    Object.keys(counts).filter((key) => counts[key]!.includes(status));

  it('count every status in exactly one count, cancelled and invalid apart', () => {
    for (const status of allAppointmentStatuses)
      expect(holders(appointmentStatusCounts, status)).toHaveLength(1);
    expect(holders(appointmentStatusCounts, S.Canceled)).toEqual(['canceled']);
    expect(holders(appointmentStatusCounts, S.Invalid)).toEqual(['invalid']);
  });

  it('put every status in one queue tab: New holds both waiting statuses, cancelled and invalid have a tab each', () => {
    for (const status of allAppointmentStatuses) expect(holders(queueTabStatuses, status)).toHaveLength(1);
    expect([queueTabOf(S.NotApproved), queueTabOf(S.Approved)]).toEqual(['new', 'new']);
    expect([queueTabOf(S.Canceled), queueTabOf(S.Invalid)]).toEqual(['canceled', 'invalid']);
    expect(() => queueTabOf(42)).toThrow();
  });
});
