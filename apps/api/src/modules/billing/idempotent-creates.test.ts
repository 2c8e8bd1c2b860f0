import { randomUUID } from 'node:crypto';
import { errors } from '@clinic/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/harness.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';
import { type BillingClinic, billingClinic } from './billing.fixture.js';

// A double click at the cashier, and a retry whose answer was lost: a call that makes an invoice is made once per
// Idempotency-Key, sent again one after another or twenty times at the same moment (on PostgreSQL under test:pg the
// twenty transactions really run side by side), and the same key with another body is refused.

let t: TestApp;
let c: BillingClinic;

beforeAll(async () => {
  t = await createTestApp();
  c = await billingClinic(t, 'Motlan');
}, 60_000);
afterEach(async () => expectLedgerBalanced(t.app.deps.db));
afterAll(async () => t.close());

const codeOf = (res: { json(): { code: unknown } }) => res.json().code;

/** Sends the call 3 times one after another, then 20 times at once, all under one key: the 23 answers. */
async function sendOftenWithOneKey(method: 'POST' | 'PUT', url: string, payload?: object) {
  const headers = c.withKey(randomUUID());
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push(await c.call(method, url, payload, headers));
  answers.push(
    ...(await Promise.all(Array.from({ length: 20 }, () => c.call(method, url, payload, headers)))),
  );
  for (const res of answers) expect(res.statusCode, res.body).toBe(200);
  return { headers, bodies: answers.map((res) => res.json()) };
}

describe('one invoice per Idempotency-Key', () => {
  it('a walk-in sale (POST /invoices/create) sent 3 times, then 20 at once, under one key: one invoice, one answer', async () => {
    const patientId = await c.patient('Trần Thị Một Lần');
    const sale = { clinicPatientId: patientId, items: [{ serviceId: c.filled.service.id }] };
    const { headers, bodies } = await sendOftenWithOneKey('POST', '/invoices/create', sale);
    const made = await t.app.deps.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.clinicPatientId, patientId), isNull(invoices.appointmentId)));
    expect(made).toHaveLength(1);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0].data.id).toBe(made[0]!.id);

    // The same key with another sale is refused, never answered with the first.
    const other = await c.call(
      'POST',
      '/invoices/create',
      { ...sale, items: [{ serviceId: c.filled.service.id, quantity: 2 }] },
      headers,
    );
    expect(other.statusCode).toBe(errors.idempotencyKeyReused.status);
    expect(codeOf(other)).toBe(errors.idempotencyKeyReused.code);
    // Money is never made without a key.
    const keyless = await c.call('POST', '/invoices/create', sale);
    expect(codeOf(keyless)).toBe(errors.idempotencyKeyMissing.code);
  });

  it('a visit’s invoice (PUT start-billing) sent 3 times, then 20 at once, under one key: one invoice, one answer', async () => {
    const appointmentId = await c.visit();
    await c.ok('PUT', `/clinic-appointments/${appointmentId}/services`, {
      services: [{ serviceId: c.filled.service.id }],
    });
    const url = `/clinic-appointments/${appointmentId}/start-billing`;
    const { headers, bodies } = await sendOftenWithOneKey('PUT', url);
    const made = await t.app.deps.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.appointmentId, appointmentId));
    expect(made).toHaveLength(1);
    for (const body of bodies) expect(body).toEqual(bodies[0]);

    // Cancelled, the visit may be billed again, under a new key only: the old key answers its first invoice.
    expect((await c.cancel(made[0]!.id)).statusCode).toBe(200);
    const replay = await c.call('PUT', url, undefined, headers);
    expect(replay.json()).toEqual(bodies[0]);
    const again = await c.call('PUT', url, undefined, c.withKey());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).not.toBe(made[0]!.id);
    // Another visit under a used key is another request: refused.
    const otherVisit = await c.visit();
    const reused = await c.call(
      'PUT',
      `/clinic-appointments/${otherVisit}/start-billing`,
      undefined,
      headers,
    );
    expect(codeOf(reused)).toBe(errors.idempotencyKeyReused.code);
    expect(codeOf(await c.call('PUT', url))).toBe(errors.idempotencyKeyMissing.code);
  });
});
