import { z } from 'zod';
import { pageNumber, pageSize } from '../validation';

/** The paging part of a list's query: `pageSize` (1..100) and `pageNumber` (from 1), both optional. */
export const pagingShape = { pageSize: pageSize(100), pageNumber };

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
export { idParams } from '../validation';
