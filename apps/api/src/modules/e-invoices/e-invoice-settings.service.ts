import { AppError, type EInvoiceTaxRate } from '@clinic/domain';
import type { EInvoiceSettings, eInvoiceSettingsInput } from '@clinic/domain/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../db/client.js';
import { eInvoiceSettings } from '../../db/schema/index.js';
import type { EInvoiceAccount, EInvoiceSeller } from '../../platform/e-invoice/gateway.js';
import type { SecretBox } from '../../platform/secret-box.js';
import type { Tx } from '../../platform/tx.js';
import type { TaxRates } from './e-invoice-lines.js';

export type EInvoiceSettingsValues = z.output<typeof eInvoiceSettingsInput>;

/** What issuing needs: the account (its password opened), the seller, the template and series, the rates. */
export interface EInvoiceSetup {
  provider: string;
  account: EInvoiceAccount;
  seller: EInvoiceSeller;
  templateCode: string;
  series: string;
  issueOn: 'payment' | 'request';
  rates: TaxRates;
}

/**
 * Saves the clinic's e-invoice settings (one row per clinic). A password left out keeps the sealed one; the first
 * save must give it (`passwordRequired`).
 */
export async function saveEInvoiceSettings(tx: Tx, input: EInvoiceSettingsValues, box: SecretBox) {
  const clinicId = tx.actor.clinicId;
  const [current] = await tx.db
    .select({ sealed: eInvoiceSettings.passwordSealed })
    .from(eInvoiceSettings)
    .where(eq(eInvoiceSettings.clinicId, clinicId));
  const passwordSealed = input.password === undefined ? current?.sealed : box.seal(input.password);
  if (!passwordSealed) throw new AppError('eInvoicePasswordRequired');
  const { password: _password, ...columns } = input;
  const row = { ...columns, passwordSealed, updatedAt: tx.now, updatedBy: tx.actor.userId };
  await tx.db
    .insert(eInvoiceSettings)
    .values({ clinicId, ...row })
    .onConflictDoUpdate({ target: eInvoiceSettings.clinicId, set: row });
}

type SettingsRow = typeof eInvoiceSettings.$inferSelect;

/** The clinic's settings row, or undefined when it has none (e-invoices are off). */
export async function eInvoiceSettingsOf(db: Db | DbTx, clinicId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(eInvoiceSettings).where(eq(eInvoiceSettings.clinicId, clinicId));
  return row;
}

/** The rate of each kind of line the settings give. */
export const taxRatesOf = (row: SettingsRow): TaxRates => ({
  service: row.serviceTaxRate as EInvoiceTaxRate,
  medicine: row.medicineTaxRate as EInvoiceTaxRate,
  package: row.packageTaxRate as EInvoiceTaxRate,
});

/** The settings as the owner reads them: never the password, only that one is stored (it is required). */
export function settingsAnswer(row: SettingsRow | undefined): EInvoiceSettings['settings'] {
  if (!row) return null;
  return {
    provider: 'viettel',
    username: row.username,
    hasPassword: true,
    sellerTaxCode: row.sellerTaxCode,
    sellerLegalName: row.sellerLegalName,
    sellerAddress: row.sellerAddress,
    templateCode: row.templateCode,
    series: row.series,
    issueOn: row.issueOn as EInvoiceSetup['issueOn'],
    serviceTaxRate: row.serviceTaxRate as EInvoiceTaxRate,
    medicineTaxRate: row.medicineTaxRate as EInvoiceTaxRate,
    packageTaxRate: row.packageTaxRate as EInvoiceTaxRate,
  };
}

/** The clinic's settings ready for issuing, or null when it has none (e-invoices are off). */
export async function eInvoiceSetupOf(
  db: Db | DbTx,
  clinicId: number,
  box: SecretBox,
): Promise<EInvoiceSetup | null> {
  const row = await eInvoiceSettingsOf(db, clinicId);
  if (!row) return null;
  const password = box.open(row.passwordSealed);
  if (password === null) return null;
  return {
    provider: row.provider,
    account: { username: row.username, password },
    seller: { taxCode: row.sellerTaxCode, legalName: row.sellerLegalName, address: row.sellerAddress },
    templateCode: row.templateCode,
    series: row.series,
    issueOn: row.issueOn as EInvoiceSetup['issueOn'],
    rates: taxRatesOf(row),
  };
}
