import { AppError, InvoiceStatus } from '@clinic/domain';
import type { InvoiceView, invoiceMedicineLineInput } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { prescriptionItems } from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';
import { baseOf, visitLines } from './invoice-lines.js';
import { lineSource } from './invoices.read.js';
import { linesOf, lockInvoice, rewriteLines } from './invoices.service.js';

type Input = z.output<typeof invoiceMedicineLineInput>;

/**
 * PUT /invoices/:id/medicine-line: the cashier hands over less of a medicine than billed (quantity > 0) or none of
 * it (0) when the stock fell short after the exam; the rest the patient buys outside. Only an unpaid invoice's
 * medicine line, reduced below its quantity (invoiceLineNotReducible). A visit's line changes the prescription's
 * line (what the till dispenses: the prescription as written stays); a walk-in sale's line changes the sale. The
 * invoice is rebuilt in the same transaction and the log row names the line, before and after.
 */
export async function changeMedicineLine(tx: Tx, id: number, input: Input): Promise<InvoiceView> {
  const clinicId = tx.actor.clinicId;
  const invoice = await lockInvoice(tx, id);
  if (invoice.status !== InvoiceStatus.WaitForPayment) throw new AppError('statusNotAllowed');
  const items = await linesOf(tx, id);
  const line = items.find((item) => lineSource(item) === input.source);
  if (line?.kind !== 'medicine' || line.medicineId === null)
    throw new AppError('invoiceLineNotReducible', { params: { max: 0 } });
  if (input.quantity >= line.quantity)
    throw new AppError('invoiceLineNotReducible', { params: { max: line.quantity - 1 } });
  const log = {
    line: { source: input.source, name: line.name, medicineId: line.medicineId },
    quantity: [line.quantity, input.quantity],
    removed: input.quantity === 0,
  };

  if (invoice.appointmentId === null) {
    const base = items
      .map(baseOf)
      .flatMap((b, i) =>
        items[i] === line ? (input.quantity === 0 ? [] : [{ ...b, quantity: input.quantity }]) : [b],
      );
    return rewriteLines(tx, invoice, items, base, {}, log);
  }
  // The visit's line: what the till hands over, beside the quantity the doctor wrote.
  await tx.db
    .update(prescriptionItems)
    .set(
      input.quantity === 0
        ? { supply: 'outside', dispensedQuantity: null }
        : { dispensedQuantity: input.quantity },
    )
    .where(
      and(
        eq(prescriptionItems.clinicId, clinicId),
        eq(prescriptionItems.prescriptionId, line.prescriptionId!),
        eq(prescriptionItems.medicineId, line.medicineId),
      ),
    );
  return rewriteLines(tx, invoice, items, await visitLines(tx.db, clinicId, invoice.appointmentId), {}, log);
}
