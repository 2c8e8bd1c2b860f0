import { PackageType } from './billing';
import { addDays, instantOfLocal, localDate } from './time-zone';
import type { ValueOf } from './util';

// Service packages (screen 19) and the packages a patient buys (screen 22): the rules the API and the staff screens
// share. Prices are whole VND (docs/conventions.md#money). The workflow of a package is package-flow.ts.

export const packageTypes = [PackageType.Examination, PackageType.Injection, PackageType.Test] as const;

/** Most lines one package holds, the most uses one line gives, and the longest validity after payment. */
export const MAX_PACKAGE_ITEMS = 50;
export const MAX_PACKAGE_ITEM_COUNT = 1000;
export const MAX_PACKAGE_EXPIRE_AFTER_DAYS = 3650;

/** The price must exceed the promotion price; no promotion (null) is always fine. */
export function isPromotionPriceValid(price: number, promotionPrice: number | null | undefined): boolean {
  return promotionPrice === null || promotionPrice === undefined || promotionPrice < price;
}

/** What the patient pays for a package: its promotion price when it has one, else its price. */
export function packageSalePrice(price: number, promotionPrice: number | null | undefined): number {
  return promotionPrice === null || promotionPrice === undefined ? price : promotionPrice;
}

/** A package line names exactly one service or one medicine: its key, so a package lists each once. */
export function packageItemKey(item: {
  serviceId?: number | null | undefined;
  medicineId?: number | null | undefined;
}): string {
  return item.serviceId ? `service:${item.serviceId}` : `medicine:${item.medicineId}`;
}

/**
 * The moment a paid package stops being usable: the start of the clinic day `expireAfterDays` days after the day
 * it was paid (paid on the 1st with 30 days: usable through the 30th, expired from the 31st, 00:00 clinic time).
 */
export function packageExpiresAt(paidAt: Date, expireAfterDays: number, timeZone: string): Date {
  return instantOfLocal(addDays(localDate(paidAt, timeZone), expireAfterDays), '00:00', timeZone);
}

/** Where a patient's package stands: in the cart (not paid), usable, past its expiry, or every count used. */
export const PurchasedPackageState = {
  InCart: 'inCart',
  Active: 'active',
  Expired: 'expired',
  Exhausted: 'exhausted',
  /** Its paid invoice was cancelled before any use (billing): it gives nothing any more. */
  Revoked: 'revoked',
} as const;
export type PurchasedPackageState = ValueOf<typeof PurchasedPackageState>;

/** A purchased package's state at `now` from what is stored: paid or not, expiry, and what its lines have left. */
export function purchasedPackageState(
  row: {
    paidAt: Date | null;
    expiresAt: Date | null;
    remaining: readonly number[];
    revokedAt?: Date | null;
  },
  now: Date,
): PurchasedPackageState {
  if (row.revokedAt) return PurchasedPackageState.Revoked;
  if (row.paidAt === null) return PurchasedPackageState.InCart;
  if (row.expiresAt !== null && now.getTime() >= row.expiresAt.getTime())
    return PurchasedPackageState.Expired;
  if (row.remaining.every((n) => n <= 0)) return PurchasedPackageState.Exhausted;
  return PurchasedPackageState.Active;
}
