import {
  commissionOf,
  localDate,
  SaleEntry,
  StockSheetType,
  shareDiscount,
  shareInProportion,
} from '@clinic/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  appointments,
  type invoiceItems,
  type invoices,
  saleInvoices,
  saleLines,
  services,
  stockSheetItems,
  stockSheets,
} from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';
import { clinicTimeZone } from '../schedules/occurrences.js';

// The sales ledger (schema/billing.ts `sale_lines`): written in the transaction that pays or cancels an invoice,
// read by the reports and the dashboard.

type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;
type SaleLine = typeof saleLines.$inferInsert;

/** Units of one lot a sale took, in the order the export took them. */
interface LotTaken {
  lotId: number;
  quantity: number;
  costPerUnit: number;
}

/** The lots each invoice's sale exports took, per invoice and medicine, in the order they were taken. */
async function lotsTaken(tx: Tx, invoiceIds: readonly number[]): Promise<Map<string, LotTaken[]>> {
  const rows = await tx.db
    .select({
      invoiceId: stockSheets.invoiceId,
      medicineId: stockSheetItems.medicineId,
      lotId: stockSheetItems.lotId,
      quantity: stockSheetItems.quantity,
      costPerUnit: stockSheetItems.costPerUnit,
    })
    .from(stockSheetItems)
    .innerJoin(
      stockSheets,
      and(eq(stockSheets.clinicId, stockSheetItems.clinicId), eq(stockSheets.id, stockSheetItems.sheetId)),
    )
    .where(
      and(
        eq(stockSheets.clinicId, tx.actor.clinicId),
        inArray(stockSheets.invoiceId, [...invoiceIds]),
        eq(stockSheets.type, StockSheetType.Export),
      ),
    )
    .orderBy(asc(stockSheetItems.id));
  const taken = new Map<string, LotTaken[]>();
  for (const row of rows) {
    const key = `${row.invoiceId}:${row.medicineId}`;
    const list = taken.get(key) ?? [];
    list.push({ lotId: row.lotId, quantity: row.quantity, costPerUnit: row.costPerUnit });
    taken.set(key, list);
  }
  return taken;
}

/** Takes `quantity` units off the front of `pool` (lots a medicine left from); what the pool lacks has no lot. */
function takeLots(pool: LotTaken[], quantity: number): { lot: LotTaken | null; quantity: number }[] {
  const parts: { lot: LotTaken | null; quantity: number }[] = [];
  let wanted = quantity;
  while (wanted > 0 && pool.length) {
    const first = pool[0]!;
    const taken = Math.min(first.quantity, wanted);
    parts.push({ lot: first, quantity: taken });
    wanted -= taken;
    if (taken === first.quantity) pool.shift();
    else pool[0] = { ...first, quantity: first.quantity - taken };
  }
  if (wanted > 0) parts.push({ lot: null, quantity: wanted });
  return parts;
}

/** What the rows of one invoice need besides the invoice and its lines. */
interface SaleContext {
  day: string;
  visit: { locationId: number; doctorId: number } | undefined;
  commissions: ReadonlyMap<number, number>;
  lots: Map<string, LotTaken[]>;
}

/** The sale rows of one paid invoice: one per line, or per lot for a medicine taken from several. */
function saleRows(invoice: InvoiceRow, items: readonly ItemRow[], context: SaleContext): SaleLine[] {
  const shares = shareDiscount(
    invoice.discount,
    items.map((item) => item.total),
  );
  const rows = items.flatMap((item, index) => {
    const gross = item.unitPrice * item.quantity;
    const discount = gross - item.total + shares[index]!;
    const parts =
      item.kind === 'medicine' && item.medicineId !== null
        ? takeLots(context.lots.get(`${invoice.id}:${item.medicineId}`) ?? [], item.quantity)
        : [{ lot: null, quantity: item.quantity }];
    const weights = parts.map((part) => part.quantity);
    const grossParts = shareInProportion(gross, weights);
    const discountParts = shareInProportion(discount, weights);
    return parts.map((part, at): SaleLine => {
      const net = grossParts[at]! - discountParts[at]!;
      return {
        clinicId: invoice.clinicId,
        day: context.day,
        entry: SaleEntry.Sale,
        invoiceId: invoice.id,
        invoiceItemId: item.id,
        locationId: context.visit?.locationId ?? null,
        doctorId: context.visit?.doctorId ?? null,
        clinicPatientId: invoice.clinicPatientId,
        paymentMethod: invoice.paymentMethod!,
        kind: item.kind,
        serviceId: item.serviceId,
        medicineId: item.medicineId,
        packageId: item.packageId,
        lotId: part.lot?.lotId ?? null,
        quantity: part.quantity,
        gross: grossParts[at]!,
        discount: discountParts[at]!,
        net,
        cost: part.lot ? part.lot.costPerUnit * part.quantity : 0,
        commission:
          item.kind === 'service' && item.serviceId !== null
            ? commissionOf(net, context.commissions.get(item.serviceId) ?? 0)
            : 0,
        createdAt: invoice.paidAt ?? undefined,
      };
    });
  });
  if (rows[0]) rows[0].opensInvoice = true;
  return rows;
}

/**
 * Writes the sale rows of invoices just paid (after their medicines left the stock, so their lots are known), with
 * each invoice's discount shared over its lines. Reads what it needs in four statements whatever the number of
 * invoices (the demo seed posts a clinic's history at once).
 */
export async function postSales(
  tx: Tx,
  paid: readonly { invoice: InvoiceRow; items: readonly ItemRow[] }[],
): Promise<void> {
  if (!paid.length) return;
  const clinicId = tx.actor.clinicId;
  const visitIds = paid.flatMap(({ invoice }) =>
    invoice.appointmentId === null ? [] : [invoice.appointmentId],
  );
  const visits = new Map(
    visitIds.length
      ? (
          await tx.db
            .select({
              id: appointments.id,
              locationId: appointments.locationId,
              doctorId: appointments.doctorId,
            })
            .from(appointments)
            .where(and(eq(appointments.clinicId, clinicId), inArray(appointments.id, visitIds)))
        ).map((v) => [v.id, v])
      : [],
  );
  const serviceIds = [
    ...new Set(
      paid.flatMap(({ items }) => items.flatMap((i) => (i.serviceId === null ? [] : [i.serviceId]))),
    ),
  ];
  const commissions = new Map(
    serviceIds.length
      ? (
          await tx.db
            .select({ id: services.id, percent: services.commissionPercent })
            .from(services)
            .where(and(eq(services.clinicId, clinicId), inArray(services.id, serviceIds)))
        ).map((s) => [s.id, s.percent])
      : [],
  );
  const withMedicines = paid.filter(({ items }) => items.some((item) => item.kind === 'medicine'));
  const lots = withMedicines.length
    ? await lotsTaken(
        tx,
        withMedicines.map(({ invoice }) => invoice.id),
      )
    : new Map<string, LotTaken[]>();
  const timeZone = await clinicTimeZone(tx.db, clinicId);
  const rows = paid.flatMap(({ invoice, items }) =>
    saleRows(invoice, items, {
      day: localDate(invoice.paidAt ?? tx.now, timeZone),
      visit: invoice.appointmentId === null ? undefined : visits.get(invoice.appointmentId),
      commissions,
      lots,
    }),
  );
  for (let at = 0; at < rows.length; at += 1000)
    await tx.db.insert(saleLines).values(rows.slice(at, at + 1000));
  // The same by invoice: one row with the sums of its lines.
  const byInvoice = new Map<number, typeof saleInvoices.$inferInsert>();
  for (const row of rows) {
    const sums = byInvoice.get(row.invoiceId);
    if (sums) {
      sums.gross += row.gross;
      sums.discount += row.discount;
      sums.net += row.net;
      sums.commission += row.commission ?? 0;
    } else {
      byInvoice.set(row.invoiceId, {
        clinicId: row.clinicId,
        day: row.day,
        entry: SaleEntry.Sale,
        invoiceId: row.invoiceId,
        locationId: row.locationId,
        doctorId: row.doctorId,
        clinicPatientId: row.clinicPatientId,
        paymentMethod: row.paymentMethod,
        gross: row.gross,
        discount: row.discount,
        net: row.net,
        commission: row.commission ?? 0,
        createdAt: row.createdAt,
      });
    }
  }
  const invoiceRows = [...byInvoice.values()];
  for (let at = 0; at < invoiceRows.length; at += 1000)
    await tx.db.insert(saleInvoices).values(invoiceRows.slice(at, at + 1000));
}

/** postSales of one invoice: the payment's own call. */
export function postSale(tx: Tx, invoice: InvoiceRow, items: readonly ItemRow[]): Promise<void> {
  return postSales(tx, [{ invoice, items }]);
}

/**
 * Writes the refund rows of a paid invoice being cancelled: its sale rows again, negated, on the clinic day of the
 * cancellation. The sale rows stay as they were.
 */
export async function postRefund(tx: Tx, invoiceId: number): Promise<void> {
  const clinicId = tx.actor.clinicId;
  const day = localDate(tx.now, await clinicTimeZone(tx.db, clinicId));
  const s = saleLines;
  await tx.db.execute(sql`
    insert into ${s} (clinic_id, day, entry, invoice_id, invoice_item_id, location_id, doctor_id, clinic_patient_id,
      payment_method, kind, service_id, medicine_id, package_id, lot_id, quantity, gross, discount, net, cost,
      commission, opens_invoice, created_at)
    select clinic_id, ${day}::date, ${SaleEntry.Refund}, invoice_id, invoice_item_id, location_id, doctor_id,
      clinic_patient_id, payment_method, kind, service_id, medicine_id, package_id, lot_id, -quantity, -gross,
      -discount, -net, -cost, -commission, opens_invoice, ${tx.now}
    from ${s}
    where ${s.clinicId} = ${clinicId} and ${s.invoiceId} = ${invoiceId} and ${s.entry} = ${SaleEntry.Sale}
    order by ${s.id}`);
  const v = saleInvoices;
  await tx.db.execute(sql`
    insert into ${v} (clinic_id, day, entry, invoice_id, location_id, doctor_id, clinic_patient_id, payment_method,
      gross, discount, net, commission, created_at)
    select clinic_id, ${day}::date, ${SaleEntry.Refund}, invoice_id, location_id, doctor_id, clinic_patient_id,
      payment_method, -gross, -discount, -net, -commission, ${tx.now}
    from ${v}
    where ${v.clinicId} = ${clinicId} and ${v.invoiceId} = ${invoiceId} and ${v.entry} = ${SaleEntry.Sale}`);
}
