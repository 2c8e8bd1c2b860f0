export interface Paging {
  pageSize: number;
  pageNumber: number;
}

export const offsetOf = (paging: Paging) => (paging.pageNumber - 1) * paging.pageSize;

export function page<T>(pageData: T[], totalItem: number, paging: Paging) {
  return { pageData, paging: { totalItem, pageSize: paging.pageSize, pageNumber: paging.pageNumber } };
}

/**
 * A page whose total was counted only up to `countedTo` (see `countUpTo` in count-up-to.ts): more matches than that answer the cap
 * with `totalIsCapped`, so the list reads "1,000+" instead of counting a million rows.
 */
export function cappedPage<T>(pageData: T[], matches: number, countedTo: number, paging: Paging) {
  if (matches <= countedTo) return page(pageData, matches, paging);
  return { pageData, paging: { ...page(pageData, countedTo, paging).paging, totalIsCapped: true } };
}

/**
 * How far to count a page's matches: the cap, or further when the page itself lies past it, so the total never
 * falls short of the page being shown.
 */
export const countLimitFor = (paging: Paging, cap: number) =>
  Math.max(cap, offsetOf(paging) + paging.pageSize);

/**
 * The total behind a page: a page that is not full is its own (nothing lies past it), so `count` runs only when
 * there may be more, or when a page past the last has no row to count from.
 */
export async function totalOf(rows: readonly unknown[], paging: Paging, count: () => Promise<number>) {
  const offset = offsetOf(paging);
  return rows.length < paging.pageSize && (rows.length > 0 || offset === 0) ? offset + rows.length : count();
}
