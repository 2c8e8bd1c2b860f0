import { type Clock, systemClock } from '../clock.js';
import { createOutsidePost, type OutsideBody } from '../outside-post.js';
import { createTokenCache, type OutsideToken } from '../outside-token-cache.js';
import {
  type EInvoiceAccount,
  type EInvoiceGateway,
  EInvoiceUnavailable,
  type IssuedEInvoice,
  type IssueOutcome,
} from './gateway.js';
import { CREATE_PATH, LOGIN_PATH, SEARCH_PATH, toSInvoice } from './sinvoice.js';

export interface SInvoiceGatewayOptions {
  /** SInvoice's base URL (EINVOICE_URL, 'https://api-vinvoice.viettel.vn'), or the stand-in's; read at each call. */
  baseUrl: string | (() => string);
  standIn: boolean;
  /** The public page where a buyer looks an invoice up by its code (printed on the receipt). */
  lookupUrl: string;
  fetch?: typeof fetch;
  /** One call may take this long before it counts as unavailable: 60 s, as the provider recommends at least. */
  timeoutMs?: number;
  clock?: Clock;
}

/** SInvoice's public lookup page. */
export const SINVOICE_LOOKUP_URL = 'https://vinvoice.viettel.vn/utilities/invoice-search';

/** A cached token is dropped this long before SInvoice says it expires, so none expires in flight. */
const TOKEN_MARGIN_MS = 30_000;

type Refused = Extract<IssueOutcome, { kind: 'refused' }>;

/**
 * Viettel SInvoice over HTTP: log in (token cached per account), then issue. Every issue first asks SInvoice for
 * the invoice under the document's transaction id: a send whose answer was lost (a timeout, a crash after the
 * provider issued it) finds that invoice instead of issuing a second. The password and tokens never reach an
 * error or a log line.
 */
export function createSInvoiceGateway(options: SInvoiceGatewayOptions): EInvoiceGateway {
  const clock = options.clock ?? systemClock;
  const base = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  const post = createOutsidePost({
    service: 'SInvoice',
    base,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 60_000,
    credential: (token) => ({ cookie: `access_token=${token}` }),
    unavailable: (message, status) => new EInvoiceUnavailable(message, status),
  });

  async function login(account: EInvoiceAccount): Promise<OutsideToken | Refused> {
    const { status, body } = await post(LOGIN_PATH, {
      json: { username: account.username, password: account.password },
    });
    if (status >= 200 && status < 300 && typeof body?.access_token === 'string' && body.access_token) {
      const seconds = Number(body.expires_in) > 0 ? Number(body.expires_in) : 300;
      return { value: body.access_token, expiresAt: clock().getTime() + seconds * 1000 - TOKEN_MARGIN_MS };
    }
    if (status >= 200 && status < 300)
      throw new EInvoiceUnavailable(`SInvoice answered login without a token (HTTP ${status})`, status);
    return refusedFrom(status, body, 'BAD_CREDENTIALS');
  }

  const tokenFor = createTokenCache(clock, login);

  /** A call with the account's token; a 401 means it went stale early: log in once more and call again. */
  async function signedPost(account: EInvoiceAccount, path: string, body: OutsideBody) {
    let token = await tokenFor(account, false);
    if (!('value' in token)) return token;
    let answer = await post(path, body, token.value);
    if (answer.status === 401) {
      token = await tokenFor(account, true);
      if (!('value' in token)) return token;
      answer = await post(path, body, token.value);
      if (answer.status === 401) throw new EInvoiceUnavailable('SInvoice refused a fresh token', 401);
    }
    return answer;
  }

  return {
    get target() {
      return { provider: 'viettel', url: base(), standIn: options.standIn, lookupUrl: options.lookupUrl };
    },
    async issue(account, document) {
      const body = toSInvoice(document);
      const supplierTaxCode = body.sellerInfo.sellerTaxCode;
      const found = await signedPost(account, SEARCH_PATH, {
        form: { supplierTaxCode, transactionUuid: document.transactionId },
      });
      if ('kind' in found) return found;
      const issued = foundInvoice(found.body);
      if (issued) return { kind: 'issued', ...issued };

      const answer = await signedPost(account, `${CREATE_PATH}/${encodeURIComponent(supplierTaxCode)}`, {
        json: body,
      });
      if ('kind' in answer) return answer;
      const { status, body: reply } = answer;
      const result = reply?.result as Record<string, unknown> | null | undefined;
      if (status >= 200 && status < 300 && !reply?.errorCode && typeof result?.invoiceNo === 'string') {
        return {
          kind: 'issued',
          number: result.invoiceNo,
          lookupCode: typeof result.reservationCode === 'string' ? result.reservationCode : '',
          issuedAt: document.issuedAt,
        };
      }
      if (status >= 200 && status < 300 && !reply?.errorCode)
        throw new EInvoiceUnavailable(
          `SInvoice answered createInvoice without a number (HTTP ${status})`,
          status,
        );
      return refusedFrom(status, reply, 'REFUSED');
    },
  };
}

/** The invoice a search by transaction id found, or undefined when SInvoice holds none under it. */
function foundInvoice(body: Record<string, unknown> | undefined): IssuedEInvoice | undefined {
  const first = Array.isArray(body?.result)
    ? (body.result[0] as Record<string, unknown> | undefined)
    : undefined;
  if (typeof first?.invoiceNo !== 'string') return undefined;
  return {
    number: first.invoiceNo,
    lookupCode: typeof first.reservationCode === 'string' ? first.reservationCode : '',
    issuedAt: new Date(Number(first.issueDate) || 0),
  };
}

/** SInvoice's refusal: `errorCode` and `description`, or `code` and `message` (its login and gateway answers). */
function refusedFrom(status: number, body: Record<string, unknown> | undefined, fallback: string): Refused {
  const code = body?.errorCode ?? body?.code;
  const reason = body?.description ?? body?.message ?? body?.data;
  return {
    kind: 'refused',
    code: code === undefined || code === null || code === '' ? fallback : String(code),
    reason: typeof reason === 'string' && reason.trim() ? reason : `HTTP ${status}`,
  };
}
