import {
  ActivityAction,
  ActivityEntityType,
  AppError,
  AppointmentStatus,
  checkClientTotal,
  type Discount,
  type InvoiceEventPayload,
  InvoiceStatus,
  invoiceCode,
  RealtimeEvent,
} from '@clinic/domain';
import type {
  BillingFinished,
  InvoiceCheck,
  InvoiceView,
  invoiceCancelInput,
  invoiceCreateInput,
  invoiceRebuildInput,
} from '@clinic/domain/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  appointments,
  invoiceItems,
  invoices,
  payments,
  prescriptions,
  serviceOrders,
  stockSheets,
} from '../../db/schema/index.js';
import { record } from '../../platform/activity-log.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { nextCounterValue } from '../../platform/counters.js';
import { assertOnce } from '../../platform/idempotency.js';
import type { Tx } from '../../platform/tx.js';
import { violatedConstraint } from '../../platform/unique-violation.js';
import { queueCancellation } from '../e-invoices/e-invoice-queue.service.js';
import { revokePurchasedPackage } from '../packages/purchased-package-billing.service.js';
import { lockVisibleAppointment } from '../service-orders/service-orders.service.js';
import { returnDispensed } from '../stock/stock.service.js';
import {
  type BaseLine,
  baseOf,
  diffLines,
  discountOfRow,
  itemValues,
  pricedLines,
  sourceOf,
  visitLines,
  walkInLines,
} from './invoice-lines.js';
import { lineSource, readInvoice, toInvoiceLine } from './invoices.read.js';
import { postRefund } from './sale-ledger.service.js';

// Billing's writes but paying (payment.service.ts): a visit's invoice started and rebuilt from the visit, a
// walk-in sale, the check against the visit, cancelling (a paid invoice is reversed by new rows: refund payment,
// refund stock import, packages revoked; the 0019 triggers refuse anything else) and finishing a visit's billing.
// Locks are taken in one order everywhere: the visit's row, then the invoice's.

type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;
type CreateInput = z.output<typeof invoiceCreateInput>;
type RebuildInput = z.output<typeof invoiceRebuildInput>;
type CancelInput = z.output<typeof invoiceCancelInput>;

/** A visit that billing may act on: its exam in progress or finished. */
function assertBillable(visit: typeof appointments.$inferSelect) {
  if (visit.status !== AppointmentStatus.InProgress && visit.status !== AppointmentStatus.Finished)
    throw new AppError('statusNotAllowed');
}

/** What the invoice events carry. */
export const invoiceEvent = (invoice: InvoiceRow): InvoiceEventPayload => ({
  id: invoice.id,
  code: invoice.code,
  status: invoice.status,
  appointmentId: invoice.appointmentId,
  clinicPatientId: invoice.clinicPatientId,
  total: invoice.total,
  paymentMethod: invoice.paymentMethod,
});

/** The invoice as the read answers it, inside the transaction (it is there: the caller just wrote it). */
export const viewOf = async (tx: Tx, id: number): Promise<InvoiceView> =>
  (await readInvoice(tx.db, tx.actor.clinicId, id, tx.now))!;

/**
 * The invoice locked for a change, its visit's row locked first (the order every billing write takes, so a
 * payment and a rebuild of the same visit take turns instead of deadlocking); invoiceNotFound if not the clinic's.
 */
export async function lockInvoice(tx: Tx, id: number): Promise<InvoiceRow> {
  const clinicId = tx.actor.clinicId;
  const where = and(eq(invoices.clinicId, clinicId), eq(invoices.id, id));
  const [found] = await tx.db.select({ appointmentId: invoices.appointmentId }).from(invoices).where(where);
  if (!found) throw new AppError('invoiceNotFound');
  if (found.appointmentId !== null)
    await tx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, found.appointmentId)))
      .for('update');
  const [invoice] = await tx.db.select().from(invoices).where(where).for('update');
  return invoice!;
}

/** The invoice's lines in order. */
export const linesOf = (tx: Tx, invoiceId: number): Promise<ItemRow[]> =>
  tx.db
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.clinicId, tx.actor.clinicId), eq(invoiceItems.invoiceId, invoiceId)))
    .orderBy(asc(invoiceItems.position));

/**
 * Writes a new unpaid invoice of priced lines, numbered by the clinic's gap-free invoice counter; a total the client
 * sent is checked first (totalMismatch).
 */
async function insertInvoice(
  tx: Tx,
  head: {
    appointmentId: number | null;
    clinicPatientId: number | null;
    customerName?: string | null;
    customerPhone?: string | null;
    note: string | null;
  },
  lines: readonly BaseLine[],
  lineDiscounts: readonly (Discount | null)[],
  discount: Discount | null,
  clientTotal?: number | null,
): Promise<InvoiceRow> {
  assertOnce('an invoice');
  const clinicId = tx.actor.clinicId;
  const { amounts, rows } = pricedLines(lines, lineDiscounts, discount);
  checkClientTotal(clientTotal, amounts.total);
  const code = invoiceCode(await nextCounterValue(tx, 'invoice'));
  let invoice: InvoiceRow;
  try {
    [invoice] = (await tx.db
      .insert(invoices)
      .values({
        clinicId,
        code,
        ...head,
        status: InvoiceStatus.WaitForPayment,
        subtotal: amounts.subtotal,
        discountKind: discount?.kind ?? null,
        discountValue: discount?.value ?? null,
        discount: amounts.discount,
        total: amounts.total,
        createdBy: tx.actor.userId,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning()) as [InvoiceRow];
  } catch (error) {
    // The visit's row lock orders start-billing calls; the partial unique index is the last guard.
    if (violatedConstraint(error) === 'invoices_one_open_per_visit')
      throw new AppError('invoiceExists', { cause: error });
    throw error;
  }
  if (rows.length) await tx.db.insert(invoiceItems).values(itemValues(clinicId, invoice.id, rows));
  await record(tx, ActivityEntityType.Invoice, invoice.id, ActivityAction.Create, {
    code,
    appointmentId: head.appointmentId,
    total: amounts.total,
  });
  tx.publish(RealtimeEvent.InvoiceCreateUpdate, invoiceEvent(invoice));
  return invoice;
}

/**
 * The visit locked for billing (its exam in progress or finished, its billing not finished) and its unpaid
 * invoice, if it has one: where starting and finishing its billing begin.
 */
async function lockVisitToBill(tx: Tx, auth: AuthContext, appointmentId: number) {
  const visit = await lockVisibleAppointment(tx, auth, appointmentId);
  assertBillable(visit);
  if (visit.billedAt !== null) throw new AppError('workflowNotAllowed');
  const [open] = await tx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.clinicId, tx.actor.clinicId),
        eq(invoices.appointmentId, appointmentId),
        eq(invoices.status, InvoiceStatus.WaitForPayment),
      ),
    );
  return { visit, open };
}

/**
 * PUT /clinic-appointments/:id/start-billing: the visit's unpaid invoice, made from what it has not paid yet if it
 * has none (possibly empty: nothing to bill). Two cashiers at once get the one invoice (the visit's row lock).
 */
export async function startBilling(tx: Tx, auth: AuthContext, appointmentId: number): Promise<InvoiceView> {
  const clinicId = tx.actor.clinicId;
  const { visit, open } = await lockVisitToBill(tx, auth, appointmentId);
  if (open) return viewOf(tx, open.id);
  const lines = await visitLines(tx.db, clinicId, appointmentId);
  const invoice = await insertInvoice(
    tx,
    { appointmentId, clinicPatientId: visit.clinicPatientId, note: null },
    lines,
    lines.map(() => null),
    null,
  );
  return viewOf(tx, invoice.id);
}

/** POST /invoices/create: a sale at the desk without a visit, priced from the catalog; a client total is checked. */
export async function createWalkIn(tx: Tx, input: CreateInput): Promise<InvoiceView> {
  const patientId = input.clinicPatientId ?? null;
  // A package sold becomes the patient's cart line when paid: without a record there is nobody to hold its uses.
  if (patientId === null && input.items.some((item) => item.packageId != null))
    throw new AppError('packageNeedsPatient');
  const lines = await walkInLines(tx, input.items);
  const discounts = input.items.map((item) => (item.discount ?? null) as Discount | null);
  const discount = (input.discount ?? null) as Discount | null;
  // A walk-in customer is known only by what the cashier typed; a patient by their record.
  const customer =
    patientId === null
      ? { customerName: input.customerName ?? null, customerPhone: input.customerPhone ?? null }
      : { customerName: null, customerPhone: null };
  const invoice = await insertInvoice(
    tx,
    { appointmentId: null, clinicPatientId: patientId, ...customer, note: input.note ?? null },
    lines,
    discounts,
    discount,
    input.total,
  );
  return viewOf(tx, invoice.id);
}

/**
 * The lines a rebuild gives: `base` with, per line, the discount given for its source, else the one the invoice's
 * line of the same source has (none for a new line); the invoice's own discount unless another is given.
 */
function rebuilt(
  invoice: InvoiceRow,
  items: readonly ItemRow[],
  base: readonly BaseLine[],
  given: {
    discount?: Discount | null;
    lineDiscounts?: readonly { source: string; discount: Discount | null }[];
  } = {},
) {
  const byGiven = new Map((given.lineDiscounts ?? []).map((d) => [d.source, d.discount]));
  const current = new Map(items.map((item) => [lineSource(item), item]));
  const discounts = base.map((line, position) => {
    const source = sourceOf(line, position);
    if (byGiven.has(source)) return byGiven.get(source) ?? null;
    const kept = current.get(source);
    return kept ? discountOfRow(kept) : null;
  });
  const discount = given.discount === undefined ? discountOfRow(invoice) : given.discount;
  return { ...pricedLines(base, discounts, discount), discount };
}

/** How the visit differs from its unpaid invoice: lines added, removed, or with another quantity, price or name. */
export async function visitDiff(
  tx: Tx,
  invoice: InvoiceRow,
  items: readonly ItemRow[],
): Promise<InvoiceCheck> {
  const base = await visitLines(tx.db, tx.actor.clinicId, invoice.appointmentId!);
  const diff = diffLines(base, items);
  const { rows, amounts } = rebuilt(invoice, items, base);
  const after = new Map(rows.map((line) => [line.source, line]));
  const billed = new Map(items.map((item) => [lineSource(item), toInvoiceLine(item)]));
  return {
    changed: diff.changed,
    added: diff.added.map((source) => after.get(source)!),
    removed: diff.removed.map(toInvoiceLine),
    updated: diff.updated.map((source) => ({ before: billed.get(source)!, after: after.get(source)! })),
    invoiceTotal: invoice.total,
    appointmentTotal: amounts.total,
  };
}

/** Whether the visit changed since its invoice was made (what paying refuses as invoiceOutdated). */
export async function visitChanged(tx: Tx, invoice: InvoiceRow, items: readonly ItemRow[]) {
  return diffLines(await visitLines(tx.db, tx.actor.clinicId, invoice.appointmentId!), items).changed;
}

/** POST /invoices/:id/check-with-appointment: a read (nothing locked); only an unpaid invoice of a visit. */
export async function checkWithAppointment(tx: Tx, id: number): Promise<InvoiceCheck> {
  const [invoice] = await tx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clinicId, tx.actor.clinicId), eq(invoices.id, id)));
  if (!invoice) throw new AppError('invoiceNotFound');
  if (invoice.status !== InvoiceStatus.WaitForPayment || invoice.appointmentId === null)
    throw new AppError('workflowNotAllowed');
  return visitDiff(tx, invoice, await linesOf(tx, id));
}

/**
 * POST /invoices/:id/update-with-appointment: the unpaid invoice's lines rebuilt from the visit as it is now (its
 * lines replaced: allowed while unpaid) with the discounts given. A walk-in invoice has no visit: the call
 * re-applies the discounts given to its own lines (the cashier's discount edit), lines and prices unchanged. A
 * `note` given replaces the invoice's; none keeps it.
 */
export async function updateWithAppointment(tx: Tx, id: number, input: RebuildInput): Promise<InvoiceView> {
  const clinicId = tx.actor.clinicId;
  const invoice = await lockInvoice(tx, id);
  if (invoice.status !== InvoiceStatus.WaitForPayment) throw new AppError('statusNotAllowed');
  const items = await linesOf(tx, id);
  const base =
    invoice.appointmentId === null
      ? items.map(baseOf)
      : await visitLines(tx.db, clinicId, invoice.appointmentId);
  return rewriteLines(tx, invoice, items, base, input);
}

/**
 * An unpaid invoice's lines replaced by `base` (the discounts given, else each source's own), its amounts and
 * note written, logged and published: the one write behind a rebuild and a cashier's change of a line.
 */
export async function rewriteLines(
  tx: Tx,
  invoice: InvoiceRow,
  items: readonly ItemRow[],
  base: readonly BaseLine[],
  input: Partial<RebuildInput>,
  /** What the log row says beside the code and total (a cashier's change: the line before and after). */
  log: Record<string, unknown> = {},
): Promise<InvoiceView> {
  const clinicId = tx.actor.clinicId;
  const id = invoice.id;
  const { rows, amounts, discount } = rebuilt(invoice, items, base, {
    discount: input.discount as Discount | null | undefined,
    lineDiscounts: (input.lineDiscounts ?? []) as { source: string; discount: Discount | null }[],
  });
  checkClientTotal(input.total, amounts.total);
  await tx.db
    .delete(invoiceItems)
    .where(and(eq(invoiceItems.clinicId, clinicId), eq(invoiceItems.invoiceId, id)));
  if (rows.length) await tx.db.insert(invoiceItems).values(itemValues(clinicId, id, rows));
  const [saved] = await tx.db
    .update(invoices)
    .set({
      subtotal: amounts.subtotal,
      discountKind: discount?.kind ?? null,
      discountValue: discount?.value ?? null,
      discount: amounts.discount,
      total: amounts.total,
      ...(input.note ? { note: input.note } : {}),
      updatedAt: tx.now,
    })
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, id)))
    .returning();
  await record(tx, ActivityEntityType.Invoice, id, ActivityAction.Update, {
    code: invoice.code,
    total: amounts.total,
    ...log,
  });
  tx.publish(RealtimeEvent.InvoiceCreateUpdate, invoiceEvent(saved!));
  return viewOf(tx, id);
}

/**
 * A paid invoice reversed by new rows, all or nothing: its packages revoked (purchasedPackageInUse, and nothing
 * changes, when one has been used), a refund row reversing its payment, every sale sheet returned into the lots
 * it left, and the visit's orders, prescription and billing open again (the visit can be billed again).
 */
async function reversePayment(tx: Tx, invoice: InvoiceRow, items: readonly ItemRow[]) {
  assertOnce('a refund');
  const clinicId = tx.actor.clinicId;
  for (const item of items)
    if (item.kind === 'package' && item.purchasedPackageId !== null)
      await revokePurchasedPackage(tx, item.purchasedPackageId);
  const paid = await tx.db
    .select()
    .from(payments)
    .where(and(eq(payments.clinicId, clinicId), eq(payments.invoiceId, invoice.id)));
  for (const payment of paid.filter((p) => p.amount > 0 && !paid.some((r) => r.reversesPaymentId === p.id)))
    await tx.db.insert(payments).values({
      clinicId,
      invoiceId: invoice.id,
      method: payment.method,
      amount: -payment.amount,
      reversesPaymentId: payment.id,
      createdBy: tx.actor.userId,
      createdAt: tx.now,
    });
  const sales = await tx.db
    .select({ id: stockSheets.id })
    .from(stockSheets)
    .where(
      and(
        eq(stockSheets.clinicId, clinicId),
        eq(stockSheets.invoiceId, invoice.id),
        eq(stockSheets.reason, 'sale'),
      ),
    )
    .orderBy(asc(stockSheets.id));
  for (const sale of sales) await returnDispensed(tx, { saleSheetId: sale.id, invoiceId: invoice.id });
  const orderIds = items.flatMap((item) => (item.serviceOrderId === null ? [] : [item.serviceOrderId]));
  if (orderIds.length)
    await tx.db
      .update(serviceOrders)
      .set({ paidAt: null, updatedAt: tx.now })
      .where(and(eq(serviceOrders.clinicId, clinicId), inArray(serviceOrders.id, orderIds)));
  const prescriptionIds = [
    ...new Set(items.flatMap((item) => (item.prescriptionId === null ? [] : [item.prescriptionId]))),
  ];
  if (prescriptionIds.length)
    await tx.db
      .update(prescriptions)
      .set({ paidAt: null, updatedAt: tx.now })
      .where(and(eq(prescriptions.clinicId, clinicId), inArray(prescriptions.id, prescriptionIds)));
  if (invoice.appointmentId !== null)
    await tx.db
      .update(appointments)
      .set({ billedAt: null, billedBy: null })
      .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, invoice.appointmentId)));
}

/** PUT /invoices/:id/cancel: an unpaid invoice is cancelled; a paid one reversed by new rows, then cancelled. */
export async function cancelInvoice(tx: Tx, id: number, input: CancelInput): Promise<InvoiceView> {
  const clinicId = tx.actor.clinicId;
  const invoice = await lockInvoice(tx, id);
  if (invoice.status === InvoiceStatus.Canceled) throw new AppError('statusNotAllowed');
  if (invoice.status === InvoiceStatus.Paid) {
    await reversePayment(tx, invoice, await linesOf(tx, id));
    await postRefund(tx, id);
    await queueCancellation(tx, id, input.reason);
  }
  const [saved] = await tx.db
    .update(invoices)
    .set({
      status: InvoiceStatus.Canceled,
      canceledAt: tx.now,
      canceledBy: tx.actor.userId,
      cancelReason: input.reason,
      updatedAt: tx.now,
    })
    .where(and(eq(invoices.clinicId, clinicId), eq(invoices.id, id)))
    .returning();
  await record(tx, ActivityEntityType.Invoice, id, ActivityAction.Canceled, {
    code: invoice.code,
    wasPaid: invoice.status === InvoiceStatus.Paid,
    reason: input.reason,
  });
  tx.publish(RealtimeEvent.InvoiceCancel, invoiceEvent(saved!));
  return viewOf(tx, id);
}

/**
 * PUT /clinic-appointments/:id/finish-billing: the visit leaves the cashier's queue once every invoice of it is
 * paid or cancelled (unpaidInvoices) and nothing it has is left unbilled (missingInvoice: no invoice holds it).
 */
export async function finishBilling(
  tx: Tx,
  auth: AuthContext,
  appointmentId: number,
): Promise<BillingFinished> {
  const clinicId = tx.actor.clinicId;
  const { open } = await lockVisitToBill(tx, auth, appointmentId);
  if (open) throw new AppError('unpaidInvoices');
  // What a paid invoice holds is marked paid; anything the visit still has to pay is in no invoice.
  if ((await visitLines(tx.db, clinicId, appointmentId)).length) throw new AppError('missingInvoice');
  await tx.db
    .update(appointments)
    .set({ billedAt: tx.now, billedBy: tx.actor.userId })
    .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, appointmentId)));
  tx.publish(RealtimeEvent.BillingFinish, { appointmentId });
  return { appointmentId, billedAt: tx.now.toISOString(), billedBy: tx.actor.userId };
}
