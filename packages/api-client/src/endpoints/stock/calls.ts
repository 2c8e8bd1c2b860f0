import type { stockContract } from '@clinic/domain/contracts';
import { clientEndpoint } from '../http';

// Stock: stock sheets (screen 27), stock on hand (26), a medicine's lots and stock info.

export const stockCalls = {
  create: clientEndpoint<typeof stockContract.create>('POST', '/stock-sheets/create'),
  search: clientEndpoint<typeof stockContract.search>('POST', '/stock-sheets/search'),
  get: clientEndpoint<typeof stockContract.get>('GET', '/stock-sheets/:id'),
  history: clientEndpoint<typeof stockContract.history>('GET', '/stock-sheets/:id/history'),
  stockOnHand: clientEndpoint<typeof stockContract.stockOnHand>('GET', '/stock-sheets/stock-on-hand'),
  medicineLots: clientEndpoint<typeof stockContract.medicineLots>('GET', '/medicines/:id/medicine-lots'),
  stockInfo: clientEndpoint<typeof stockContract.stockInfo>('GET', '/medicines/:id/stock-info'),
};
