import { z } from 'zod';
import { textToId } from '../validation';
import { endpoint } from './endpoint';
import { idParams, pageOf, pagingShape } from './paging';

// The six standard routes of a set-up resource (apps/api/src/resources/define-resource.ts): list (paged, keyword,
// enabled filter, allow-listed sort), create, get, update, delete and set-enabled. One declaration per resource
// here; the API adds its table and rules, the api-client its calls (resourceCalls).

/** What every resource row carries besides its own fields. */
export const itemBase = {
  id: z.number(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/**
 * A number column the server only ever stores from `T`'s values (its input schema allows no other): typed as
 * `T` for the client, checked and documented as a number, so the answer stays what it is today.
 */
export const storedAs = <T extends number>() => z.number() as unknown as z.ZodType<T, number>;

/** A list filter by query parameter: an integer the column is compared with (`entityTypeId=2`). */
const filterValue = z.preprocess(textToId, z.number().int().min(0).max(32767).optional());

/** The list's query: paging, keyword, enabled filter, the resource's filters and its allow-listed sort keys. */
export function resourceListQuery<const S extends readonly [string, ...string[]], const F extends string>(
  sortKeys: S,
  filters: readonly F[],
) {
  const filterShape = Object.fromEntries(filters.map((key) => [key, filterValue])) as {
    [K in F]: typeof filterValue;
  };
  return z.object({
    ...pagingShape,
    ...filterShape,
    keyword: z.string().trim().max(200, 'formError.maxLength').optional(),
    enabled: z.enum(['true', 'false']).optional(),
    sortBy: z.enum(sortKeys).default(sortKeys[0] as never),
    sortDirection: z.enum(['asc', 'desc']).default('asc'),
  });
}

/** DELETE body of doctors and locations: the row's exact name (docs/product.md#dialogs-and-messages). */
export const deleteByNameBody = z.object({ name: z.string({ error: 'formError.required' }) });
export const setEnabledBody = z.object({ enabled: z.boolean({ error: 'formError.required' }) });
export const deletedResponse = z.object({ deleted: z.boolean() });

export interface ResourceContractOptions<
  I extends z.ZodType,
  V extends z.ZodType,
  S extends readonly [string, ...string[]],
  F extends string,
  L extends string | undefined,
  E extends boolean,
  D extends boolean,
> {
  /** Body of create and update: an object schema, possibly refined or transformed. */
  input: I;
  /** One item as answered (plain output types: responses are encoded, never transformed). */
  item: V;
  /** The only columns a list may sort by; the first is the default. */
  sortKeys: S;
  /** Extra integer list filters by query parameter: `['entityTypeId']`. */
  filters?: readonly F[];
  /** The list's path below the resource: 'search' lists at `/properties/search`. Default: the resource itself. */
  listPath?: L;
  /** false leaves out the set-enabled route (a resource whose screen has no enable switch). */
  setEnabled?: E;
  /** Delete needs the row's exact name in the body. */
  deleteNeedsName?: D;
}

type ListUrl<N extends string, L extends string | undefined> = L extends string ? `/${N}/${L}` : `/${N}`;

/** The endpoint declarations of one resource's standard routes, keyed list, create, get, update, remove, setEnabled. */
export function resourceContract<
  const N extends string,
  I extends z.ZodType,
  V extends z.ZodType,
  const S extends readonly [string, ...string[]],
  const F extends string = never,
  const L extends string | undefined = undefined,
  const E extends boolean = true,
  const D extends boolean = false,
>(name: N, options: ResourceContractOptions<I, V, S, F, L, E, D>) {
  const base = `/${name}` as const;
  const one = `/${name}/:id` as const;
  const list = endpoint({
    method: 'GET',
    url: (options.listPath ? `${base}/${options.listPath}` : base) as ListUrl<N, L>,
    query: resourceListQuery(options.sortKeys, options.filters ?? []),
    response: pageOf(options.item),
  });
  const remove = options.deleteNeedsName
    ? endpoint({
        method: 'DELETE',
        url: one,
        params: idParams,
        body: deleteByNameBody,
        response: deletedResponse,
      })
    : endpoint({ method: 'DELETE', url: one, params: idParams, response: deletedResponse });
  const setEnabled = endpoint({
    method: 'PUT',
    url: `${one}/set-enabled` as `/${N}/:id/set-enabled`,
    params: idParams,
    body: setEnabledBody,
    response: options.item,
  });
  return {
    list,
    create: endpoint({ method: 'POST', url: base, body: options.input, response: options.item }),
    get: endpoint({ method: 'GET', url: one, params: idParams, response: options.item }),
    update: endpoint({
      method: 'PUT',
      url: one,
      params: idParams,
      body: options.input,
      response: options.item,
    }),
    remove: remove as D extends true
      ? {
          method: 'DELETE';
          url: `/${N}/:id`;
          params: typeof idParams;
          body: typeof deleteByNameBody;
          response: typeof deletedResponse;
        }
      : { method: 'DELETE'; url: `/${N}/:id`; params: typeof idParams; response: typeof deletedResponse },
    ...((options.setEnabled === false ? {} : { setEnabled }) as E extends false
      ? Record<never, never>
      : { setEnabled: typeof setEnabled }),
  };
}
