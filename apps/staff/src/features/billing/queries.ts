import {
  type InvoiceCreateInput,
  type InvoiceMedicineLineInput,
  type InvoicePayInput,
  type InvoiceRebuildInput,
  type InvoiceView,
  invoicesClient,
  paymentsClient,
} from '@clinic/api-client';
import {
  AppointmentFeature,
  appointmentRealtimeEvents,
  InvoiceStatus,
  invoiceRealtimeEvents,
  RealtimeEvent,
  ScreenId,
} from '@clinic/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, realtime } from '../../app/session';

// The cashier's screen (21) over the staff app's one API client: the queue, a visit's invoices, the invoice being
// paid, its check against the visit, the unmatched bank transfers, and the writes (each answers the invoice).

export const invoices = invoicesClient(api);
export const payments = paymentsClient(api);

/** Billing's calls say screen 21 and feature 106 (the API checks both for the visit's billing). */
export const billingCall = { screenId: ScreenId.Billing, featureId: AppointmentFeature.Billing };

/** Everything screen 21 reads sits under ['billing']: one invalidation refreshes it all. */
export const billingKeys = {
  all: ['billing'] as const,
  queue: ['billing', 'queue'] as const,
  visitInvoices: (appointmentId: number) => ['billing', 'visit', appointmentId] as const,
  invoice: (id: number) => ['billing', 'invoice', id] as const,
  check: (id: number) => ['billing', 'invoice', id, 'check'] as const,
  transfers: ['billing', 'transfers'] as const,
};

export function useBillingQueue() {
  return useQuery({
    queryKey: billingKeys.queue,
    queryFn: ({ signal }) => invoices.billingQueue({ ...billingCall, signal }),
  });
}

export function useInvoice(id: number | null) {
  return useQuery({
    queryKey: billingKeys.invoice(id ?? 0),
    queryFn: ({ signal }) => invoices.get(id as number, { ...billingCall, signal }),
    enabled: id !== null,
  });
}

/**
 * How the visit differs from its unpaid invoice. Asked when the invoice opens and again whenever the visit moves
 * (useBillingEvents invalidates it), so the cashier never takes money for a visit that has changed.
 */
export function useInvoiceCheck(invoice: InvoiceView | undefined) {
  const id = invoice?.id ?? 0;
  return useQuery({
    queryKey: billingKeys.check(id),
    queryFn: ({ signal }) => invoices.checkWithAppointment(id, { ...billingCall, signal }),
    enabled:
      invoice !== undefined &&
      invoice.appointmentId !== null &&
      invoice.status === InvoiceStatus.WaitForPayment,
  });
}

/** Transfers the bank reported that found no invoice (or fell short): the cashier attaches them by hand. */
export function useUnmatchedTransfers() {
  return useQuery({
    queryKey: billingKeys.transfers,
    queryFn: ({ signal }) =>
      payments.bankTransfers({ status: 'unmatched', pageSize: 100 }, { ...billingCall, signal }),
  });
}

/** An invoice a write answered goes into the cache as it is, and everything else of the screen reads again. */
function useSettleInvoice() {
  const queryClient = useQueryClient();
  return (invoice: InvoiceView) => {
    queryClient.setQueryData(billingKeys.invoice(invoice.id), invoice);
    void queryClient.invalidateQueries({ queryKey: billingKeys.queue });
    void queryClient.invalidateQueries({ queryKey: billingKeys.check(invoice.id) });
    void queryClient.invalidateQueries({ queryKey: billingKeys.transfers });
    void queryClient.invalidateQueries({ queryKey: ['invoices'] });
  };
}

/**
 * Starts a visit's billing (it may make the invoice) under one idempotency key per visit until a send succeeds: a
 * second click or a retry after a lost answer sends the same key and makes one invoice; the next start (after the
 * invoice was cancelled, or to bill the rest) is a new act with a new key.
 */
export function useStartBilling() {
  const settle = useSettleInvoice();
  const pending = useRef<{ appointmentId: number; key: string } | null>(null);
  const keyFor = (appointmentId: number) => {
    if (pending.current?.appointmentId !== appointmentId)
      pending.current = { appointmentId, key: crypto.randomUUID() };
    return pending.current.key;
  };
  return useMutation({
    mutationFn: (appointmentId: number) =>
      invoices.startBilling(appointmentId, keyFor(appointmentId), billingCall),
    onSuccess: (invoice) => {
      pending.current = null;
      settle(invoice);
    },
  });
}

/** A walk-in sale under the dialog's one idempotency key: a retry or a second click makes one invoice. */
export function useCreateInvoice(idempotencyKey: string) {
  const settle = useSettleInvoice();
  return useMutation({
    mutationFn: (input: InvoiceCreateInput) => invoices.create(input, idempotencyKey, billingCall),
    onSuccess: settle,
  });
}

/** Rebuilds an unpaid invoice from the visit as it is now, with the cashier's discounts. */
export function useUpdateInvoice(id: number) {
  const settle = useSettleInvoice();
  return useMutation({
    mutationFn: (input: InvoiceRebuildInput) => invoices.updateWithAppointment(id, input, billingCall),
    onSuccess: settle,
  });
}

/** The cashier reduces or removes a medicine line the stock cannot cover (the invoice is rebuilt, logged). */
export function useChangeMedicineLine(id: number) {
  const settle = useSettleInvoice();
  return useMutation({
    mutationFn: (input: InvoiceMedicineLineInput) => invoices.changeMedicineLine(id, input, billingCall),
    onSuccess: settle,
  });
}

/** Pays under the pay section's one idempotency key: a retry or a second click never pays twice. */
export function usePayInvoice(id: number, idempotencyKey: string) {
  const settle = useSettleInvoice();
  return useMutation({
    mutationFn: (input: InvoicePayInput) => invoices.pay(id, input, idempotencyKey, billingCall),
    onSuccess: settle,
  });
}

/** Cancels (or, once paid, reverses) an invoice under the dialog's one idempotency key. */
export function useCancelInvoice(
  id: number,
  idempotencyKey: string,
  call: { screenId: number; featureId?: number },
) {
  const settle = useSettleInvoice();
  return useMutation({
    mutationFn: (reason: string) => invoices.cancel(id, { reason }, idempotencyKey, call),
    onSuccess: settle,
  });
}

export function useFinishBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: number) => invoices.finishBilling(appointmentId, billingCall),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: billingKeys.queue }),
  });
}

export function useAttachTransfer(transferId: number, idempotencyKey: string) {
  const settle = useSettleInvoice();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      payments.attachTransfer(transferId, invoiceId, idempotencyKey, billingCall),
    onSuccess: settle,
  });
}

/** Unpaid invoices whose code holds `code`, to attach a transfer to. */
export function useUnpaidInvoicesByCode(code: string) {
  return useQuery({
    queryKey: ['billing', 'unpaid-by-code', code],
    queryFn: ({ signal }) =>
      invoices.search(
        { status: InvoiceStatus.WaitForPayment, ...(code ? { code } : {}) },
        { pageSize: 20 },
        { ...billingCall, signal },
      ),
    // The choices stay while the next code is asked, so a choice is not lost mid-typing.
    placeholderData: keepPreviousData,
  });
}

/**
 * Keeps screen 21 live: a visit that moves (booked, exam finished, services ordered, prescription written), an
 * invoice written, paid or cancelled at another desk or by the bank's webhook, a transfer reported, a visit's
 * billing finished — each reads the queue, the open invoice, its check and the transfers again.
 */
export function useBillingEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    const offs = [
      ...appointmentRealtimeEvents.map((name) => realtime.on(name, refresh)),
      ...invoiceRealtimeEvents.map((name) => realtime.on(name, refresh)),
      realtime.on(RealtimeEvent.BillingFinish, refresh),
      realtime.on(RealtimeEvent.ServiceOrderChange, refresh),
      realtime.on(RealtimeEvent.BankTransferChange, refresh),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
}
