import { EInvoiceStatus } from '@clinic/domain';
import { formatVnd } from '@clinic/i18n/server';
import { and, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../db/client.js';
import { eInvoices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import {
  type EInvoiceBuyer,
  type EInvoiceLine,
  EInvoiceUnavailable,
} from '../../platform/e-invoice/gateway.js';
import { mailTemplates } from '../../platform/mail/templates.js';
import { adjustedAmount, type EInvoiceIssuePayload } from './e-invoice-queue.service.js';
import { eInvoiceSetupOf } from './e-invoice-settings.service.js';

/** Tries before an e-invoice the provider never answered is shown refused, to be sent again by the cashier. */
export const EINVOICE_ISSUE_ATTEMPTS = 6;

/** Our own refusal codes, beside the provider's: no settings, or the provider out of reach after every try. */
export const EInvoiceRefusal = { NotConfigured: 'NOT_CONFIGURED', Unreachable: 'UNREACHABLE' } as const;

/**
 * The issue job, a background job (docs/operations.md#background-work-one-runner-one-table): the e-invoice as
 * queued, with the seller, template and series of the settings now and the moment of sending as its date (the
 * provider numbers invoices in that order), through the gateway. The transaction id makes it idempotent end to
 * end: a job repeated after a crash, or a retry after a lost answer, finds the invoice the provider already issued.
 * A refusal is final until the cashier sends it again; a provider out of reach is retried by the runner with backoff.
 */
export async function issueEInvoiceJob(
  deps: AppDeps,
  clinicId: number,
  job: EInvoiceIssuePayload,
  attempt: number,
): Promise<void> {
  const where = and(
    eq(eInvoices.clinicId, clinicId),
    eq(eInvoices.id, job.eInvoiceId),
    // Only this queueing's row: a send again queued another job, which owns the state now.
    eq(eInvoices.sendSeq, job.seq),
    eq(eInvoices.status, EInvoiceStatus.Queued),
  );
  const [row] = await deps.db.select().from(eInvoices).where(where);
  if (!row) return;
  const settle = (changes: Partial<typeof eInvoices.$inferInsert>, db: Db | DbTx = deps.db) =>
    db
      .update(eInvoices)
      .set({ attempts: attempt, updatedAt: deps.clock(), ...changes })
      .where(where);
  const refuse = (code: string, reason: string) =>
    settle({ status: EInvoiceStatus.Refused, refusalCode: code, refusalReason: reason });

  const setup = await eInvoiceSetupOf(deps.db, clinicId, deps.eInvoicePasswords);
  if (!setup) return void (await refuse(EInvoiceRefusal.NotConfigured, EInvoiceRefusal.NotConfigured));
  const original = row.adjustsId === null ? undefined : await originalRow(deps, clinicId, row.adjustsId);
  if (original && original.status === EInvoiceStatus.Queued) {
    // The original is not issued yet: the adjustment waits for it (the runner tries again with backoff).
    throw new EInvoiceUnavailable('the e-invoice it adjusts is not issued yet');
  }
  if (original && (original.status === EInvoiceStatus.Refused || !original.number || !original.issuedAt)) {
    // Never issued: there is nothing at the provider to adjust.
    await settle({ status: EInvoiceStatus.Cancelled });
    return;
  }
  const templateCode = original?.templateCode ?? setup.templateCode;
  const series = original?.series ?? setup.series;
  try {
    const outcome = await deps.eInvoice.issue(setup.account, {
      transactionId: row.transactionId,
      templateCode,
      series,
      issuedAt: deps.clock(),
      seller: setup.seller,
      buyer: row.buyer as EInvoiceBuyer,
      paymentMethod: row.paymentMethod as Parameters<typeof deps.eInvoice.issue>[1]['paymentMethod'],
      paid: true,
      lines: row.lines as EInvoiceLine[],
      ...(original
        ? {
            adjusts: {
              number: original.number!,
              issuedAt: original.issuedAt!,
              templateCode: original.templateCode ?? templateCode,
              reason: row.reason ?? '',
            },
          }
        : {}),
    });
    if (outcome.kind === 'refused') return void (await refuse(outcome.code, outcome.reason));
    // Issued, its original's state, and the buyer's mail commit together: a run that dies before this finds the
    // same invoice at the provider (by its transaction id) and does all three once.
    await deps.db.transaction(async (tx) => {
      const issued = { number: outcome.number, lookupCode: outcome.lookupCode };
      await settle(
        {
          status: EInvoiceStatus.Issued,
          templateCode,
          series,
          ...issued,
          issuedAt: outcome.issuedAt,
          refusalCode: null,
          refusalReason: null,
        },
        tx,
      );
      if (original) await markAdjusted(tx, deps.clock(), original);
      const buyer = row.buyer as EInvoiceBuyer;
      if (buyer.email) {
        const mail = mailTemplates.eInvoiceIssued('vi', {
          buyerName: buyer.legalName ?? buyer.name,
          sellerName: setup.seller.legalName,
          ...issued,
          amountText: formatVnd(row.amount),
          lookupUrl: deps.eInvoice.target.lookupUrl,
          ...(original ? { adjusts: original.number! } : {}),
        });
        await deps.mailer.send({ ...mail, to: buyer.email, clinicId }, tx);
      }
    });
  } catch (error) {
    if (!(error instanceof EInvoiceUnavailable)) throw error;
    const last = attempt >= EINVOICE_ISSUE_ATTEMPTS;
    await settle(
      last
        ? {
            status: EInvoiceStatus.Refused,
            refusalCode: EInvoiceRefusal.Unreachable,
            refusalReason: error.message,
          }
        : { refusalReason: error.message },
    );
    if (!last) throw error;
  }
}

type EInvoiceRow = typeof eInvoices.$inferSelect;

async function originalRow(deps: AppDeps, clinicId: number, id: number): Promise<EInvoiceRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.clinicId, clinicId), eq(eInvoices.id, id)));
  return row;
}

/** The original after an adjustment was issued: cancelled once its adjustments took all of it, else adjusted. */
async function markAdjusted(db: Db | DbTx, now: Date, original: EInvoiceRow) {
  const taken = await adjustedAmount(db, original.clinicId, original.id, EInvoiceStatus.Issued);
  await db
    .update(eInvoices)
    .set({
      status: taken >= original.amount ? EInvoiceStatus.Cancelled : EInvoiceStatus.Adjusted,
      updatedAt: now,
    })
    .where(and(eq(eInvoices.clinicId, original.clinicId), eq(eInvoices.id, original.id)));
}
