import { StockLevelFilter, StockOnHandSort, stockLevelFilters } from '@clinic/domain';

// The stock on hand's level and order, kept in the address ('/stock?level=expiring&sort=expiry'): the dashboard's
// "see all" links open the very list their block announced, and a reload or a shared link keeps it.

export interface StockView {
  level: StockLevelFilter;
  sort: StockOnHandSort;
}

const sorts = Object.values(StockOnHandSort) as string[];

/** The view in `params`; an unknown value is the default (every medicine, by name). */
export function readStockView(params: URLSearchParams): StockView {
  const level = params.get('level') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    level: (stockLevelFilters as string[]).includes(level)
      ? (level as StockLevelFilter)
      : StockLevelFilter.All,
    sort: sorts.includes(sort) ? (sort as StockOnHandSort) : StockOnHandSort.Name,
  };
}

/** The address's search part for `view`, defaults left out. */
export function writeStockView(view: StockView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.level !== StockLevelFilter.All) params.set('level', view.level);
  if (view.sort !== StockOnHandSort.Name) params.set('sort', view.sort);
  return params;
}

/** Where a dashboard list's "see all" goes: the stock on hand at that level, most urgent first. */
export function stockViewPath(level: StockLevelFilter): string {
  const sort =
    level === StockLevelFilter.RunningOut || level === StockLevelFilter.OutOfStock
      ? StockOnHandSort.Level
      : StockOnHandSort.Expiry;
  return `/stock?${writeStockView({ level, sort }).toString()}`;
}
