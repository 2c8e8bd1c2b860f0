import { timingSafeEqual } from 'node:crypto';
import { AppError, InvoiceStatus, invoiceCodeInTransfer, PaymentMethod, RealtimeEvent } from '@clinic/domain';
import type { BankWebhookResult, bankWebhookInput } from '@clinic/domain/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { bankTransfers, clinics, invoices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { inTransaction, type Tx } from '../../platform/tx.js';
import { webhookKeyHash } from '../clinics/bank-webhook-key.js';
import { payInvoice } from './payment.service.js';

// POST /payments/bank-webhook: the bank-notification service (SePay) reports an incoming transfer. Its API key
// names the clinic; the transfer is stored once per its id, and pays the invoice whose code its content carries
// when the amount is the invoice's total, else waits in the unmatched list for the cashier (attach).

type WebhookInput = z.output<typeof bankWebhookInput>;

/** Wrong keys an address may send before it waits (the public booking's fixed windows, platform/rate-limit.ts). */
export const BANK_WEBHOOK_FAILURES = { limit: 20, windowMs: 15 * 60_000 } as const;

/** The key of `Authorization: Apikey <key>` (the scheme in any case), or null. */
export function apiKeyOf(header: string | undefined): string | null {
  const found = /^apikey\s+(\S+)\s*$/i.exec(header ?? '');
  return found ? found[1]! : null;
}

/** The clinic the key names: by the hash (unique), then the hashes compared in constant time. */
async function clinicOfKey(deps: AppDeps, key: string | null): Promise<number | null> {
  if (!key) return null;
  const hash = webhookKeyHash(key);
  const [clinic] = await deps.db
    .select({ id: clinics.id, hash: clinics.bankWebhookKeyHash })
    .from(clinics)
    .where(eq(clinics.bankWebhookKeyHash, hash));
  if (!clinic?.hash) return null;
  const stored = Buffer.from(clinic.hash, 'utf8');
  const given = Buffer.from(hash, 'utf8');
  return stored.length === given.length && timingSafeEqual(stored, given) ? clinic.id : null;
}

/** SePay's 'YYYY-MM-DD HH:mm:ss', Vietnam's time (+07:00, no daylight saving); null when absent or otherwise. */
export function transactionInstant(value: string | null | undefined): Date | null {
  const found = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value?.trim() ?? '');
  if (!found) return null;
  const instant = new Date(`${found[1]}T${found[2]}+07:00`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * Pays the invoice inside a savepoint: a refusal (outOfStock, invoiceOutdated…) rolls back the payment only and
 * the transfer waits for the cashier instead of failing the webhook (which the service would retry forever). The
 * payment's events are published only if the savepoint holds.
 */
async function payInSavepoint(tx: Tx, invoiceId: number, bankTransferId: number): Promise<boolean> {
  const held: (() => void)[] = [];
  try {
    await tx.db.transaction((db) =>
      payInvoice(
        { ...tx, db, publish: (name, payload) => held.push(() => tx.publish(name, payload)) },
        invoiceId,
        { paymentMethod: PaymentMethod.BankTransfer, amountReceived: null, bankTransferId },
      ),
    );
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
  for (const publish of held) publish();
  return true;
}

/** The webhook's work for the clinic its key names. */
async function receiveTransfer(tx: Tx, body: WebhookInput): Promise<BankWebhookResult> {
  const clinicId = tx.actor.clinicId;
  const externalId = String(body.id);
  const [stored] = await tx.db
    .insert(bankTransfers)
    .values({
      clinicId,
      provider: 'sepay',
      externalId,
      gateway: body.gateway ?? null,
      accountNumber: body.accountNumber ?? null,
      amount: body.transferAmount,
      content: body.content ?? null,
      referenceCode: body.referenceCode ?? null,
      transactionAt: transactionInstant(body.transactionDate),
      status: 'unmatched',
      raw: body,
      createdAt: tx.now,
    })
    .onConflictDoNothing({
      target: [bankTransfers.clinicId, bankTransfers.provider, bankTransfers.externalId],
    })
    .returning({ id: bankTransfers.id });
  if (!stored) {
    // Reported before (the service retries until it hears 2xx): the first report's outcome stands.
    const [first] = await tx.db
      .select({ id: bankTransfers.id, invoiceId: bankTransfers.invoiceId })
      .from(bankTransfers)
      .where(
        and(
          eq(bankTransfers.clinicId, clinicId),
          eq(bankTransfers.provider, 'sepay'),
          eq(bankTransfers.externalId, externalId),
        ),
      );
    return { success: true, outcome: 'duplicate', bankTransferId: first!.id, invoiceId: first!.invoiceId };
  }
  const code = invoiceCodeInTransfer(body.content ?? '') ?? invoiceCodeInTransfer(body.code ?? '');
  const [invoice] = code
    ? await tx.db
        .select({ id: invoices.id, status: invoices.status, total: invoices.total })
        .from(invoices)
        .where(and(eq(invoices.clinicId, clinicId), eq(invoices.code, code)))
    : [];
  const matches =
    invoice?.status === InvoiceStatus.WaitForPayment &&
    invoice.total === body.transferAmount &&
    (await payInSavepoint(tx, invoice.id, stored.id));
  if (matches)
    await tx.db
      .update(bankTransfers)
      .set({ status: 'matched', invoiceId: invoice.id })
      .where(and(eq(bankTransfers.clinicId, clinicId), eq(bankTransfers.id, stored.id)));
  const outcome = matches ? 'matched' : 'unmatched';
  tx.publish(RealtimeEvent.BankTransferChange, { id: stored.id, status: outcome });
  return { success: true, outcome, bankTransferId: stored.id, invoiceId: matches ? invoice.id : null };
}

/**
 * The webhook: invalidBankToken without a key or with one no clinic has (an address sending wrong keys again and
 * again waits: tooManyAttempts); an outgoing transfer is ignored and nothing is stored.
 */
export async function bankWebhook(
  deps: AppDeps,
  call: { authorization: string | undefined; ip: string; body: WebhookInput },
): Promise<BankWebhookResult> {
  const failuresKey = `bank-webhook:${call.ip}`;
  const failures = await deps.limiter.peek(failuresKey);
  if (failures.count >= BANK_WEBHOOK_FAILURES.limit)
    throw new AppError('tooManyAttempts', { params: { seconds: Math.ceil(failures.retryAfterMs / 1000) } });
  const clinicId = await clinicOfKey(deps, apiKeyOf(call.authorization));
  if (clinicId === null) {
    await deps.limiter.hit(failuresKey, BANK_WEBHOOK_FAILURES.windowMs);
    throw new AppError('invalidBankToken');
  }
  if (call.body.transferType === 'out')
    return { success: true, outcome: 'ignored', bankTransferId: null, invoiceId: null };
  return inTransaction(deps, { clinicId, userId: null }, (tx) => receiveTransfer(tx, call.body));
}
