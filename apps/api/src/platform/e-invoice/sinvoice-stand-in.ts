import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EInvoiceTaxRate, isTaxCode } from '@clinic/domain';
import { type Clock, systemClock } from '../clock.js';
import {
  BodyTooLarge,
  json,
  keepAtMost,
  MAX_KEPT,
  readBody,
  type StandInHandler,
  serveStandIn,
} from '../stand-in-http.js';
import { CREATE_PATH, LOGIN_PATH, SEARCH_PATH } from './sinvoice.js';

/**
 * A local stand-in for Viettel SInvoice (the working local default every outside service has,
 * docs/architecture.md#the-shape): its login, createInvoice and searchInvoiceByTransactionUuid calls, answered in
 * SInvoice's shape (`errorCode`, `description`, `result`). The API mounts it under /e-invoice-stand-in when
 * EINVOICE_URL is unset (the demo); tests run it as its own server on an ephemeral port.
 *
 * It checks a body with its own rules, written from the provider's field list and not from our mapping: a mistake
 * in the mapping shows here as the provider's refusal would. The error codes are the stand-in's own (the real
 * provider's codes and texts are kept and shown as they come).
 */

/** The password every username has at the stand-in (the demo's). */
export const STAND_IN_PASSWORD = 'demo';
/** Where the API mounts the stand-in when EINVOICE_URL is unset. */
export const EINVOICE_STAND_IN_PREFIX = '/e-invoice-stand-in';

export interface SInvoiceStandInOptions {
  /** Accounts beside "any username with the password `demo`": username → password. */
  accounts?: Record<string, string>;
  /** How long a token lives (`expires_in`), 300 s by default as SInvoice's. */
  tokenTtlSeconds?: number;
  clock?: Clock;
  /**
   * Issue a second invoice when a create repeats a transaction id, instead of answering the first: the gateway
   * must not rely on the provider's own guard (its lookup before each create is what keeps a retry from issuing).
   */
  issuesRepeats?: boolean;
}

/** An invoice the stand-in issued. */
interface Held {
  supplierTaxCode: string;
  transactionUuid: string;
  invoiceNo: string;
  reservationCode: string;
  templateCode: string;
  issueDate: number;
  /** What is left of it after its adjustments, tax included. */
  left: number;
}

export interface SInvoiceStandIn {
  handle: StandInHandler;
  /** Answers `status` (503 by default) to the next `n` creates and searches, as SInvoice does when it is down. */
  failNext(n: number, status?: number): void;
  /** Issues the next `n` creates but never answers them: the sender times out and must not issue twice. */
  loseAnswerOfNext(n: number): void;
  /** Every body a create brought with a valid token, oldest first. */
  received(): unknown[];
  /** The invoices issued, oldest first. */
  issued(): Readonly<Held>[];
}

const fail = (errorCode: string, description: string) => ({ errorCode, description, result: null });

export function createSInvoiceStandIn(options: SInvoiceStandInOptions = {}): SInvoiceStandIn {
  const clock = options.clock ?? systemClock;
  const ttl = options.tokenTtlSeconds ?? 300;
  const tokens = new Map<string, { username: string; expiresAt: number }>();
  /** By supplier tax code and transaction uuid. */
  const held = new Map<string, Held>();
  const numbers = new Map<string, number>();
  const received: unknown[] = [];
  /** Second invoices of one transaction (only with `issuesRepeats`). */
  const repeats: Held[] = [];
  let failing = { count: 0, status: 503 };
  let losing = 0;

  const passwordOk = (username: string, password: string) =>
    username !== '' &&
    (password === STAND_IN_PASSWORD ||
      (Object.hasOwn(options.accounts ?? {}, username) && options.accounts?.[username] === password));

  function signedIn(req: IncomingMessage) {
    const cookie = /(?:^|;\s*)access_token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const token = cookie ?? /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const issued = token ? tokens.get(token) : undefined;
    return issued && issued.expiresAt > clock().getTime() ? issued : undefined;
  }

  function login(text: string, res: ServerResponse) {
    const { username, password } = (JSON.parse(text) ?? {}) as Record<string, unknown>;
    if (typeof username !== 'string' || typeof password !== 'string' || !passwordOk(username, password)) {
      return json(res, 401, { code: 401, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    }
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { username, expiresAt: clock().getTime() + ttl * 1000 });
    keepAtMost(tokens, MAX_KEPT);
    json(res, 200, { access_token: token, token_type: 'bearer', expires_in: ttl });
  }

  function create(supplierTaxCode: string, text: string, res: ServerResponse) {
    const body: unknown = JSON.parse(text);
    received.push(body);
    keepAtMost(received, MAX_KEPT);
    const general = (body as { generalInvoiceInfo?: Record<string, unknown> }).generalInvoiceInfo;
    const uuid = general?.transactionUuid;
    // The same transaction again: the invoice it issued, never a second one.
    const known = typeof uuid === 'string' ? held.get(`${supplierTaxCode}\u0000${uuid}`) : undefined;
    if (known && !options.issuesRepeats) return json(res, 200, createAnswer(known));
    const problem = createProblem(supplierTaxCode, body, clock().getTime(), held);
    if (problem) return json(res, 400, fail(problem.code, problem.description));
    const request = body as CheckedRequest;
    const g = request.generalInvoiceInfo;
    const seriesKey = `${supplierTaxCode}\u0000${g.templateCode}\u0000${g.invoiceSeries}`;
    const n = (numbers.get(seriesKey) ?? 0) + 1;
    numbers.set(seriesKey, n);
    const total = request.itemInfo.reduce((sum, item) => sum + item.itemTotalAmountWithTax, 0);
    const invoice: Held = {
      supplierTaxCode,
      transactionUuid: g.transactionUuid,
      invoiceNo: `${g.invoiceSeries}${n}`,
      reservationCode: randomBytes(8).toString('hex').slice(0, 10).toUpperCase(),
      templateCode: g.templateCode,
      issueDate: g.invoiceIssuedDate,
      left: total,
    };
    if (g.adjustmentType === '5') {
      const original = originalOf(supplierTaxCode, g, held);
      if (original) original.left -= total;
    }
    if (known) repeats.push(invoice);
    else held.set(`${supplierTaxCode}\u0000${g.transactionUuid}`, invoice);
    keepAtMost(held, 10 * MAX_KEPT);
    if (losing > 0) {
      losing -= 1;
      return;
    }
    json(res, 200, createAnswer(invoice));
  }

  function search(text: string, res: ServerResponse) {
    const form = new URLSearchParams(text);
    const key = `${form.get('supplierTaxCode') ?? ''}\u0000${form.get('transactionUuid') ?? ''}`;
    const invoice = held.get(key);
    if (!invoice) return json(res, 200, fail('NOT_FOUND_DATA', 'Không tìm thấy hóa đơn'));
    json(res, 200, {
      errorCode: null,
      description: null,
      transactionUuid: invoice.transactionUuid,
      result: [
        {
          supplierTaxCode: invoice.supplierTaxCode,
          invoiceNo: invoice.invoiceNo,
          reservationCode: invoice.reservationCode,
          issueDate: invoice.issueDate,
          status: 'Đã cấp mã',
        },
      ],
    });
  }

  return {
    handle(req, res, path = req.url ?? '/') {
      const route = path.split('?')[0] ?? '/';
      const creating = route.startsWith(`${CREATE_PATH}/`);
      if (route !== LOGIN_PATH && route !== SEARCH_PATH && !creating) {
        return json(res, 404, fail('NOT_FOUND', 'Không tìm thấy'));
      }
      if (req.method !== 'POST')
        return json(res, 405, fail('METHOD_NOT_ALLOWED', 'Phương thức không hỗ trợ'));
      if (route !== LOGIN_PATH) {
        if (!signedIn(req)) return json(res, 401, fail('UNAUTHORIZED', 'Phiên đăng nhập không hợp lệ'));
        if (failing.count > 0) {
          failing.count -= 1;
          return json(res, failing.status, fail('SYSTEM_BUSY', 'Hệ thống đang bảo trì'));
        }
      }
      readBody(req)
        .then((text) => {
          if (route === LOGIN_PATH) return login(text, res);
          if (route === SEARCH_PATH) return search(text, res);
          return create(decodeURIComponent(route.slice(CREATE_PATH.length + 1)), text, res);
        })
        .catch((error: unknown) => {
          const tooLarge = error instanceof BodyTooLarge;
          json(
            res,
            tooLarge ? 413 : 400,
            fail('BAD_REQUEST', tooLarge ? 'Dữ liệu quá lớn' : 'Dữ liệu không hợp lệ'),
          );
        });
    },
    failNext(n, status = 503) {
      failing = { count: n, status };
    },
    loseAnswerOfNext(n) {
      losing = n;
    },
    received: () => [...received],
    issued: () => [...held.values(), ...repeats],
  };
}

function createAnswer(invoice: Held) {
  return {
    errorCode: null,
    description: null,
    result: {
      supplierTaxCode: invoice.supplierTaxCode,
      invoiceNo: invoice.invoiceNo,
      transactionID: invoice.transactionUuid,
      reservationCode: invoice.reservationCode,
      codeOfTax: '',
    },
  };
}

interface CheckedItem {
  quantity: number;
  unitPrice: number;
  itemTotalAmountWithoutTax: number;
  itemDiscount: number;
  itemTotalAmountAfterDiscount: number;
  taxPercentage: number;
  taxAmount: number;
  itemTotalAmountWithTax: number;
}
interface CheckedRequest {
  generalInvoiceInfo: {
    transactionUuid: string;
    templateCode: string;
    invoiceSeries: string;
    invoiceIssuedDate: number;
    adjustmentType: '1' | '5';
    originalInvoiceId?: string;
    originalTemplateCode?: string;
  };
  itemInfo: CheckedItem[];
}

function originalOf(
  supplierTaxCode: string,
  g: CheckedRequest['generalInvoiceInfo'],
  held: Map<string, Held>,
) {
  for (const invoice of held.values()) {
    if (
      invoice.supplierTaxCode === supplierTaxCode &&
      invoice.invoiceNo === g.originalInvoiceId &&
      invoice.templateCode === g.originalTemplateCode
    )
      return invoice;
  }
  return undefined;
}

const RATES: readonly number[] = Object.values(EInvoiceTaxRate);
const PAYMENT_NAMES = ['TM', 'CK', 'TM/CK'];
/** Circular 78: C (with the tax office's code) or K, the year's two digits, the kind of invoice, two letters. */
const SERIES = /^[CK](\d{2})[TDLMNBGHX][A-Z]{2}$/;
const TEMPLATE = /^([12])\/\d{3}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const number = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The first thing SInvoice would refuse in a createInvoice body, or undefined when it would issue it. */
export function createProblem(
  supplierTaxCode: string,
  body: unknown,
  now: number,
  held: Map<string, Held> = new Map(),
): { code: string; description: string } | undefined {
  const b = (body ?? {}) as Record<string, Record<string, unknown> | unknown[] | undefined>;
  const g = (b.generalInvoiceInfo ?? {}) as Record<string, unknown>;
  const seller = (b.sellerInfo ?? {}) as Record<string, unknown>;
  const buyer = (b.buyerInfo ?? {}) as Record<string, unknown>;
  const problem = (code: string, description: string) => ({ code, description });

  if (!isTaxCode(supplierTaxCode) || seller.sellerTaxCode !== supplierTaxCode)
    return problem('INVALID_SELLER_TAX_CODE', 'Mã số thuế người bán không hợp lệ');
  if (!text(seller.sellerLegalName) || !text(seller.sellerAddressLine))
    return problem('MISSING_SELLER', 'Thiếu tên hoặc địa chỉ người bán');
  if (!text(g.transactionUuid) || g.transactionUuid.length > 36)
    return problem('INVALID_TRANSACTION_UUID', 'transactionUuid không hợp lệ');
  const template = TEMPLATE.exec(String(g.templateCode ?? ''));
  if (!template || g.invoiceType !== template[1])
    return problem('TEMPLATE_NOT_FOUND', 'Mẫu hóa đơn không hợp lệ');
  if (!number(g.invoiceIssuedDate) || g.invoiceIssuedDate > now + 5 * 60_000)
    return problem('INVALID_ISSUE_DATE', 'Ngày lập hóa đơn không hợp lệ');
  const series = SERIES.exec(String(g.invoiceSeries ?? ''));
  const year = String(new Date(g.invoiceIssuedDate).getUTCFullYear()).slice(2);
  if (!series || series[1] !== year) return problem('INVALID_SERIES', 'Ký hiệu hóa đơn không hợp lệ');
  if (g.currencyCode !== 'VND') return problem('INVALID_CURRENCY', 'Loại tiền không hợp lệ');

  if (!text(buyer.buyerName) && !text(buyer.buyerLegalName))
    return problem('MISSING_BUYER', 'Thiếu tên người mua');
  if (text(buyer.buyerTaxCode)) {
    if (!isTaxCode(buyer.buyerTaxCode))
      return problem('INVALID_BUYER_TAX_CODE', 'Mã số thuế người mua không hợp lệ');
    if (!text(buyer.buyerLegalName) || !text(buyer.buyerAddressLine))
      return problem('MISSING_BUYER_LEGAL_NAME', 'Người mua có mã số thuế phải có tên đơn vị và địa chỉ');
  }
  if (text(buyer.buyerEmail) && !EMAIL.test(buyer.buyerEmail))
    return problem('INVALID_BUYER_EMAIL', 'Email người mua không hợp lệ');

  const payments = b.payments;
  if (
    !Array.isArray(payments) ||
    payments.length === 0 ||
    !payments.every((p) =>
      PAYMENT_NAMES.includes(String((p as { paymentMethodName?: unknown }).paymentMethodName)),
    )
  )
    return problem('INVALID_PAYMENT', 'Hình thức thanh toán không hợp lệ');

  const items = b.itemInfo;
  if (!Array.isArray(items) || items.length === 0)
    return problem('MISSING_ITEMS', 'Hóa đơn không có dòng hàng');
  for (const [i, raw] of items.entries()) {
    const item = (raw ?? {}) as Record<string, unknown>;
    const line = `Dòng ${i + 1}`;
    if (item.lineNumber !== i + 1 || !text(item.itemName))
      return problem('INVALID_ITEM', `${line}: thiếu tên hàng`);
    const amounts = [
      item.quantity,
      item.unitPrice,
      item.itemTotalAmountWithoutTax,
      item.itemDiscount,
      item.itemTotalAmountAfterDiscount,
      item.taxAmount,
      item.itemTotalAmountWithTax,
    ];
    if (!amounts.every(number) || !number(item.taxPercentage) || !RATES.includes(item.taxPercentage))
      return problem('INVALID_ITEM', `${line}: số liệu hoặc thuế suất không hợp lệ`);
    const it = item as unknown as CheckedItem;
    if (it.quantity <= 0 || it.itemTotalAmountWithTax < 0 || it.itemDiscount < 0)
      return problem('INVALID_ITEM', `${line}: số lượng hoặc số tiền âm`);
    if (
      Math.abs(it.unitPrice * it.quantity - it.itemTotalAmountWithoutTax) > Math.max(1, it.quantity * 0.005)
    )
      return problem('INVALID_AMOUNT', `${line}: thành tiền khác đơn giá × số lượng`);
    const expectedTax = it.taxPercentage > 0 ? (it.itemTotalAmountAfterDiscount * it.taxPercentage) / 100 : 0;
    if (
      it.itemTotalAmountWithoutTax - it.itemDiscount !== it.itemTotalAmountAfterDiscount ||
      it.itemTotalAmountAfterDiscount + it.taxAmount !== it.itemTotalAmountWithTax ||
      Math.abs(it.taxAmount - expectedTax) > 1
    )
      return problem('INVALID_TAX', `${line}: tiền thuế hoặc tổng tiền không khớp`);
  }
  const checked = items as CheckedItem[];
  const breakdowns = Array.isArray(b.taxBreakdowns) ? (b.taxBreakdowns as Record<string, unknown>[]) : [];
  const rates = new Set(checked.map((item) => item.taxPercentage));
  const breakdownOk =
    breakdowns.length === rates.size &&
    breakdowns.every((row) => {
      const of = checked.filter((item) => item.taxPercentage === row.taxPercentage);
      return (
        of.length > 0 &&
        row.taxableAmount === of.reduce((sum, item) => sum + item.itemTotalAmountAfterDiscount, 0) &&
        row.taxAmount === of.reduce((sum, item) => sum + item.taxAmount, 0)
      );
    });
  if (!breakdownOk)
    return problem('INVALID_TAX_BREAKDOWN', 'Tổng hợp thuế suất không khớp với các dòng hàng');

  if (g.adjustmentType === '5') {
    if (!text(g.originalInvoiceId) || !text(g.originalTemplateCode) || !text(g.additionalReferenceDesc))
      return problem('MISSING_ORIGINAL', 'Hóa đơn điều chỉnh phải ghi hóa đơn gốc và lý do');
    const original = originalOf(supplierTaxCode, g as CheckedRequest['generalInvoiceInfo'], held);
    if (!original) return problem('ORIGINAL_NOT_FOUND', 'Không tìm thấy hóa đơn gốc');
    const total = checked.reduce((sum, item) => sum + item.itemTotalAmountWithTax, 0);
    if (total > original.left)
      return problem('ADJUSTMENT_TOO_LARGE', 'Số tiền điều chỉnh vượt giá trị hóa đơn gốc');
  } else if (g.adjustmentType !== '1') {
    return problem('INVALID_ADJUSTMENT_TYPE', 'Loại hóa đơn không hợp lệ');
  }
  return undefined;
}

/** The stand-in as its own HTTP server (tests, `pnpm e-invoice:stand-in`): port 0 picks a free one. */
export async function startSInvoiceStandIn(
  options: SInvoiceStandInOptions & { port?: number; host?: string } = {},
) {
  const standIn = createSInvoiceStandIn(options);
  return { ...standIn, ...(await serveStandIn(standIn.handle, options)) };
}

export type RunningSInvoiceStandIn = Awaited<ReturnType<typeof startSInvoiceStandIn>>;
