import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@clinic/domain';
import { z } from 'zod';

export interface Paging {
  pageSize: number;
  pageNumber: number;
}

export const pagingShape = {
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'formError.min')
    .max(100, 'formError.max')
    .default(DEFAULT_PAGE_SIZE),
  pageNumber: z.coerce.number().int().min(1, 'formError.min').default(FIRST_PAGE),
};

/** The response schema of a paged list: `{ pageData, paging }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    pageData: z.array(item),
    paging: z.object({
      totalItem: z.number().int(),
      pageSize: z.number().int(),
      pageNumber: z.number().int(),
    }),
  });

export const offsetOf = (paging: Paging) => (paging.pageNumber - 1) * paging.pageSize;

export function page<T>(pageData: T[], totalItem: number, paging: Paging) {
  return { pageData, paging: { totalItem, pageSize: paging.pageSize, pageNumber: paging.pageNumber } };
}
