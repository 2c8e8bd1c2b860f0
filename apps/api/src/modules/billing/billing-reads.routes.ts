import { PermissionLevel, ScreenId } from '@clinic/domain';
import { invoicesContract, paymentsContract } from '@clinic/domain/contracts';
import { appointments, invoices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { visibleAppointment } from '../appointments/appointment-scope.js';
import { billingQueue } from './billing-queue.read.js';
import { readInvoice } from './invoices.read.js';
import { bankTransfersPage, invoicesOfAppointment, searchInvoices } from './invoices-search.read.js';

const tags = ['invoices'];
const invoiceEntity = { table: invoices, notFound: 'invoiceNotFound' } as const;
const appointmentEntity = { table: appointments, notFound: 'appointmentNotFound' } as const;
const readBilling = { screen: ScreenId.Billing, level: PermissionLevel.Read } as const;
/** The invoices list (screen 23) and the cashier's screen (21) both open an invoice and search them. */
const readInvoices = {
  screen: ScreenId.Invoices,
  orScreen: ScreenId.Billing,
  level: PermissionLevel.Read,
} as const;

/** The reads of billing: the cashier's queue and transfers (screen 21), the invoices list (screen 23). */
export function billingReadRoutes(deps: AppDeps): RouteDef[] {
  return [
    defineRoute({
      ...invoicesContract.billingQueue,
      summary:
        'The visits to bill: exam in progress or finished, billing not finished, of the clinic’s last 7 days; finished first, each with its invoices',
      tags,
      access: readBilling,
      handler: ({ auth }) => billingQueue(deps.db, auth, deps.clock()),
    }),
    defineRoute({
      ...invoicesContract.search,
      summary:
        'Invoices, newest first: part of the code, the patient’s name without accents, code or phone, cashier, method, status, the clinic’s days',
      tags,
      access: readInvoices,
      handler: ({ auth, query, body }) => searchInvoices(deps.db, auth.clinicId, query, body),
    }),
    defineRoute({
      ...invoicesContract.get,
      summary:
        'An invoice with its lines, payments and refunds, stock sheets, bank transfers and (unpaid) VietQR code',
      tags,
      access: readInvoices,
      entity: invoiceEntity,
      handler: async ({ auth, params }) =>
        (await readInvoice(deps.db, auth.clinicId, params.id, deps.clock()))!,
    }),
    defineRoute({
      ...invoicesContract.appointmentInvoices,
      summary: 'The invoices of a visit, oldest first',
      tags: ['clinic-appointments'],
      // Whoever sees the visit: the cashier, the appointments screen, the doctor's queue, the invoices list.
      access: {
        screen: ScreenId.Billing,
        orScreen: [ScreenId.Appointments, ScreenId.TodayExaminations, ScreenId.Invoices],
        level: PermissionLevel.Read,
      },
      entity: appointmentEntity,
      handler: async ({ auth, params }) => {
        // A visit of a doctor the caller's groups hide is not theirs to see, as on the appointments screen.
        await visibleAppointment(deps.db, auth, params.id);
        return invoicesOfAppointment(deps.db, auth.clinicId, params.id);
      },
    }),
    defineRoute({
      ...paymentsContract.bankTransfers,
      summary: 'Transfers the bank service reported, newest first; screen 21 asks for the unmatched ones',
      tags: ['payments'],
      access: readBilling,
      handler: ({ auth, query }) => bankTransfersPage(deps.db, auth.clinicId, query),
    }),
  ];
}
