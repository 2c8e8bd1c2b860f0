import { describe, expect, it } from 'vitest';
import {
  isPromotionPriceValid,
  packageExpiresAt,
  packageItemKey,
  packageSalePrice,
  purchasedPackageState,
} from './service-packages';

describe('service packages', () => {
  it('wants a promotion price strictly below the price, or none', () => {
    expect(isPromotionPriceValid(300_000, 250_000)).toBe(true);
    expect(isPromotionPriceValid(300_000, 300_000)).toBe(false);
    expect(isPromotionPriceValid(300_000, 400_000)).toBe(false);
    expect(isPromotionPriceValid(0, 0)).toBe(false);
    expect(isPromotionPriceValid(300_000, null)).toBe(true);
    expect(packageSalePrice(300_000, 250_000)).toBe(250_000);
    expect(packageSalePrice(300_000, null)).toBe(300_000);
  });

  it('keys a line by what it names', () => {
    expect(packageItemKey({ serviceId: 3 })).toBe('service:3');
    expect(packageItemKey({ medicineId: 3 })).toBe('medicine:3');
  });

  it('expires at the start of the clinic day expireAfterDays after the day of payment', () => {
    // 23:30 on 1 March in Vietnam (16:30Z): the clinic day is 1 March, so 30 days on is 31 March 00:00 (+07).
    expect(packageExpiresAt(new Date('2030-03-01T16:30:00Z'), 30, 'Asia/Ho_Chi_Minh').toISOString()).toBe(
      '2030-03-30T17:00:00.000Z',
    );
    // 00:30 on 2 March in Vietnam (17:30Z on the 1st): a day later.
    expect(packageExpiresAt(new Date('2030-03-01T17:30:00Z'), 30, 'Asia/Ho_Chi_Minh').toISOString()).toBe(
      '2030-03-31T17:00:00.000Z',
    );
    expect(packageExpiresAt(new Date('2030-12-31T10:00:00Z'), 1, 'UTC').toISOString()).toBe(
      '2031-01-01T00:00:00.000Z',
    );
  });

  it('tells the state: in the cart, active, expired (first), used up', () => {
    const paidAt = new Date('2030-01-01T00:00:00Z');
    const expiresAt = new Date('2030-02-01T00:00:00Z');
    const before = new Date('2030-01-31T23:59:59Z');
    expect(purchasedPackageState({ paidAt: null, expiresAt: null, remaining: [2] }, before)).toBe('inCart');
    expect(purchasedPackageState({ paidAt, expiresAt, remaining: [0, 1] }, before)).toBe('active');
    expect(purchasedPackageState({ paidAt, expiresAt, remaining: [0, 0] }, before)).toBe('exhausted');
    expect(purchasedPackageState({ paidAt, expiresAt, remaining: [2] }, expiresAt)).toBe('expired');
    expect(purchasedPackageState({ paidAt, expiresAt, remaining: [0] }, expiresAt)).toBe('expired');
  });

  it('a package whose paid invoice was cancelled is revoked, whatever its dates and uses', () => {
    const paidAt = new Date('2030-01-01T00:00:00Z');
    const expiresAt = new Date('2030-02-01T00:00:00Z');
    const revokedAt = new Date('2030-01-02T00:00:00Z');
    expect(purchasedPackageState({ paidAt, expiresAt, revokedAt, remaining: [2] }, revokedAt)).toBe(
      'revoked',
    );
    expect(purchasedPackageState({ paidAt, expiresAt, revokedAt, remaining: [2] }, expiresAt)).toBe(
      'revoked',
    );
    expect(purchasedPackageState({ paidAt, expiresAt, revokedAt: null, remaining: [2] }, revokedAt)).toBe(
      'active',
    );
  });
});
