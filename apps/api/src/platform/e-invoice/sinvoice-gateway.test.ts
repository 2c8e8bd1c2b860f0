import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitDocument } from './fixtures.js';
import type { EInvoiceDocument } from './gateway.js';
import { EInvoiceUnavailable } from './gateway.js';
import { toSInvoice } from './sinvoice.js';
import { createSInvoiceGateway } from './sinvoice-gateway.js';
import {
  createProblem,
  type RunningSInvoiceStandIn,
  type SInvoiceStandInOptions,
  startSInvoiceStandIn,
} from './sinvoice-stand-in.js';

// The SInvoice gateway against the stand-in running as a real server on an ephemeral port: issuing, the same
// transaction again, refusals with the provider's code and reason, an adjustment of an issued invoice, an outage,
// and an answer lost after the provider issued (the retry finds it and issues nothing new).

const account = { username: '0312345673', password: 'demo' };
const running: RunningSInvoiceStandIn[] = [];
async function standIn(options: SInvoiceStandInOptions = {}) {
  const server = await startSInvoiceStandIn(options);
  running.push(server);
  return server;
}
afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
});

let transactions = 0;
/** The fixture with a fresh transaction id, issued now (the stand-in refuses a date ahead of its clock). */
const fresh = (patch: Partial<EInvoiceDocument> = {}): EInvoiceDocument => ({
  ...visitDocument,
  transactionId: `t-${process.pid}-${++transactions}`,
  issuedAt: new Date(),
  series: `C${String(new Date().getUTCFullYear()).slice(2)}TAT`,
  ...patch,
});

describe('the SInvoice gateway against the stand-in', () => {
  let server: RunningSInvoiceStandIn;
  beforeAll(async () => {
    server = await standIn({ accounts: { 'phong-kham-2': 'Mat-khau-2' } });
  });
  const gateway = (timeoutMs?: number) =>
    createSInvoiceGateway({
      baseUrl: `${server.url}/`,
      standIn: true,
      lookupUrl: 'http://lookup',
      timeoutMs,
    });

  it('issues a document and gets its number and lookup code; the same transaction again issues nothing new', async () => {
    const g = gateway();
    expect(g.target).toEqual({
      provider: 'viettel',
      url: server.url,
      standIn: true,
      lookupUrl: 'http://lookup',
    });
    const document = fresh();
    const first = await g.issue(account, document);
    expect(first).toEqual({
      kind: 'issued',
      number: expect.stringMatching(/^C\d{2}TAT\d+$/),
      lookupCode: expect.stringMatching(/^[0-9A-F]{10}$/),
      issuedAt: document.issuedAt,
    });
    const before = server.issued().length;
    const again = await g.issue(account, document);
    expect(again).toMatchObject({ kind: 'issued', number: (first as { number: string }).number });
    expect(server.issued()).toHaveLength(before);
    // What the stand-in received is our mapping, to the letter.
    expect(server.received().at(-1)).toEqual(JSON.parse(JSON.stringify(toSInvoice(document))));
  });

  it("refuses a buyer's tax code that fails its checksum, with the provider's code and reason", async () => {
    const outcome = await gateway().issue(
      account,
      fresh({ buyer: { ...visitDocument.buyer, taxCode: '0318765435' } }),
    );
    expect(outcome).toEqual({
      kind: 'refused',
      code: 'INVALID_BUYER_TAX_CODE',
      reason: 'Mã số thuế người mua không hợp lệ',
    });
  });

  it('refuses a wrong password as the login answers it, and accepts an account with its own', async () => {
    expect(await gateway().issue({ ...account, password: 'sai' }, fresh())).toEqual({
      kind: 'refused',
      code: '401',
      reason: 'Tên đăng nhập hoặc mật khẩu không đúng',
    });
    const outcome = await gateway().issue({ username: 'phong-kham-2', password: 'Mat-khau-2' }, fresh());
    expect(outcome.kind).toBe('issued');
  });

  it('adjusts an issued invoice down, and refuses an adjustment larger than what is left of it', async () => {
    const g = gateway();
    const original = fresh();
    const issued = await g.issue(account, original);
    if (issued.kind !== 'issued') throw new Error('not issued');
    const medicine = visitDocument.lines[2] as EInvoiceDocument['lines'][number];
    const adjusts = {
      number: issued.number,
      issuedAt: issued.issuedAt,
      templateCode: '1/001',
      reason: 'Hoàn tiền thuốc',
    };
    const adjustment = await g.issue(account, fresh({ lines: [medicine], adjusts }));
    expect(adjustment).toMatchObject({ kind: 'issued' });
    expect((adjustment as { number: string }).number).not.toBe(issued.number);
    // 347,500 less 10,500 leaves 337,000: an adjustment of 347,500 more is refused.
    const tooMuch = await g.issue(account, fresh({ adjusts }));
    expect(tooMuch).toMatchObject({ kind: 'refused', code: 'ADJUSTMENT_TOO_LARGE' });
    const unknown = await g.issue(
      account,
      fresh({ lines: [medicine], adjusts: { ...adjusts, number: 'C26TAT999999' } }),
    );
    expect(unknown).toMatchObject({ kind: 'refused', code: 'ORIGINAL_NOT_FOUND' });
  });

  it('throws EInvoiceUnavailable on 5xx and when the provider cannot be reached', async () => {
    server.failNext(1, 503);
    await expect(gateway().issue(account, fresh())).rejects.toBeInstanceOf(EInvoiceUnavailable);
    const closed = await startSInvoiceStandIn();
    await closed.close();
    const down = createSInvoiceGateway({ baseUrl: closed.url, standIn: true, lookupUrl: '' });
    await expect(down.issue(account, fresh())).rejects.toThrow(/could not be reached/);
  });

  it('a send whose answer is lost after the provider issued: the retry finds that invoice, none is issued twice', async () => {
    // A provider that would issue a repeated transaction again: only the gateway's lookup keeps it to one.
    const careless = await standIn({ issuesRepeats: true });
    const g = (timeoutMs?: number) =>
      createSInvoiceGateway({ baseUrl: careless.url, standIn: true, lookupUrl: '', timeoutMs });
    const document = fresh();
    careless.loseAnswerOfNext(1);
    await expect(g(500).issue(account, document)).rejects.toThrow(/timed out/);
    const issuedBefore = careless.issued().filter((i) => i.transactionUuid === document.transactionId);
    expect(issuedBefore).toHaveLength(1);
    const retry = await g().issue(account, document);
    expect(retry).toMatchObject({ kind: 'issued', number: issuedBefore[0]?.invoiceNo });
    expect(careless.issued().filter((i) => i.transactionUuid === document.transactionId)).toHaveLength(1);
  });

  it('logs in once for many issues of one account', async () => {
    const own = await standIn();
    const g = createSInvoiceGateway({ baseUrl: own.url, standIn: true, lookupUrl: '' });
    await g.issue(account, fresh());
    await g.issue(account, fresh());
    expect(own.issued()).toHaveLength(2);
  });
});

describe("the stand-in's own rules (independent of our mapping)", () => {
  const now = Date.now();
  const valid = () => JSON.parse(JSON.stringify(toSInvoice(fresh()))) as ReturnType<typeof toSInvoice>;

  it('accepts our mapping of the fixture', () => {
    expect(createProblem('0312345673', valid(), now)).toBeUndefined();
  });

  it.each([
    [
      'a seller tax code other than the one in the path',
      (b: ReturnType<typeof valid>) => {
        b.sellerInfo.sellerTaxCode = '0318765434';
      },
      'INVALID_SELLER_TAX_CODE',
    ],
    [
      'a series of another year',
      (b: ReturnType<typeof valid>) => {
        b.generalInvoiceInfo.invoiceSeries = 'C19TAT';
      },
      'INVALID_SERIES',
    ],
    [
      'a template of another kind than invoiceType',
      (b: ReturnType<typeof valid>) => {
        b.generalInvoiceInfo.invoiceType = '2';
      },
      'TEMPLATE_NOT_FOUND',
    ],
    [
      'a company buyer without its legal name',
      (b: ReturnType<typeof valid>) => {
        b.buyerInfo.buyerLegalName = '';
      },
      'MISSING_BUYER_LEGAL_NAME',
    ],
    [
      'a tax that does not match its rate',
      (b: ReturnType<typeof valid>) => {
        const item = b.itemInfo[2] as (typeof b.itemInfo)[number];
        item.taxAmount += 5;
        item.itemTotalAmountWithTax += 5;
      },
      'INVALID_TAX',
    ],
    [
      'a unit price that does not make the line',
      (b: ReturnType<typeof valid>) => {
        (b.itemInfo[3] as (typeof b.itemInfo)[number]).unitPrice = 900;
      },
      'INVALID_AMOUNT',
    ],
    [
      'a tax breakdown that does not add up',
      (b: ReturnType<typeof valid>) => {
        (b.taxBreakdowns[1] as (typeof b.taxBreakdowns)[number]).taxAmount = 800;
      },
      'INVALID_TAX_BREAKDOWN',
    ],
    [
      'an unknown tax rate',
      (b: ReturnType<typeof valid>) => {
        (b.itemInfo[0] as (typeof b.itemInfo)[number]).taxPercentage = 7;
      },
      'INVALID_ITEM',
    ],
    [
      'a date ahead of now',
      (b: ReturnType<typeof valid>) => {
        b.generalInvoiceInfo.invoiceIssuedDate = now + 3_600_000;
      },
      'INVALID_ISSUE_DATE',
    ],
  ])('refuses %s', (_what, spoil, code) => {
    const body = valid();
    spoil(body);
    expect(createProblem('0312345673', body, now)?.code).toBe(code);
  });
});
