import type { EInvoiceState } from '@clinic/domain/contracts';
import type { Db, DbTx } from '../../db/client.js';
import { eInvoices } from '../../db/schema/index.js';
import type { EInvoiceBuyer } from '../../platform/e-invoice/gateway.js';
import { originalOf } from './e-invoice-queue.service.js';

/** The invoice's original e-invoice as the cashier sees it, or null when none was queued. */
export async function eInvoiceStateOf(
  db: Db | DbTx,
  clinicId: number,
  invoiceId: number,
): Promise<EInvoiceState | null> {
  const [row] = await db.select().from(eInvoices).where(originalOf(clinicId, invoiceId));
  return row ? toEInvoiceState(row) : null;
}

/** An e-invoice row as answered: the buyer's fields it has, the provider's answer, why it was refused. */
export function toEInvoiceState(row: typeof eInvoices.$inferSelect): EInvoiceState {
  const { name, legalName, taxCode, address, email } = row.buyer as EInvoiceBuyer;
  return {
    id: row.id,
    status: row.status as EInvoiceState['status'],
    amount: row.amount,
    buyer: {
      name,
      ...(legalName ? { legalName } : {}),
      ...(taxCode ? { taxCode } : {}),
      ...(address ? { address } : {}),
      ...(email ? { email } : {}),
    },
    number: row.number,
    lookupCode: row.lookupCode,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    refusalCode: row.refusalCode,
    refusalReason: row.refusalReason,
    attempts: row.attempts,
  };
}
