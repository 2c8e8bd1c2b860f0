import { AppointmentFeature, PermissionLevel, ScreenId } from '@clinic/domain';
import { invoicesContract as contract } from '@clinic/domain/contracts';
import { appointments, invoices } from '../../db/schema/index.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import {
  cancelInvoice,
  checkWithAppointment,
  createWalkIn,
  finishBilling,
  startBilling,
  updateWithAppointment,
} from './invoices.service.js';
import { changeMedicineLine } from './medicine-line.service.js';
import { payInvoice } from './payment.service.js';

// Billing's writes (screen 21, cancelling also from screen 23): a visit's invoice started, checked, rebuilt and
// finished, a walk-in sale, paying and cancelling. The reads are billing-reads.routes.ts.

const tags = ['billing'];
const invoiceEntity = { table: invoices, notFound: 'invoiceNotFound' } as const;
const appointmentEntity = { table: appointments, notFound: 'appointmentNotFound' } as const;
/** A visit's billing: screen 21 Write and the appointment feature 106 (billing). */
const billVisit = {
  screen: ScreenId.Billing,
  level: PermissionLevel.Write,
  feature: AppointmentFeature.Billing,
} as const;
const cashier = { screen: ScreenId.Billing, level: PermissionLevel.Write } as const;

// Every write runs in the call's own `transaction` (platform/route.ts), so the routes need nothing of the app.
export function billingRoutes(): RouteDef[] {
  return [
    defineRoute({
      ...contract.startBilling,
      summary:
        'The visit’s unpaid invoice, made from what it has not paid yet (services, packages in the cart, prescription) if it has none',
      tags,
      access: billVisit,
      entity: appointmentEntity,
      // It makes an invoice (and takes its gap-free number): a retry after the first was cancelled or paid answers
      // that first invoice instead of making another.
      idempotent: true,
      handler: ({ auth, params, transaction }) => transaction((tx) => startBilling(tx, auth, params.id)),
    }),
    defineRoute({
      ...contract.finishBilling,
      summary:
        'The visit leaves the cashier’s queue: every invoice of it paid or cancelled and nothing left unbilled',
      tags,
      access: billVisit,
      entity: appointmentEntity,
      handler: ({ auth, params, transaction }) => transaction((tx) => finishBilling(tx, auth, params.id)),
    }),
    defineRoute({
      ...contract.create,
      summary:
        'A walk-in sale of services, medicines or packages, priced from the catalog; a client total is only checked',
      tags,
      access: cashier,
      // A double click at the desk makes one sale.
      idempotent: true,
      handler: ({ body, transaction }) => transaction((tx) => createWalkIn(tx, body)),
    }),
    defineRoute({
      ...contract.checkWithAppointment,
      summary:
        'How the visit differs from its unpaid invoice: lines added, removed or changed, and the new total',
      tags,
      access: billVisit,
      entity: invoiceEntity,
      handler: ({ params, transaction }) => transaction((tx) => checkWithAppointment(tx, params.id)),
    }),
    defineRoute({
      ...contract.updateWithAppointment,
      summary:
        'Rebuild an unpaid invoice from its visit with the discounts given (a walk-in invoice: its discounts only)',
      tags,
      access: billVisit,
      entity: invoiceEntity,
      handler: ({ params, body, transaction }) =>
        transaction((tx) => updateWithAppointment(tx, params.id, body)),
    }),
    defineRoute({
      ...contract.changeMedicineLine,
      summary:
        'Reduce (quantity > 0) or remove (0) a medicine line of an unpaid invoice when the stock is short; logged before and after',
      tags,
      access: billVisit,
      entity: invoiceEntity,
      handler: ({ params, body, transaction }) =>
        transaction((tx) => changeMedicineLine(tx, params.id, body)),
    }),
    defineRoute({
      ...contract.pay,
      summary:
        'Pay an unpaid invoice in one transaction: the payment, the medicines dispensed (first expiry first), the packages bought',
      tags,
      // An open invoice can be paid after the clinic's plan expired (docs/product.md#plans).
      access: { ...cashier, whenExpired: true },
      entity: invoiceEntity,
      idempotent: true,
      handler: ({ params, body, transaction }) => transaction((tx) => payInvoice(tx, params.id, body)),
    }),
    defineRoute({
      ...contract.cancel,
      summary:
        'Cancel an invoice; a paid one is reversed by new rows (refund payment, refund stock import, packages revoked)',
      tags,
      access: { screen: ScreenId.Billing, orScreen: ScreenId.Invoices, level: PermissionLevel.Write },
      entity: invoiceEntity,
      idempotent: true,
      handler: ({ params, body, transaction }) => transaction((tx) => cancelInvoice(tx, params.id, body)),
    }),
  ];
}
