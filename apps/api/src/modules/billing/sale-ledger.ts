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
  saleLines,
  services,
  stockSheetItems,
  stockSheets,
} from '../../db/schema/index.js';
import type { Tx } from '../../platform/tx.js';
import { clinicTimeZone } from '../schedules/occurrences.js';

// The sales ledger (schema/billing.ts `sale_lines`): written in the transaction that pays or cancels an invoice,
// read by the reports and the dashboard (issue S).

type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;
type SaleLine = typeof saleLines.$inferInsert;

/** Units of one lot a sale took, in the order the export took them. */
interface LotTaken {
  lotId: number;
  quantity: number;
  costPerUnit: number;
}

/** The lots the invoice's sale exports took, per medicine, in the order they were taken. */
async function lotsTaken(tx: Tx, invoiceId: number): Promise<Map<number, LotTaken[]>> {
  const rows = await tx.db
    .select({
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
        eq(stockSheets.invoiceId, invoiceId),
        eq(stockSheets.type, StockSheetType.Export),
      ),
    )
    .orderBy(asc(stockSheetItems.id));
  const byMedicine = new Map<number, LotTaken[]>();
  for (const row of rows) {
    const list = byMedicine.get(row.medicineId) ?? [];
    list.push({ lotId: row.lotId, quantity: row.quantity, costPerUnit: row.costPerUnit });
    byMedicine.set(row.medicineId, list);
  }
  return byMedicine;
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

/**
 * Writes the sale rows of an invoice just paid (after its medicines left the stock, so their lots are known): one
 * per line, or per lot for a medicine taken from several, with the invoice's discount shared over the lines.
 */
export async function postSale(tx: Tx, invoice: InvoiceRow, items: readonly ItemRow[]): Promise<void> {
  const clinicId = tx.actor.clinicId;
  const [visit] = invoice.appointmentId
    ? await tx.db
        .select({ locationId: appointments.locationId, doctorId: appointments.doctorId })
        .from(appointments)
        .where(and(eq(appointments.clinicId, clinicId), eq(appointments.id, invoice.appointmentId)))
    : [];
  const serviceIds = items.flatMap((item) => (item.serviceId === null ? [] : [item.serviceId]));
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
  const lots = items.some((item) => item.kind === 'medicine')
    ? await lotsTaken(tx, invoice.id)
    : new Map<number, LotTaken[]>();
  const day = localDate(invoice.paidAt ?? tx.now, await clinicTimeZone(tx.db, clinicId));
  const shares = shareDiscount(
    invoice.discount,
    items.map((item) => item.total),
  );
  const rows: SaleLine[] = [];
  items.forEach((item, index) => {
    const gross = item.unitPrice * item.quantity;
    const discount = gross - item.total + shares[index]!;
    const base = {
      clinicId,
      day,
      entry: SaleEntry.Sale,
      invoiceId: invoice.id,
      invoiceItemId: item.id,
      locationId: visit?.locationId ?? null,
      doctorId: visit?.doctorId ?? null,
      clinicPatientId: invoice.clinicPatientId,
      paymentMethod: invoice.paymentMethod!,
      kind: item.kind,
      serviceId: item.serviceId,
      medicineId: item.medicineId,
      packageId: item.packageId,
      createdAt: tx.now,
    };
    const parts =
      item.kind === 'medicine' && item.medicineId !== null
        ? takeLots(lots.get(item.medicineId) ?? [], item.quantity)
        : [{ lot: null, quantity: item.quantity }];
    const weights = parts.map((part) => part.quantity);
    const grossParts = shareInProportion(gross, weights);
    const discountParts = shareInProportion(discount, weights);
    parts.forEach((part, at) => {
      const net = grossParts[at]! - discountParts[at]!;
      rows.push({
        ...base,
        lotId: part.lot?.lotId ?? null,
        quantity: part.quantity,
        gross: grossParts[at]!,
        discount: discountParts[at]!,
        net,
        cost: part.lot ? part.lot.costPerUnit * part.quantity : 0,
        commission:
          item.kind === 'service' && item.serviceId !== null
            ? commissionOf(net, commissions.get(item.serviceId) ?? 0)
            : 0,
      });
    });
  });
  if (rows.length) await tx.db.insert(saleLines).values(rows);
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
      commission, created_at)
    select clinic_id, ${day}::date, ${SaleEntry.Refund}, invoice_id, invoice_item_id, location_id, doctor_id,
      clinic_patient_id, payment_method, kind, service_id, medicine_id, package_id, lot_id, -quantity, -gross,
      -discount, -net, -cost, -commission, ${tx.now}
    from ${s}
    where ${s.clinicId} = ${clinicId} and ${s.invoiceId} = ${invoiceId} and ${s.entry} = ${SaleEntry.Sale}
    order by ${s.id}`);
}
