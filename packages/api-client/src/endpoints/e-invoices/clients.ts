import { type CallOptions, callEndpoint, type Http } from '../http';
import { eInvoicesCalls } from './calls';
import type { EInvoiceCompanyBuyer, EInvoiceListQuery, EInvoiceSettingsInput } from './types';

const byId = (id: number) => ({ params: { id } });

/**
 * E-invoices. The settings are the owner's (the password is sent only to change it, never answered); issuing
 * queues the paid invoice's e-invoice, to the patient or to the company given, and answers its state at once.
 */
export function eInvoicesClient(api: Http) {
  const c = eInvoicesCalls;
  return {
    settings: (options?: CallOptions) => callEndpoint(api, c.settings, {}, options),
    saveSettings: (input: EInvoiceSettingsInput, options?: CallOptions) =>
      callEndpoint(api, c.saveSettings, { body: input }, options),
    ofInvoice: (invoiceId: number, options?: CallOptions) =>
      callEndpoint(api, c.ofInvoice, byId(invoiceId), options),
    issue: (invoiceId: number, company: EInvoiceCompanyBuyer | null, options?: CallOptions) =>
      callEndpoint(api, c.issue, { ...byId(invoiceId), body: { company } }, options),
    list: (query: EInvoiceListQuery = {}, options?: CallOptions) =>
      callEndpoint(api, c.list, { query }, options),
    counts: (options?: CallOptions) => callEndpoint(api, c.counts, {}, options),
    /** A refused e-invoice (an original or an adjustment) sent again as it is. */
    send: (eInvoiceId: number, options?: CallOptions) => callEndpoint(api, c.send, byId(eInvoiceId), options),
  };
}
