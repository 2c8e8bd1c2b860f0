import { AppError, PermissionLevel, ScreenId } from '@clinic/domain';
import { eInvoicesContract as contract } from '@clinic/domain/contracts';
import { eInvoices, invoices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { eInvoiceCounts, eInvoiceRowOf, listEInvoices } from './e-invoice-list.read.js';
import { queueEInvoice, sendAgain } from './e-invoice-queue.service.js';
import { eInvoiceSettingsOf, saveEInvoiceSettings, settingsAnswer } from './e-invoice-settings.service.js';
import { eInvoiceStateOf } from './e-invoice-state.read.js';

const tags = ['e-invoices'];
const invoiceEntity = { table: invoices, notFound: 'invoiceNotFound' } as const;
const eInvoiceEntity = { table: eInvoices, notFound: 'eInvoiceNotFound' } as const;
/** Whoever may read the invoices (the cashier's screen or the invoice list) reads their e-invoices. */
const readInvoices = {
  screen: ScreenId.Billing,
  orScreen: ScreenId.Invoices,
  level: PermissionLevel.Read,
} as const;
const writeInvoices = { ...readInvoices, level: PermissionLevel.Write } as const;
/** The settings hold the provider account: the owner's alone, like handing the clinic over. */
const owner = { ownerOnly: true } as const;

/** E-invoice settings (owner only) and an invoice's e-invoice at the cashier's. */
export function eInvoicesRoutes(deps: AppDeps): RouteDef[] {
  const settingsOf = async (clinicId: number) => ({
    settings: settingsAnswer(await eInvoiceSettingsOf(deps.db, clinicId)),
    target: deps.eInvoice.target,
  });
  return [
    defineRoute({
      ...contract.settings,
      summary:
        "The clinic's e-invoice settings (owner only; never the password) and where invoices are issued",
      tags,
      access: owner,
      handler: ({ auth }) => settingsOf(auth.clinicId),
    }),
    defineRoute({
      ...contract.saveSettings,
      summary: "Save the clinic's e-invoice settings (owner only); a password left out keeps the stored one",
      tags,
      access: owner,
      handler: async ({ auth, body }) => {
        await inTransaction(deps, auth, (tx) => saveEInvoiceSettings(tx, body, deps.eInvoicePasswords));
        return settingsOf(auth.clinicId);
      },
    }),
    defineRoute({
      ...contract.ofInvoice,
      summary:
        "The invoice's e-invoice: its state, the provider's number and lookup code, or why it was refused",
      tags,
      access: readInvoices,
      entity: invoiceEntity,
      handler: ({ auth, params }) => eInvoiceStateOf(deps.db, auth.clinicId, params.id),
    }),
    defineRoute({
      ...contract.issue,
      summary:
        "Issue the paid invoice's e-invoice (or send a refused one again), to the patient or to the company given",
      tags,
      access: writeInvoices,
      entity: invoiceEntity,
      handler: async ({ auth, params, body }) => {
        await inTransaction(deps, auth, (tx) => queueEInvoice(tx, params.id, body.company));
        // The job runs now in this instance rather than at the next poll; the answer does not wait for it.
        deps.jobs.nudge();
        return (await eInvoiceStateOf(deps.db, auth.clinicId, params.id))!;
      },
    }),
    defineRoute({
      ...contract.list,
      summary: 'E-invoices, originals and adjustments, newest first, by state, day and buyer',
      tags,
      access: readInvoices,
      handler: ({ auth, query }) => listEInvoices(deps.db, auth.clinicId, query),
    }),
    defineRoute({
      ...contract.counts,
      summary: 'Whether e-invoices are on, and how many are refused (to fix) or on their way',
      tags,
      access: readInvoices,
      handler: ({ auth }) => eInvoiceCounts(deps.db, auth.clinicId),
    }),
    defineRoute({
      ...contract.send,
      summary: 'Send a refused e-invoice (an original or an adjustment) again as it is',
      tags,
      access: writeInvoices,
      entity: eInvoiceEntity,
      handler: async ({ auth, params }) => {
        await inTransaction(deps, auth, async (tx) => {
          if (!(await eInvoiceSettingsOf(tx.db, auth.clinicId))) throw new AppError('eInvoicesNotConfigured');
          await sendAgain(tx, params.id);
        });
        deps.jobs.nudge();
        return eInvoiceRowOf(deps.db, auth.clinicId, params.id);
      },
    }),
  ];
}
