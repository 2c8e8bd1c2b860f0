import {
  AppointmentStatus,
  addDays,
  ExportReason,
  ImportReason,
  InvoiceStatus,
  instantOfLocal,
  invoiceCode,
  localDate,
  PaymentMethod,
  RoleKind,
  roundVnd,
  StockSheetType,
  stockSheetCode,
} from '@clinic/domain';
import type { InvoiceLine } from '@clinic/domain/contracts';
import { and, asc, eq, inArray, isNull, like, lt, sql } from 'drizzle-orm';
import {
  type BaseLine,
  itemValues,
  linesOfVisits,
  pricedLines,
} from '../../modules/billing/invoice-lines.js';
import {
  cancelInvoice,
  createWalkIn,
  finishBilling,
  startBilling,
} from '../../modules/billing/invoices.service.js';
import { payInvoice } from '../../modules/billing/payment.service.js';
import { postSales } from '../../modules/billing/sale-ledger.service.js';
import { clinicTimeZone } from '../../modules/schedules/occurrences.js';
import { writeStockSheet } from '../../modules/stock/stock.service.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { reserveCounterValues } from '../../platform/counters.js';
import type { Tx } from '../../platform/tx.js';
import {
  appointments,
  bankTransfers,
  clinics,
  invoiceItems,
  invoices,
  medicineLots,
  medicines,
  payments,
  prescriptions,
  serviceOrders,
  stockMoves,
  stockSheetItems,
  stockSheets,
  suppliers,
  users,
} from '../schema/index.js';
import { seededRandom } from './patients.js';

// The demo clinic's takings: every finished visit of the past 60 days billed and paid when the patient
// left — about half in cash, a third by bank transfer (most reported by the bank and matched by themselves), the
// rest by e-wallet —, a few invoices cancelled (two before payment, one refunded and billed again), a handful of
// walk-in sales, and one transfer nobody could match, waiting on screen 21. Today's finished visits stay in the
// cashier's queue, the first with its invoice started.
//
// Two months of visits (some 500) are written in a handful of batch inserts with what paying writes (the invoice
// and its lines priced by the billing module's own linesOfVisits / pricedLines, the payment, the sale sheet of the
// prescription with its ledger moves, the visit marked paid and billed), as the examination seed writes its visits;
// going through the services one visit at a time took 40 s on PGlite. Activity rows are not written for them. The
// cancellations, walk-in sales and today's invoice go through the services themselves.
//
// Their medicines come from one earlier delivery whose lots expire first, so every sale takes from it (first
// expiry, first out) and the stock seed's lots — near expiry, expired, running low — stay as that seed made them.

/** The clinic's bank for VietQR (Vietcombank), shown on the transfer QR of an unpaid invoice. */
const DEMO_BANK = { bin: '970436', accountNumber: '1023456789', accountName: 'PHONG KHAM DA KHOA AN TAM' };
const GATEWAYS = ['Vietcombank', 'MBBank', 'Techcombank', 'ACB', 'VPBank'] as const;
/** Walk-in sales: [days before today, medicine name, quantity]. */
const WALK_INS: readonly (readonly [number, string, number])[] = [
  [-55, 'Vitamin C 500mg', 20],
  [-47, 'Loratadin 10mg', 10],
  [-39, 'Omeprazol 20mg', 14],
  [-30, 'Vitamin 3B', 30],
  [-22, 'Calci D3', 30],
  [-15, 'Alpha Choay', 20],
  [-8, 'Vitamin C 500mg', 10],
  [-2, 'Loratadin 10mg', 10],
];
/** Rows per batch insert (PostgreSQL takes at most 65,535 parameters a statement). */
const CHUNK = 500;

interface Visit {
  id: number;
  endAt: Date;
  clinicPatientId: number;
}

/** A past visit's invoice as paying would have written it. */
interface PaidVisit {
  visit: Visit;
  code: string;
  lines: BaseLine[];
  rows: InvoiceLine[];
  subtotal: number;
  total: number;
  paidAt: Date;
  paidBy: number;
  method: PaymentMethod;
  amountReceived: number | null;
  /** Reported by the bank (a matched transfer names the invoice). */
  gateway: string | null;
}

export async function seedBilling(tx: Tx, now: Date): Promise<void> {
  const clinicId = tx.actor.clinicId;
  const timeZone = await clinicTimeZone(tx.db, clinicId);
  const today = localDate(now, timeZone);
  const rnd = seededRandom(20261126);
  await tx.db
    .update(clinics)
    .set({
      bankBin: DEMO_BANK.bin,
      bankAccountNumber: DEMO_BANK.accountNumber,
      bankAccountName: DEMO_BANK.accountName,
    })
    .where(eq(clinics.id, clinicId));

  // The owner and the admin take turns at the desk.
  const staff = await tx.db
    .select({ id: users.id, roleId: users.roleId })
    .from(users)
    .where(eq(users.clinicId, clinicId))
    .orderBy(asc(users.id));
  const cashier = (i: number) => staff[i % staff.length]!;
  /** The cashier `i` at a past moment, as the services see them: what they stamp (paid at, the sale's day). */
  const desk = (i: number, at: Date) => {
    const user = cashier(i);
    const auth: AuthContext = {
      userId: user.id,
      clinicId,
      sessionId: 'seed',
      roleId: user.roleId,
      roleKind: RoleKind.Owner,
    };
    return { at: { ...tx, now: at, actor: { clinicId, userId: user.id } }, auth };
  };

  const visits: Visit[] = await tx.db
    .select({ id: appointments.id, endAt: appointments.endAt, clinicPatientId: appointments.clinicPatientId })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        eq(appointments.status, AppointmentStatus.Finished),
        isNull(appointments.billedAt),
        lt(appointments.startAt, instantOfLocal(today, '00:00', timeZone)),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));
  const linesByVisit = await linesOfVisits(
    tx.db,
    clinicId,
    visits.map((v) => v.id),
  );
  const library = await tx.db
    .select({ id: medicines.id, name: medicines.name, price: medicines.price })
    .from(medicines)
    .where(eq(medicines.clinicId, clinicId));
  const medicineNamed = (name: string) => library.find((m) => m.name === name)!;

  const need = new Map<number, number>();
  for (const line of [...linesByVisit.values()].flat())
    if (line.kind === 'medicine')
      need.set(line.medicineId!, (need.get(line.medicineId!) ?? 0) + line.quantity);
  for (const [, name, quantity] of WALK_INS) {
    const id = medicineNamed(name).id;
    need.set(id, (need.get(id) ?? 0) + quantity);
  }
  const lots = await deliverForSales(tx, today, timeZone, need, library);

  // Three visits go through the cashier's own calls (cancelled before payment twice, refunded once); visits with
  // a package in the cart too (paying one starts its validity).
  const [early, late] = [0.3, 0.7].map((share) => visits[Math.floor(visits.length * share)]);
  // The refunded one brings its medicines back to stock (a refund sheet), whatever day the demo is made on: the
  // first visit from the middle on with a medicine in its bill.
  const refunded = visits
    .slice(Math.floor(visits.length * 0.5))
    .find((v) => v !== late && linesByVisit.get(v.id)!.some((line) => line.kind === 'medicine'));
  const special = new Set([early?.id, refunded?.id, late?.id]);
  const hasPackage = (v: Visit) => linesByVisit.get(v.id)!.some((line) => line.kind === 'package');
  const bulk = visits.filter((v) => !special.has(v.id) && !hasPackage(v) && linesByVisit.get(v.id)!.length);
  const firstNumber = await reserveCounterValues(tx, 'invoice', bulk.length);
  const paid = bulk.map((visit, i): PaidVisit => {
    const lines = linesByVisit.get(visit.id)!;
    const { amounts, rows } = pricedLines(
      lines,
      lines.map(() => null),
    );
    const method = rnd.weighted([
      [PaymentMethod.Cash, 50],
      [PaymentMethod.BankTransfer, 35],
      [PaymentMethod.EWallet, 15],
    ] as const);
    return {
      visit,
      code: invoiceCode(firstNumber + i),
      lines,
      rows,
      subtotal: amounts.subtotal,
      total: amounts.total,
      paidAt: new Date(visit.endAt.getTime() + rnd.int(3, 15) * 60_000),
      paidBy: cashier(i).id,
      method,
      amountReceived: method === PaymentMethod.Cash ? Math.ceil(amounts.total / 50_000) * 50_000 : null,
      gateway: method === PaymentMethod.BankTransfer && rnd.chance(0.85) ? rnd.pick(GATEWAYS) : null,
    };
  });
  await writePaidVisits(tx, paid, lots);

  for (const [k, visit] of visits.filter((v) => !bulk.includes(v)).entries()) {
    const { at, auth } = desk(k, new Date(visit.endAt.getTime() + 10 * 60_000));
    let invoice = await startBilling(at, auth, visit.id);
    if (!invoice.items.length) {
      await cancelInvoice(at, invoice.id, { reason: 'Không có khoản nào cần thu' });
    } else if (visit.id === refunded?.id) {
      // Refunded the next morning and billed again (the patient had paid for a test not done).
      await payInvoice(at, invoice.id, { paymentMethod: PaymentMethod.Cash, total: invoice.total });
      const { at: later } = desk(k + 1, new Date(visit.endAt.getTime() + 20 * 3_600_000));
      await cancelInvoice(later, invoice.id, { reason: 'Thu nhầm, hoàn tiền và lập lại hóa đơn' });
      const again = await startBilling(later, auth, visit.id);
      await payInvoice(later, again.id, { paymentMethod: PaymentMethod.Cash, total: again.total });
    } else {
      if (special.has(visit.id)) {
        await cancelInvoice(at, invoice.id, { reason: 'Lập nhầm, bệnh nhân bổ sung dịch vụ' });
        invoice = await startBilling(at, auth, visit.id);
      }
      await payInvoice(at, invoice.id, { paymentMethod: PaymentMethod.EWallet, total: invoice.total });
    }
    await finishBilling(at, auth, visit.id);
  }

  for (const [k, [offset, name, quantity]] of WALK_INS.entries()) {
    const { at } = desk(k, instantOfLocal(addDays(today, offset), '16:30', timeZone));
    const sale = await createWalkIn(at, {
      clinicPatientId: visits[(k * 37) % Math.max(visits.length, 1)]?.clinicPatientId ?? 0,
      customerName: null,
      customerPhone: null,
      items: [{ medicineId: medicineNamed(name).id, quantity }],
      note: 'Mua thêm thuốc tại quầy',
    });
    await payInvoice(at, sale.id, { paymentMethod: PaymentMethod.Cash, total: sale.total });
  }

  // Today: the first finished visit has its invoice started (unpaid, in the queue); one transfer came in that names
  // no invoice.
  const [waiting] = await tx.db
    .select({ id: appointments.id, endAt: appointments.endAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        eq(appointments.status, AppointmentStatus.Finished),
        isNull(appointments.billedAt),
      ),
    )
    .orderBy(asc(appointments.startAt))
    .limit(1);
  if (waiting) {
    const { at, auth } = desk(0, new Date(Math.min(waiting.endAt.getTime() + 5 * 60_000, now.getTime())));
    await startBilling(at, auth, waiting.id);
  }
  const unmatchedAt = new Date(Math.min(instantOfLocal(today, '09:12', timeZone).getTime(), now.getTime()));
  await tx.db.insert(bankTransfers).values({
    clinicId,
    provider: 'sepay',
    externalId: 'demo-unmatched-1',
    gateway: 'MBBank',
    accountNumber: DEMO_BANK.accountNumber,
    amount: 350_000,
    content: 'NGUYEN VAN HUNG chuyen tien kham benh',
    referenceCode: 'FT26330812345',
    transactionAt: unmatchedAt,
    status: 'unmatched',
    raw: { id: 'demo-unmatched-1', gateway: 'MBBank', transferType: 'in', transferAmount: 350_000 },
    createdAt: unmatchedAt,
  });
}

/** Inserts `rows` in batches of CHUNK, answering what each batch returned, in order. */
async function inChunks<R, T>(rows: readonly R[], write: (chunk: R[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await write(rows.slice(i, i + CHUNK))));
  return out;
}

/**
 * What paying writes, for many visits at once: the invoices (written unpaid with their lines, then paid: the 0019
 * triggers freeze a paid invoice's lines), their payments and matched transfers, the sale sheet of each
 * prescription with its lines and ledger moves from the delivery's lots, the lots' quantities, and the visits'
 * orders, prescriptions and billing marked done.
 */
async function writePaidVisits(
  tx: Tx,
  paid: readonly PaidVisit[],
  lots: ReadonlyMap<number, { id: number; costPerUnit: number }>,
) {
  if (!paid.length) return;
  const clinicId = tx.actor.clinicId;
  const heads = await inChunks(paid, (chunk) =>
    tx.db
      .insert(invoices)
      .values(
        chunk.map((p) => ({
          clinicId,
          code: p.code,
          appointmentId: p.visit.id,
          clinicPatientId: p.visit.clinicPatientId,
          status: InvoiceStatus.WaitForPayment,
          subtotal: p.subtotal,
          total: p.total,
          createdBy: p.paidBy,
          createdAt: new Date(p.paidAt.getTime() - 60_000),
          updatedAt: p.paidAt,
        })),
      )
      .returning({ id: invoices.id, code: invoices.code }),
  );
  const idOf = new Map(heads.map((h) => [h.code, h.id]));
  const invoiceId = (p: PaidVisit) => idOf.get(p.code)!;
  await inChunks(
    paid.flatMap((p) => itemValues(clinicId, invoiceId(p), p.rows)),
    (chunk) => tx.db.insert(invoiceItems).values(chunk).returning({ id: invoiceItems.id }),
  );
  await tx.db.execute(sql`
    update ${invoices} set status = ${InvoiceStatus.Paid}, paid_at = v.paid_at, paid_by = v.paid_by,
      payment_method = v.method, amount_received = v.received
    from (values ${sql.join(
      paid.map(
        (p) =>
          sql`(${invoiceId(p)}::int, ${p.paidAt.toISOString()}::timestamptz, ${p.paidBy}::int, ${p.method}::smallint, ${p.amountReceived}::bigint)`,
      ),
      sql`, `,
    )}) as v(id, paid_at, paid_by, method, received)
    where ${invoices.id} = v.id`);

  const reported = paid.filter((p) => p.gateway !== null);
  const transfers = await inChunks(reported, (chunk) =>
    tx.db
      .insert(bankTransfers)
      .values(
        chunk.map((p) => {
          const content = `${p.code} Thanh toan vien phi`;
          return {
            clinicId,
            provider: 'sepay',
            externalId: `demo-${p.code}`,
            gateway: p.gateway,
            accountNumber: DEMO_BANK.accountNumber,
            amount: p.total,
            content,
            referenceCode: `FT${p.code.slice(2)}${p.paidAt.getUTCDate()}`,
            transactionAt: p.paidAt,
            status: 'matched',
            invoiceId: invoiceId(p),
            raw: {
              id: `demo-${p.code}`,
              gateway: p.gateway,
              transferType: 'in',
              transferAmount: p.total,
              content,
            },
            createdAt: p.paidAt,
          };
        }),
      )
      .returning({ id: bankTransfers.id, invoiceId: bankTransfers.invoiceId }),
  );
  const transferOf = new Map(transfers.map((t) => [t.invoiceId, t.id]));
  await inChunks(
    paid.filter((p) => p.total > 0),
    (chunk) =>
      tx.db
        .insert(payments)
        .values(
          chunk.map((p) => ({
            clinicId,
            invoiceId: invoiceId(p),
            method: p.method,
            amount: p.total,
            bankTransferId: transferOf.get(invoiceId(p)) ?? null,
            createdBy: p.paidBy,
            createdAt: p.paidAt,
          })),
        )
        .returning({ id: payments.id }),
  );
  const ids = heads.map((h) => h.id);
  await tx.db.execute(sql`
    update ${serviceOrders} set paid_at = i.paid_at from ${invoices} i
    where i.id in ${ids} and ${serviceOrders.appointmentId} = i.appointment_id and ${serviceOrders.paidAt} is null`);
  await tx.db.execute(sql`
    update ${prescriptions} set paid_at = i.paid_at from ${invoices} i
    where i.id in ${ids} and ${prescriptions.appointmentId} = i.appointment_id and ${prescriptions.paidAt} is null`);
  await tx.db.execute(sql`
    update ${appointments} set billed_at = i.paid_at, billed_by = i.paid_by from ${invoices} i
    where i.id in ${ids} and ${appointments.id} = i.appointment_id`);
  await writeSales(tx, paid, invoiceId, lots);
  // The sales ledger the reports read, written as a payment writes it (billing/sale-ledger.service.ts).
  const rows = await tx.db.select().from(invoices).where(inArray(invoices.id, ids));
  const lines = await tx.db
    .select()
    .from(invoiceItems)
    .where(inArray(invoiceItems.invoiceId, ids))
    .orderBy(asc(invoiceItems.invoiceId), asc(invoiceItems.position));
  const linesOf = new Map<number, (typeof lines)[number][]>();
  for (const line of lines) linesOf.set(line.invoiceId, [...(linesOf.get(line.invoiceId) ?? []), line]);
  await postSales(
    tx,
    rows.map((invoice) => ({ invoice, items: linesOf.get(invoice.id) ?? [] })),
  );
}

/** The sale sheet of each paid prescription, taken from the delivery's lots, with its ledger moves. */
async function writeSales(
  tx: Tx,
  paid: readonly PaidVisit[],
  invoiceId: (p: PaidVisit) => number,
  lots: ReadonlyMap<number, { id: number; costPerUnit: number }>,
) {
  const clinicId = tx.actor.clinicId;
  const sales = paid.filter((p) => p.lines.some((line) => line.kind === 'medicine'));
  if (!sales.length) return;
  const first = await reserveCounterValues(tx, 'stock-sheet-export', sales.length);
  const medicineLines = (p: PaidVisit) => p.lines.filter((line) => line.kind === 'medicine');
  const sheets = await inChunks(
    sales.map((p, i) => ({ p, code: stockSheetCode(StockSheetType.Export, first + i) })),
    (chunk) =>
      tx.db
        .insert(stockSheets)
        .values(
          chunk.map(({ p, code }) => ({
            clinicId,
            code,
            type: StockSheetType.Export,
            reason: ExportReason.Sale,
            prescriptionId: medicineLines(p)[0]!.prescriptionId,
            invoiceId: invoiceId(p),
            total: medicineLines(p).reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
            totalCost: medicineLines(p).reduce(
              (sum, line) => sum + line.quantity * lots.get(line.medicineId!)!.costPerUnit,
              0,
            ),
            createdBy: p.paidBy,
            createdAt: p.paidAt,
          })),
        )
        .returning({ id: stockSheets.id, invoiceId: stockSheets.invoiceId }),
  );
  const sheetOf = new Map(sheets.map((s) => [s.invoiceId, s.id]));
  const itemRows = sales.flatMap((p) =>
    medicineLines(p).map((line, position) => ({
      clinicId,
      sheetId: sheetOf.get(invoiceId(p))!,
      position,
      medicineId: line.medicineId!,
      lotId: lots.get(line.medicineId!)!.id,
      quantity: line.quantity,
      exportPrice: line.unitPrice,
      costPerUnit: lots.get(line.medicineId!)!.costPerUnit,
      paidAt: p.paidAt,
    })),
  );
  const items = await inChunks(itemRows, (chunk) =>
    tx.db
      .insert(stockSheetItems)
      .values(chunk.map(({ paidAt: _, ...row }) => row))
      .returning({ id: stockSheetItems.id }),
  );
  await inChunks(
    itemRows.map((row, i) => ({
      clinicId,
      lotId: row.lotId,
      medicineId: row.medicineId,
      sheetId: row.sheetId,
      sheetItemId: items[i]!.id,
      quantity: -row.quantity,
      createdAt: row.paidAt,
    })),
    (chunk) => tx.db.insert(stockMoves).values(chunk).returning({ id: stockMoves.id }),
  );
  const taken = new Map<number, number>();
  for (const row of itemRows) taken.set(row.lotId, (taken.get(row.lotId) ?? 0) + row.quantity);
  for (const [lotId, quantity] of taken)
    await tx.db
      .update(medicineLots)
      .set({ quantity: sql`${medicineLots.quantity} - ${quantity}` })
      .where(eq(medicineLots.id, lotId));
}

/**
 * One delivery, the day before the first billed visit, of exactly what the visits were prescribed and the walk-in
 * sales take, in lots that expire today: each medicine's earliest lot, so every sale takes from it. Answers the
 * lot of each medicine.
 */
async function deliverForSales(
  tx: Tx,
  today: string,
  timeZone: string,
  need: ReadonlyMap<number, number>,
  library: readonly { id: number; name: string; price: number }[],
): Promise<Map<number, { id: number; costPerUnit: number }>> {
  if (!need.size) return new Map();
  const [supplier] = await tx.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.clinicId, tx.actor.clinicId))
    .orderBy(asc(suppliers.id))
    .limit(1);
  const cost = (price: number) => Math.max(1, roundVnd(price * 0.7));
  const lotNumber = (medicineId: number) => `DK${medicineId}-${today.slice(0, 4)}`;
  await writeStockSheet(
    { ...tx, now: instantOfLocal(addDays(today, -61), '07:30', timeZone) },
    {
      type: StockSheetType.Import,
      reason: ImportReason.ImportNewGoods,
      supplierId: supplier?.id ?? null,
      note: 'Nhập hàng đầu kỳ cho quầy thuốc',
      items: [...need].map(([medicineId, quantity]) => {
        const price = library.find((m) => m.id === medicineId)!.price;
        return {
          medicineId,
          lotNumber: lotNumber(medicineId),
          expiryDate: today,
          quantity,
          importPrice: cost(price),
          costPerUnit: cost(price),
        };
      }),
    },
  );
  const rows = await tx.db
    .select({
      id: medicineLots.id,
      medicineId: medicineLots.medicineId,
      costPerUnit: medicineLots.costPerUnit,
    })
    .from(medicineLots)
    .where(
      and(
        eq(medicineLots.clinicId, tx.actor.clinicId),
        inArray(medicineLots.medicineId, [...need.keys()]),
        like(medicineLots.lotNumber, 'DK%'),
      ),
    );
  return new Map(rows.map((row) => [row.medicineId, { id: row.id, costPerUnit: row.costPerUnit }]));
}
