import { PermissionLevel, ScreenId } from '@clinic/domain';
import { paymentsContract as contract } from '@clinic/domain/contracts';
import { bankTransfers } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { definePublicRoute, defineRoute, type RouteDef } from '../../platform/route.js';
import { bankWebhook } from './bank-webhook.service.js';
import { attachTransfer } from './payment.service.js';

// The bank-notification webhook (public: its API key names the clinic) and the cashier attaching a parked
// transfer to an invoice by hand. The transfers list is billing-reads.routes.ts.

const tags = ['payments'];
const transferEntity = { table: bankTransfers, notFound: 'bankTransferNotFound' } as const;

export function paymentsRoutes(deps: AppDeps): RouteDef[] {
  return [
    definePublicRoute({
      ...contract.bankWebhook,
      summary:
        'An incoming bank transfer from the bank-notification service (SePay, header Authorization: Apikey <key>): pays the invoice its content names when the amount matches, else parks it',
      tags,
      // The bank sends a transfer again until it hears 2xx: bank_transfers keeps each of its ids once.
      idempotent: { by: 'the bank’s transfer id' },
      handler: ({ body, ip, reply }) =>
        bankWebhook(deps, { authorization: reply.request.headers.authorization, ip, body }),
    }),
    defineRoute({
      ...contract.attachTransfer,
      summary: 'Pay an unpaid invoice with a parked (unmatched) bank transfer, by hand',
      tags,
      // Paying an open invoice: allowed after the clinic's plan expired (docs/product.md#plans).
      access: { screen: ScreenId.Billing, level: PermissionLevel.Write, whenExpired: true },
      entity: transferEntity,
      idempotent: true,
      handler: ({ params, body, transaction }) =>
        transaction((tx) => attachTransfer(tx, params.id, body.invoiceId)),
    }),
  ];
}
