import type { eInvoicesContract } from '@clinic/domain/contracts';
import { clientEndpoint } from '../http';

// E-invoices: the owner's settings, an invoice's e-invoice at the cashier's, and the list with its counts.

export const eInvoicesCalls = {
  settings: clientEndpoint<typeof eInvoicesContract.settings>('GET', '/e-invoices/settings'),
  saveSettings: clientEndpoint<typeof eInvoicesContract.saveSettings>('PUT', '/e-invoices/settings'),
  ofInvoice: clientEndpoint<typeof eInvoicesContract.ofInvoice>('GET', '/invoices/:id/e-invoice'),
  issue: clientEndpoint<typeof eInvoicesContract.issue>('POST', '/invoices/:id/e-invoice'),
  list: clientEndpoint<typeof eInvoicesContract.list>('GET', '/e-invoices'),
  counts: clientEndpoint<typeof eInvoicesContract.counts>('GET', '/e-invoices/counts'),
  send: clientEndpoint<typeof eInvoicesContract.send>('POST', '/e-invoices/:id/send'),
};
