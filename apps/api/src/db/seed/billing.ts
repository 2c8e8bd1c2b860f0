import {
  addDays,
  AppointmentStatus,
  ImportReason,
  instantOfLocal,
  localDate,
  PaymentMethod,
  RoleKind,
  roundVnd,
  StockSheetType,
} from '@clinic/domain';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { cancelInvoice, createWalkIn, finishBilling, startBilling } from '../../modules/billing/invoices.service.js';
import { payInvoice } from '../../modules/billing/payment.service.js';
import { clinicTimeZone } from '../../modules/schedules/occurrences.js';
import { writeStockSheet } from '../../modules/stock/stock.service.js';
import type { AuthContext } from '../../platform/auth-context.js';
import type { Tx } from '../../platform/tx.js';
import {
  appointments,
  bankTransfers,
  clinics,
  medicines,
  prescriptionItems,
  prescriptions,
  suppliers,
  users,
} from '../schema/index.js';
import { seededRandom } from './patients.js';

// The demo clinic's takings (issue P), through the very services the cashier's screen calls, so every invoice is
// what the app itself would have written: each finished visit of the past 60 days billed and paid when the
// patient left (about half in cash, a third by bank transfer — most of them reported by the bank and matched by
// themselves —, the rest by e-wallet), a few invoices cancelled (two before payment, one refunded), a handful of
// walk-in sales at the desk, and one transfer nobody could match, waiting on screen 21. Today's finished visits
// stay in the cashier's queue, the first of them with its invoice started.
//
// The medicines those visits were prescribed come from one earlier delivery whose lots expire first, so every sale
// takes from it (first expiry, first out) and the stock seed's lots — near expiry, expired, running low — stay as
// that seed made them.

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
  /** The cashier `i` at a past moment: what the services stamp (paid at, created at, the sale sheet's day). */
  const desk = (i: number, at: Date) => {
    const user = cashier(i);
    const auth: AuthContext = {
      userId: user.id,
      clinicId,
      sessionId: 'seed',
      roleId: user.roleId,
      roleKind: RoleKind.Owner,
    };
    return { tx: { ...tx, now: at, actor: { clinicId, userId: user.id } }, auth };
  };

  const visits = await tx.db
    .select({ id: appointments.id, endAt: appointments.endAt })
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
  const library = await tx.db
    .select({ id: medicines.id, name: medicines.name, price: medicines.price })
    .from(medicines)
    .where(eq(medicines.clinicId, clinicId));
  const medicineNamed = (name: string) => library.find((m) => m.name === name)!;
  await deliverForSales(tx, today, timeZone, visits.map((v) => v.id), library, medicineNamed);

  const canceledBeforePay = new Set([Math.floor(visits.length * 0.3), Math.floor(visits.length * 0.7)]);
  const refunded = Math.floor(visits.length * 0.5);
  let transferId = 0;
  for (const [i, visit] of visits.entries()) {
    const leftAt = new Date(visit.endAt.getTime() + rnd.int(3, 15) * 60_000);
    const { tx: at, auth } = desk(i, leftAt);
    let invoice = await startBilling(at, auth, visit.id);
    if (!invoice.items.length) {
      await cancelInvoice(at, invoice.id, { reason: 'Không có gì cần thu' });
      await finishBilling(at, auth, visit.id);
      continue;
    }
    if (canceledBeforePay.has(i)) {
      await cancelInvoice(at, invoice.id, { reason: 'Lập nhầm, bệnh nhân bổ sung dịch vụ' });
      invoice = await startBilling(at, auth, visit.id);
    }
    const method = rnd.weighted([
      [PaymentMethod.Cash, 50],
      [PaymentMethod.BankTransfer, 35],
      [PaymentMethod.EWallet, 15],
    ] as const);
    let bankTransferId: number | null = null;
    if (method === PaymentMethod.BankTransfer && rnd.chance(0.85)) {
      transferId += 1;
      bankTransferId = await reportedTransfer(at, transferId, invoice.code, invoice.total, leftAt, rnd.pick(GATEWAYS));
    }
    const received =
      method === PaymentMethod.Cash ? Math.ceil(invoice.total / 50_000) * 50_000 || invoice.total : null;
    await payInvoice(at, invoice.id, {
      paymentMethod: method,
      amountReceived: received,
      total: invoice.total,
      bankTransferId,
    });
    if (bankTransferId !== null)
      await tx.db
        .update(bankTransfers)
        .set({ status: 'matched', invoiceId: invoice.id })
        .where(eq(bankTransfers.id, bankTransferId));
    if (i === refunded) {
      // Refunded the next morning and billed again (the patient had paid for a test not done).
      const { tx: later } = desk(i + 1, new Date(leftAt.getTime() + 20 * 3_600_000));
      await cancelInvoice(later, invoice.id, { reason: 'Thu nhầm, hoàn tiền và lập lại hóa đơn' });
      const again = await startBilling(later, auth, visit.id);
      await payInvoice(later, again.id, { paymentMethod: PaymentMethod.Cash, total: again.total });
    }
    await finishBilling(at, auth, visit.id);
  }

  const someone = await tx.db
    .select({ id: appointments.clinicPatientId })
    .from(appointments)
    .where(eq(appointments.clinicId, clinicId))
    .orderBy(asc(appointments.id))
    .limit(WALK_INS.length);
  for (const [k, [offset, name, quantity]] of WALK_INS.entries()) {
    const { tx: at } = desk(k, instantOfLocal(addDays(today, offset), '16:30', timeZone));
    const sale = await createWalkIn(at, {
      clinicPatientId: someone[k % someone.length]!.id,
      items: [{ medicineId: medicineNamed(name).id, quantity }],
      note: 'Mua thêm thuốc tại quầy',
    });
    await payInvoice(at, sale.id, { paymentMethod: PaymentMethod.Cash, total: sale.total });
  }

  // Today: the first finished visit has its invoice started (unpaid, in the queue); one transfer came in that
  // names no invoice.
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
    const { tx: at, auth } = desk(0, new Date(Math.min(waiting.endAt.getTime() + 5 * 60_000, now.getTime())));
    await startBilling(at, auth, waiting.id);
  }
  const unmatchedAt = new Date(Math.min(instantOfLocal(today, '09:12', timeZone).getTime(), now.getTime()));
  await tx.db.insert(bankTransfers).values({
    clinicId,
    provider: 'sepay',
    externalId: String(transferId + 1),
    gateway: 'MBBank',
    accountNumber: DEMO_BANK.accountNumber,
    amount: 350_000,
    content: 'NGUYEN VAN HUNG chuyen tien kham benh',
    referenceCode: 'FT26330812345',
    transactionAt: unmatchedAt,
    status: 'unmatched',
    raw: { id: transferId + 1, gateway: 'MBBank', transferType: 'in', transferAmount: 350_000 },
    createdAt: unmatchedAt,
  });
}

/**
 * One delivery, the day before the first billed visit, of exactly what the visits were prescribed and the walk-in
 * sales take, in lots that expire today: the earliest lots of each medicine, so every sale takes from them.
 */
async function deliverForSales(
  tx: Tx,
  today: string,
  timeZone: string,
  visitIds: readonly number[],
  library: readonly { id: number; name: string; price: number }[],
  medicineNamed: (name: string) => { id: number },
) {
  const need = new Map<number, number>();
  const add = (medicineId: number, quantity: number) =>
    need.set(medicineId, (need.get(medicineId) ?? 0) + quantity);
  if (visitIds.length) {
    const prescribed = await tx.db
      .select({ medicineId: prescriptionItems.medicineId, quantity: prescriptionItems.quantity })
      .from(prescriptionItems)
      .innerJoin(
        prescriptions,
        and(
          eq(prescriptions.clinicId, prescriptionItems.clinicId),
          eq(prescriptions.id, prescriptionItems.prescriptionId),
        ),
      )
      .where(
        and(
          eq(prescriptions.clinicId, tx.actor.clinicId),
          inArray(prescriptions.appointmentId, [...visitIds]),
          isNull(prescriptions.paidAt),
        ),
      );
    for (const line of prescribed) add(line.medicineId, line.quantity);
  }
  for (const [, name, quantity] of WALK_INS) add(medicineNamed(name).id, quantity);
  if (!need.size) return;
  const [supplier] = await tx.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.clinicId, tx.actor.clinicId))
    .orderBy(asc(suppliers.id))
    .limit(1);
  const cost = (price: number) => Math.max(1, roundVnd(price * 0.7));
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
          lotNumber: `DK${medicineId}-${today.slice(0, 4)}`,
          expiryDate: today,
          quantity,
          importPrice: cost(price),
          costPerUnit: cost(price),
        };
      }),
    },
  );
}

/** A transfer as the bank-notification service reported it, before it paid the invoice it names. */
async function reportedTransfer(
  tx: Tx,
  seq: number,
  code: string,
  amount: number,
  at: Date,
  gateway: string,
): Promise<number> {
  const content = `${code} Thanh toan vien phi`;
  const [row] = await tx.db
    .insert(bankTransfers)
    .values({
      clinicId: tx.actor.clinicId,
      provider: 'sepay',
      externalId: String(seq),
      gateway,
      accountNumber: DEMO_BANK.accountNumber,
      amount,
      content,
      referenceCode: `FT${String(1_000_000 + seq)}`,
      transactionAt: at,
      status: 'unmatched',
      raw: { id: seq, gateway, transferType: 'in', transferAmount: amount, content },
      createdAt: at,
    })
    .returning({ id: bankTransfers.id });
  return row!.id;
}
