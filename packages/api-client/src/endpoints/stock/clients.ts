import type { PagingInput } from '../examination/types';
import { type CallOptions, callEndpoint, type Http } from '../http';
import { stockCalls } from './calls';
import type { StockOnHandQuery, StockSheetInput, StockSheetSearchFilter } from './types';

const byId = (id: number) => ({ params: { id } });

/**
 * Stock sheets and stock on hand. `create` moves stock, so it takes an idempotency key: the caller makes one per
 * sheet the user means to save (crypto.randomUUID() when the editor opens) and sends the same key on a retry, so
 * a double click or a lost answer never saves the sheet twice.
 */
export function stockClient(api: Http) {
  const c = stockCalls;
  return {
    create: (input: StockSheetInput, idempotencyKey: string, options?: CallOptions) =>
      callEndpoint(
        api,
        c.create,
        { body: input },
        { ...options, headers: { ...options?.headers, 'idempotency-key': idempotencyKey } },
      ),
    search: (filter: StockSheetSearchFilter, paging: PagingInput = {}, options?: CallOptions) =>
      callEndpoint(api, c.search, { query: paging, body: filter }, options),
    get: (id: number, options?: CallOptions) => callEndpoint(api, c.get, byId(id), options),
    history: (id: number, options?: CallOptions) => callEndpoint(api, c.history, byId(id), options),
    stockOnHand: (query: StockOnHandQuery = {}, options?: CallOptions) =>
      callEndpoint(api, c.stockOnHand, { query }, options),
    medicineLots: (medicineId: number, options?: CallOptions) =>
      callEndpoint(api, c.medicineLots, byId(medicineId), options),
    stockInfo: (medicineId: number, options?: CallOptions) =>
      callEndpoint(api, c.stockInfo, byId(medicineId), options),
  };
}
