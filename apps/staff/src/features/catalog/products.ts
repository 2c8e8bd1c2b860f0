import { type MedicineDefaultDose, PackageStatus, type ScreenId, type StockUnit } from '@clinic/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogClients, catalogKeys } from './queries';

// What the clinic sells, as one list to pick from: the examination's orders and the invoice's lines choose a
// service, a medicine or a package in the same box.

export type ProductKind = 'service' | 'medicine' | 'package';

/** One thing the clinic sells, as a picker shows and hands it on. */
export interface Product {
  kind: ProductKind;
  id: number;
  /** Services and packages have a code; a medicine is known by its name. */
  code: string | null;
  name: string;
  /** Whole VND, today's price (a package's sale price); the server prices what is saved. */
  price: number;
  /** A medicine's unit and how to take it (a prescription line starts from them). */
  unit?: StockUnit;
  guide?: string | null;
  /** A medicine's default dose (filling a new line's fields) and what one dose amount counts. */
  defaultDose?: MedicineDefaultDose | null;
  doseUnit?: StockUnit | null;
  unitsPerPack?: number | null;
}

/** The picker's value for a product: ids of different kinds may be equal. */
export const productKey = (product: Pick<Product, 'kind' | 'id'>) => `${product.kind}:${product.id}`;

/** Rows asked of each kind per keyword: a picker shows the best few of each, typing narrows them. */
export const PRODUCT_ROWS_PER_KIND = 10;

async function findProducts(
  kind: ProductKind,
  keyword: string,
  screenId: ScreenId,
  signal: AbortSignal,
): Promise<Product[]> {
  const query = {
    pageSize: PRODUCT_ROWS_PER_KIND,
    pageNumber: 1,
    enabled: true,
    sortBy: 'name',
    sortDirection: 'asc',
    ...(keyword ? { keyword } : {}),
  } as const;
  if (kind === 'package') {
    // Only an Approved package sells.
    const page = await catalogClients.packages.search(
      { pageSize: PRODUCT_ROWS_PER_KIND, pageNumber: 1, sortBy: 'name', sortDirection: 'asc' },
      { status: PackageStatus.Approved, ...(keyword ? { keyword } : {}) },
      { screenId, signal },
    );
    return page.pageData.map((p) => ({ kind, id: p.id, code: p.code, name: p.name, price: p.salePrice }));
  }
  if (kind === 'service') {
    const page = await catalogClients.services.list(query, { screenId, signal });
    return page.pageData.map((s) => ({ kind, id: s.id, code: s.code, name: s.name, price: s.price }));
  }
  const page = await catalogClients.medicines.list(query, { screenId, signal });
  return page.pageData.map((m) => ({
    kind,
    id: m.id,
    code: null,
    name: m.name,
    price: m.price,
    unit: m.unit,
    guide: m.guide,
    defaultDose: m.defaultDose,
    doseUnit: m.doseUnit,
    unitsPerPack: m.unitsPerPack,
  }));
}

/**
 * The enabled products of `kinds` matching `keyword` (accent-insensitive, on code and name, searched by the
 * server), in the order of `kinds`, each kind in name order.
 */
export function useProductChoices(
  keyword: string,
  kinds: readonly ProductKind[],
  screenId: ScreenId,
  /** False asks nothing (a reader who may not pick). */
  enabled = true,
) {
  return useQuery({
    queryKey: [...catalogKeys.products, { keyword, kinds }],
    queryFn: async ({ signal }) =>
      (await Promise.all(kinds.map((kind) => findProducts(kind, keyword, screenId, signal)))).flat(),
    placeholderData: keepPreviousData,
    enabled,
  });
}
