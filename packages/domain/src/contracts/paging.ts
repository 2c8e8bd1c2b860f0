import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../constants';

/** The paging part of a list's query: `pageSize` (1..100) and `pageNumber` (from 1), both optional. */
export const pagingShape = {
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'formError.min')
    .max(100, 'formError.max')
    .default(DEFAULT_PAGE_SIZE),
  pageNumber: z.coerce.number().int().min(1, 'formError.min').default(FIRST_PAGE),
};

/** The response schema of a paged list: `{ pageData, paging }`; lists that cap their count say so in paging. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    pageData: z.array(item),
    paging: z.object({
      totalItem: z.number().int(),
      /** True when there are more than `totalItem` matches: a long list stops counting at a cap ("1,000+"). */
      totalIsCapped: z.boolean().optional(),
      pageSize: z.number().int(),
      pageNumber: z.number().int(),
    }),
  });

/** The `:id` of a path. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
