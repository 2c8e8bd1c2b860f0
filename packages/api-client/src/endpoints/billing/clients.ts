import type { PagingInput } from '../examination/types';
import { type CallOptions, callEndpoint, type Http } from '../http';
import { invoicesCalls, paymentsCalls } from './calls';
import type {
  BankTransferFilter,
  InvoiceCancelInput,
  InvoiceCreateInput,
  InvoiceMedicineLineInput,
  InvoicePayInput,
  InvoiceRebuildInput,
  InvoiceSearchFilter,
} from './types';

const byId = (id: number) => ({ params: { id } });
const withKey = (options: CallOptions | undefined, idempotencyKey: string): CallOptions => ({
  ...options,
  headers: { ...options?.headers, 'idempotency-key': idempotencyKey },
});

/**
 * Invoices and a visit's billing. Making an invoice (a walk-in sale, a visit's start of billing), paying,
 * cancelling and attaching a transfer move money, so they take an idempotency key: the caller makes one per act the
 * cashier means (crypto.randomUUID() when the dialog opens) and sends the same key on a retry, so a double click or
 * a lost answer never makes or pays twice.
 */
export function invoicesClient(api: Http) {
  const c = invoicesCalls;
  return {
    create: (input: InvoiceCreateInput, idempotencyKey: string, options?: CallOptions) =>
      callEndpoint(api, c.create, { body: input }, withKey(options, idempotencyKey)),
    search: (filter: InvoiceSearchFilter, paging: PagingInput = {}, options?: CallOptions) =>
      callEndpoint(api, c.search, { query: paging, body: filter }, options),
    get: (id: number, options?: CallOptions) => callEndpoint(api, c.get, byId(id), options),
    pay: (id: number, input: InvoicePayInput, idempotencyKey: string, options?: CallOptions) =>
      callEndpoint(api, c.pay, { ...byId(id), body: input }, withKey(options, idempotencyKey)),
    cancel: (id: number, input: InvoiceCancelInput, idempotencyKey: string, options?: CallOptions) =>
      callEndpoint(api, c.cancel, { ...byId(id), body: input }, withKey(options, idempotencyKey)),
    checkWithAppointment: (id: number, options?: CallOptions) =>
      callEndpoint(api, c.checkWithAppointment, byId(id), options),
    updateWithAppointment: (id: number, input: InvoiceRebuildInput = {}, options?: CallOptions) =>
      callEndpoint(api, c.updateWithAppointment, { ...byId(id), body: input }, options),
    /** Reduces (quantity > 0) or removes (0) a medicine line the stock cannot cover, before the payment. */
    changeMedicineLine: (id: number, input: InvoiceMedicineLineInput, options?: CallOptions) =>
      callEndpoint(api, c.changeMedicineLine, { ...byId(id), body: input }, options),
    billingQueue: (options?: CallOptions) => callEndpoint(api, c.billingQueue, {}, options),
    startBilling: (appointmentId: number, idempotencyKey: string, options?: CallOptions) =>
      callEndpoint(api, c.startBilling, byId(appointmentId), withKey(options, idempotencyKey)),
    finishBilling: (appointmentId: number, options?: CallOptions) =>
      callEndpoint(api, c.finishBilling, byId(appointmentId), options),
    appointmentInvoices: (appointmentId: number, options?: CallOptions) =>
      callEndpoint(api, c.appointmentInvoices, byId(appointmentId), options),
  };
}

/** The bank transfers the bank-notification service reported; screen 21 attaches an unmatched one by hand. */
export function paymentsClient(api: Http) {
  const c = paymentsCalls;
  return {
    bankTransfers: (query: BankTransferFilter = {}, options?: CallOptions) =>
      callEndpoint(api, c.bankTransfers, { query }, options),
    attachTransfer: (transferId: number, invoiceId: number, idempotencyKey: string, options?: CallOptions) =>
      callEndpoint(
        api,
        c.attachTransfer,
        { ...byId(transferId), body: { invoiceId } },
        withKey(options, idempotencyKey),
      ),
  };
}
