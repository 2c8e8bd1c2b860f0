import {
  AppError,
  InvoiceStatus,
  PaymentMethod,
  PermissionLevel,
  RealtimeEvent,
  ScreenId,
} from '@clinic/domain';
import { paymentsContract as contract } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import { bankTransfers, invoices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { idempotent } from '../../platform/idempotency.js';
import { definePublicRoute, defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction, type Tx } from '../../platform/tx.js';
import { bankWebhook } from './bank-webhook.service.js';
import { viewOf } from './invoices.service.js';
import { payInvoice } from './payment.service.js';

// The bank-notification webhook (public: its API key names the clinic) and the cashier attaching a parked
// transfer to an invoice by hand. The transfers list is billing-reads.routes.ts.

const tags = ['payments'];
const transferEntity = { table: bankTransfers, notFound: 'bankTransferNotFound' } as const;

/**
 * Pays an unpaid invoice with an unmatched transfer: workflowNotAllowed unless the transfer waits, statusNotAllowed
 * unless the invoice is unpaid, transferAmountShort when it pays less than the total (more is the cashier's call).
 */
async function attachTransfer(tx: Tx, transferId: number, invoiceId: number) {
  const clinicId = tx.actor.clinicId;
  const [transfer] = await tx.db
    .select()
    .from(bankTransfers)
    .where(and(eq(bankTransfers.clinicId, clinicId), eq(bankTransfers.id, transferId)))
    .for('update');
  if (!transfer) throw new AppError('bankTransferNotFound');
  if (transfer.status !== 'unmatched') throw new AppError('workflowNotAllowed');
  const [invoice] = await tx.db
    .select({ status: invoices.status, total: invoices.total })
    .from(invoices)
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)));
  if (!invoice) throw new AppError('invoiceNotFound');
  if (invoice.status !== InvoiceStatus.WaitForPayment) throw new AppError('statusNotAllowed');
  if (transfer.amount < invoice.total)
    throw new AppError('transferAmountShort', { params: { amount: transfer.amount, total: invoice.total } });
  await payInvoice(tx, invoiceId, {
    paymentMethod: PaymentMethod.BankTransfer,
    amountReceived: null,
    bankTransferId: transferId,
  });
  await tx.db
    .update(bankTransfers)
    .set({ status: 'attached', invoiceId, attachedBy: tx.actor.userId, attachedAt: tx.now })
    .where(and(eq(bankTransfers.clinicId, clinicId), eq(bankTransfers.id, transferId)));
  tx.publish(RealtimeEvent.BankTransferChange, { id: transferId, status: 'attached' });
  return viewOf(tx, invoiceId);
}

export function paymentsRoutes(deps: AppDeps): RouteDef[] {
  return [
    definePublicRoute({
      ...contract.bankWebhook,
      summary:
        'An incoming bank transfer from the bank-notification service (SePay, header Authorization: Apikey <key>): pays the invoice its content names when the amount matches, else parks it',
      tags,
      handler: ({ body, ip, reply }) =>
        bankWebhook(deps, { authorization: reply.request.headers.authorization, ip, body }),
    }),
    defineRoute({
      ...contract.attachTransfer,
      summary: 'Pay an unpaid invoice with a parked (unmatched) bank transfer, by hand',
      tags,
      access: { screen: ScreenId.Billing, level: PermissionLevel.Write },
      entity: transferEntity,
      idempotent: true,
      handler: ({ auth, params, body, idempotencyKey }) =>
        inTransaction(deps, auth, (tx) =>
          idempotent(
            tx,
            { key: idempotencyKey!, scope: 'bank-transfers.attach', request: { id: params.id, ...body } },
            () => attachTransfer(tx, params.id, body.invoiceId),
          ),
        ),
    }),
  ];
}
