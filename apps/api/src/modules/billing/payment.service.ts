import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  checkClientTotal,
  InvoiceStatus,
  PaymentMethod,
  RealtimeEvent,
  shortageLines,
} from '@clinic/domain';
import type { InvoiceView, invoicePayInput } from '@clinic/domain/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bankTransfers,
  invoiceItems,
  invoices,
  payments,
  prescriptions,
  purchasedPackages,
  serviceOrders,
} from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import { assertOnce } from '../../platform/idempotency.js';
import type { Tx } from '../../platform/tx.js';
import { queueOnPayment } from '../e-invoices/e-invoice-queue.service.js';
import { markPurchasedPackagePaid } from '../packages/purchased-package-billing.service.js';
import { addToCart } from '../packages/purchased-package-cart.service.js';
import { PurchasedStatus } from '../packages/purchased-packages.js';
import { dispenseMedicines, dispensePrescription } from '../stock/stock.service.js';
import { invoiceShortages } from './invoice-shortages.js';
import { invoiceEvent, linesOf, lockInvoice, viewOf, visitChanged } from './invoices.service.js';
import { postSale } from './sale-ledger.service.js';

// Paying an invoice (PUT /invoices/:id/pay, the bank webhook, attaching a transfer): in the caller's one
// transaction the invoice turns Paid, the payment is written, the medicines leave the stock (outOfStock rolls all
// of it back), the visit's orders and prescription are marked paid and the packages become the patient's.

type PayInput = z.output<typeof invoicePayInput>;

/**
 * A walk-in package line becomes a cart line of the patient before the invoice turns Paid (its lines are final
 * then, trigger 0019): the patient's own cart line of that package bought at the desk, else a new one.
 */
async function linkWalkInPackage(tx: Tx, patientId: number, item: typeof invoiceItems.$inferSelect) {
  const clinicId = tx.actor.clinicId;
  const [inCart] = await tx.db
    .select({ id: purchasedPackages.id })
    .from(purchasedPackages)
    .where(
      and(
        eq(purchasedPackages.clinicId, clinicId),
        eq(purchasedPackages.clinicPatientId, patientId),
        eq(purchasedPackages.packageId, item.packageId!),
        eq(purchasedPackages.status, PurchasedStatus.InCart),
        isNull(purchasedPackages.appointmentId),
      ),
    );
  const purchasedId = inCart?.id ?? (await addToCart(tx, patientId, item.packageId!)).id;
  await tx.db
    .update(invoiceItems)
    .set({ purchasedPackageId: purchasedId })
    .where(and(eq(invoiceItems.clinicId, clinicId), eq(invoiceItems.id, item.id)));
  return purchasedId;
}

/**
 * Pays an unpaid invoice in the caller's transaction: statusNotAllowed unless WaitForPayment, cannotPayEmptyInvoice
 * without lines, totalMismatch when the total the cashier saw differs, invoiceOutdated when the visit changed since
 * the invoice was made, amountReceivedTooLow when cash falls short. A total of 0 (all covered by packages) is paid
 * with no payment row (a payment is > 0). Publishes invoice.pay after commit; answers the invoice.
 */
export async function payInvoice(
  tx: Tx,
  invoiceId: number,
  input: PayInput & { bankTransferId?: number | null },
): Promise<InvoiceView> {
  assertOnce('a payment');
  const clinicId = tx.actor.clinicId;
  const invoice = await lockInvoice(tx, invoiceId);
  if (invoice.status !== InvoiceStatus.WaitForPayment) throw new AppError('statusNotAllowed');
  const items = await linesOf(tx, invoiceId);
  if (!items.length) throw new AppError('cannotPayEmptyInvoice');
  checkClientTotal(input.total, invoice.total);
  if (invoice.appointmentId !== null && (await visitChanged(tx, invoice, items)))
    throw new AppError('invoiceOutdated');
  // Never start a payment that cannot finish: every medicine line must fit the usable stock now.
  const shortages = await invoiceShortages(tx.db, clinicId, tx.now, invoice.status, items);
  if (shortages.length)
    throw new AppError('invoiceStockShort', {
      params: { lines: shortageLines(shortages) },
      details: { shortages },
    });
  let amountReceived: number | null = null;
  if (input.paymentMethod === PaymentMethod.Cash) {
    amountReceived = input.amountReceived ?? invoice.total;
    if (amountReceived < invoice.total)
      throw new AppError('amountReceivedTooLow', { params: { total: invoice.total } });
  }

  // Package lines name their purchased package before the lines turn final.
  const purchasedIds: number[] = [];
  for (const item of items.filter((i) => i.kind === 'package')) {
    // createWalkIn refuses a package without a patient; this keeps a row written otherwise from paying.
    if (item.purchasedPackageId === null && invoice.clinicPatientId === null)
      throw new AppError('packageNeedsPatient');
    purchasedIds.push(
      item.purchasedPackageId ?? (await linkWalkInPackage(tx, invoice.clinicPatientId!, item)),
    );
  }

  const [paid] = await tx.db
    .update(invoices)
    .set({
      status: InvoiceStatus.Paid,
      paidAt: tx.now,
      paidBy: tx.actor.userId,
      paymentMethod: input.paymentMethod,
      amountReceived,
      updatedAt: tx.now,
    })
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, invoiceId)))
    .returning();
  if (invoice.total > 0)
    await tx.db.insert(payments).values({
      clinicId,
      invoiceId,
      method: input.paymentMethod,
      amount: invoice.total,
      bankTransferId: input.bankTransferId ?? null,
      createdBy: tx.actor.userId,
      createdAt: tx.now,
    });

  // The medicines leave the stock: the visit's prescription as prescribed, a walk-in sale's at the billed prices.
  const prescriptionIds = [
    ...new Set(items.flatMap((item) => (item.prescriptionId === null ? [] : [item.prescriptionId]))),
  ];
  for (const prescriptionId of prescriptionIds) await dispensePrescription(tx, { prescriptionId, invoiceId });
  const walkInMedicines = items.filter((item) => item.kind === 'medicine' && item.prescriptionId === null);
  if (walkInMedicines.length)
    await dispenseMedicines(tx, {
      invoiceId,
      lines: walkInMedicines.map((item) => ({
        medicineId: item.medicineId!,
        quantity: item.quantity,
        price: item.unitPrice,
      })),
    });
  // The sales ledger, now that the medicines' lots are known (the reports' one source).
  await postSale(tx, paid!, items);
  if (prescriptionIds.length)
    await tx.db
      .update(prescriptions)
      .set({ paidAt: tx.now, updatedAt: tx.now })
      .where(and(eq(prescriptions.clinicId, clinicId), inArray(prescriptions.id, prescriptionIds)));
  const orderIds = items.flatMap((item) => (item.serviceOrderId === null ? [] : [item.serviceOrderId]));
  if (orderIds.length)
    await tx.db
      .update(serviceOrders)
      .set({ paidAt: tx.now, updatedAt: tx.now })
      .where(and(eq(serviceOrders.clinicId, clinicId), inArray(serviceOrders.id, orderIds)));
  for (const purchasedId of purchasedIds) await markPurchasedPackagePaid(tx, purchasedId, tx.now);
  // The e-invoice is queued with the payment: it exists if and only if the payment does.
  await queueOnPayment(tx, invoiceId, invoice.total);

  await record(tx, ActivityEntityType.Invoice, invoiceId, ActivityAction.Pay, {
    code: invoice.code,
    total: invoice.total,
    paymentMethod: input.paymentMethod,
    ...(input.bankTransferId ? { bankTransferId: input.bankTransferId } : {}),
  });
  tx.publish(RealtimeEvent.InvoicePay, invoiceEvent(paid!));
  return viewOf(tx, invoiceId);
}

/**
 * Pays an unpaid invoice with an unmatched transfer: workflowNotAllowed unless the transfer waits, statusNotAllowed
 * unless the invoice is unpaid, transferAmountShort when it pays less than the total (more is the cashier's call).
 */
export async function attachTransfer(tx: Tx, transferId: number, invoiceId: number) {
  const clinicId = tx.actor.clinicId;
  const [transfer] = await tx.db
    .select()
    .from(bankTransfers)
    .where(and(eq(bankTransfers.clinicId, clinicId), eq(bankTransfers.id, transferId)))
    .for('update');
  if (!transfer) throw new AppError('bankTransferNotFound');
  if (transfer.status !== 'unmatched') throw new AppError('workflowNotAllowed');
  const invoice = await lockInvoice(tx, invoiceId);
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
