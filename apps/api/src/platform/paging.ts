export interface Paging {
  pageSize: number;
  pageNumber: number;
}

// The paging query and page response schemas are part of the contracts: one home in @clinic/domain.
export { pageOf, pagingShape } from '@clinic/domain/contracts';

export const offsetOf = (paging: Paging) => (paging.pageNumber - 1) * paging.pageSize;

export function page<T>(pageData: T[], totalItem: number, paging: Paging) {
  return { pageData, paging: { totalItem, pageSize: paging.pageSize, pageNumber: paging.pageNumber } };
}
