import { PermissionLevel, ScreenId } from '@clinic/domain';
import { eInvoicesContract as contract } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import { eInvoiceSettings, invoices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { inTransaction } from '../../platform/tx.js';
import { queueEInvoice } from './e-invoice-queue.service.js';
import { saveEInvoiceSettings } from './e-invoice-settings.service.js';
import { eInvoiceStateOf } from './e-invoice-state.read.js';

const tags = ['e-invoices'];
const invoiceEntity = { table: invoices, notFound: 'invoiceNotFound' } as const;
/** The settings hold the provider account: the owner's alone, like handing the clinic over. */
const owner = { ownerOnly: true } as const;

/** E-invoice settings (owner only) and an invoice's e-invoice at the cashier's. */
export function eInvoicesRoutes(deps: AppDeps): RouteDef[] {
  const settingsOf = async (clinicId: number) => {
    const [row] = await deps.db
      .select()
      .from(eInvoiceSettings)
      .where(eq(eInvoiceSettings.clinicId, clinicId));
    const settings = row
      ? {
          provider: 'viettel' as const,
          username: row.username,
          hasPassword: true,
          sellerTaxCode: row.sellerTaxCode,
          sellerLegalName: row.sellerLegalName,
          sellerAddress: row.sellerAddress,
          templateCode: row.templateCode,
          series: row.series,
          issueOn: row.issueOn as 'payment' | 'request',
          serviceTaxRate: row.serviceTaxRate as never,
          medicineTaxRate: row.medicineTaxRate as never,
          packageTaxRate: row.packageTaxRate as never,
        }
      : null;
    return { settings, target: deps.eInvoice.target };
  };
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
      access: { screen: ScreenId.Billing, orScreen: ScreenId.Invoices, level: PermissionLevel.Read },
      entity: invoiceEntity,
      handler: ({ auth, params }) => eInvoiceStateOf(deps.db, auth.clinicId, params.id),
    }),
    defineRoute({
      ...contract.issue,
      summary:
        "Issue the paid invoice's e-invoice (or send a refused one again), to the patient or to the company given",
      tags,
      access: { screen: ScreenId.Billing, orScreen: ScreenId.Invoices, level: PermissionLevel.Write },
      entity: invoiceEntity,
      handler: async ({ auth, params, body }) => {
        await inTransaction(deps, auth, (tx) => queueEInvoice(tx, params.id, body.company));
        // The job runs now in this instance rather than at the next poll; the answer does not wait for it.
        deps.jobs.nudge();
        return (await eInvoiceStateOf(deps.db, auth.clinicId, params.id))!;
      },
    }),
  ];
}
