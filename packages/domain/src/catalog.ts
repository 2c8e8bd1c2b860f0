import { ServiceType } from './billing';
import { StockUnit } from './stock';

// The clinic's catalog (screens 15 medicine library, 18 services, 24 service templates): the rules the API and the
// staff screens share. Prices are whole VND (docs/conventions.md#money).

/** The stock units a medicine is sold by, in the order the screens offer them. */
export const medicineUnits = [
  StockUnit.Tablet,
  StockUnit.Blister,
  StockUnit.Packet,
  StockUnit.Sachet,
  StockUnit.Tube,
  StockUnit.Bottle,
  StockUnit.Set,
] as const;

export const serviceTypes = [ServiceType.Single, ServiceType.Associate] as const;

/** Most single services one associate service bundles, and most services in one service template. */
export const MAX_ASSOCIATED_SERVICES = 50;
export const MAX_TEMPLATE_SERVICES = 50;
/** Most result-sheet forms one service uses. */
export const MAX_SERVICE_FORMS = 20;

/**
 * A name as the duplicate check compares it: lower case, no accents, 'đ' as 'd'. The database compares
 * `f_unaccent(lower(name))` the same way ('Thuốc ho Bảo Thanh' = 'thuoc ho bao thanh').
 */
export function catalogNameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().trim();
}

/** The indexes of the items whose key an earlier item already has: [a, b, A] → [2]. */
export function repeatedIndexes<T>(items: readonly T[], key: (item: T) => string): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  items.forEach((item, index) => {
    const k = key(item);
    if (seen.has(k)) repeated.push(index);
    else seen.add(k);
  });
  return repeated;
}

/** A price filter: both ends optional; when both are given, 'to' may not be below 'from'. */
export function isPriceRange(from: number | undefined, to: number | undefined): boolean {
  return from === undefined || to === undefined || to >= from;
}

/**
 * What is wrong with a service's bundle, as a form error name, or null: an associate service bundles at least one
 * service, a single one none. (That every bundled service is itself single, never the service itself, is checked
 * by the API against the rows.)
 */
export function serviceBundleIssue(
  type: ServiceType,
  associatedServiceIds: readonly number[],
): 'associateNeedsServices' | 'singleHasNoServices' | null {
  if (type === ServiceType.Associate && associatedServiceIds.length === 0) return 'associateNeedsServices';
  if (type === ServiceType.Single && associatedServiceIds.length > 0) return 'singleHasNoServices';
  return null;
}
