import { describe, expect, it } from 'vitest';
import { catalogNameKey, isPriceRange, medicineUnits, repeatedIndexes, serviceBundleIssue } from './catalog';
import { medicinesBulkInput, serviceInput, serviceListQuery } from './contracts/catalog';

describe('catalog rules', () => {
  it('compares names without accents or case, as the database does', () => {
    expect(catalogNameKey(' Siro ho Bảo Thanh ')).toBe('siro ho bao thanh');
    expect(catalogNameKey('Đường huyết')).toBe(catalogNameKey('duong HUYET'));
  });

  it('names the rows that repeat an earlier one', () => {
    expect(repeatedIndexes(['Oresol', 'Smecta', 'ORESOL', 'oresol'], catalogNameKey)).toEqual([2, 3]);
    expect(repeatedIndexes([1, 2, 3], String)).toEqual([]);
  });

  it("a 'to' price below the 'from' price is no range; either end alone is", () => {
    expect(isPriceRange(100_000, 50_000)).toBe(false);
    expect(isPriceRange(100_000, 100_000)).toBe(true);
    expect(isPriceRange(undefined, 50_000)).toBe(true);
    expect(isPriceRange(100_000, undefined)).toBe(true);
  });

  it('an associate service bundles some services, a single one none', () => {
    expect(serviceBundleIssue('associate', [])).toBe('associateNeedsServices');
    expect(serviceBundleIssue('single', [3])).toBe('singleHasNoServices');
    expect(serviceBundleIssue('associate', [3, 4])).toBeNull();
    expect(serviceBundleIssue('single', [])).toBeNull();
  });

  it('the contracts say the same: the list query, the service body, the bulk of medicines', () => {
    const reversed = serviceListQuery.safeParse({ priceFrom: '90000', priceTo: '80000' });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ['priceTo'], message: 'formError.priceRange' });
    expect(serviceListQuery.parse({ priceFrom: '80000' })).toMatchObject({ priceFrom: 80000 });

    const twice = serviceInput.safeParse({
      code: 'A',
      name: 'A',
      price: 1000,
      type: 'associate',
      associatedServiceIds: [4, 4],
    });
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['associatedServiceIds', 1],
      message: 'formError.duplicate',
    });

    const row = { unit: medicineUnits[0], price: 1000 };
    const bulk = medicinesBulkInput.safeParse({
      medicines: [
        { ...row, name: 'Oresol' },
        { ...row, name: 'Smecta' },
        { ...row, name: 'orêsol' },
      ],
    });
    expect(bulk.error?.issues.map((i) => i.path)).toEqual([['medicines', 2, 'name']]);
  });
});
