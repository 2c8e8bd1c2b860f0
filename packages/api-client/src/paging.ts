import { FETCH_ALL_PAGE_SIZE } from '@clinic/domain';

/** `paging` of a list response. */
export interface Paging {
  totalItem: number;
  pageSize: number;
  pageNumber: number;
}

/** A list response: `{ pageData, paging }`. */
export interface Page<T> {
  pageData: T[];
  paging: Paging;
}

/** Paging query of list endpoints; the server defaults to 50 per page, first page 1, at most 100. */
export interface PageQuery {
  pageSize?: number;
  pageNumber?: number;
}

/**
 * Fetch-all helper: asks for pages of 100 one after another until `totalItem` items have come,
 * or a page comes back empty (the list shrank meanwhile).
 */
export async function fetchAll<T>(
  fetchPage: (query: Required<PageQuery>) => Promise<Page<T>>,
  pageSize: number = FETCH_ALL_PAGE_SIZE,
): Promise<T[]> {
  const items: T[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await fetchPage({ pageSize, pageNumber });
    items.push(...page.pageData);
    if (page.pageData.length === 0 || items.length >= page.paging.totalItem) return items;
  }
}
