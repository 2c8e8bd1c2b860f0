import { NationalReason } from '@clinic/domain';
import { type Clock, systemClock } from '../clock.js';
import { createOutsidePost } from '../outside-post.js';
import { createTokenCache, type OutsideToken } from '../outside-token-cache.js';
import {
  type NationalAccount,
  type NationalPrescriptionGateway,
  type NationalPrescriptionPayload,
  NationalUnavailable,
  type SendOutcome,
} from './gateway.js';

export interface HttpNationalGatewayOptions {
  /** The national system's base URL (NATIONAL_RX_URL), or the stand-in's; read at each call when a function. */
  baseUrl: string | (() => string);
  /** Whether it is the local stand-in (shown in settings). */
  standIn: boolean;
  fetch?: typeof fetch;
  /** One call (login or send) may take this long before it counts as unavailable: 15 s by default. */
  timeoutMs?: number;
  /** For the token cache's expiry. */
  clock?: Clock;
}

/** A cached token is dropped this long before the national system says it expires, so none expires in flight. */
const TOKEN_MARGIN_MS = 60_000;

type Rejected = Extract<SendOutcome, { kind: 'rejected' }>;

/**
 * The national system over HTTP: log in (token cached per account until shortly before it expires), then
 * "gửi đơn thuốc". A 401 from the send means the token went stale early: log in once more and send again, in the
 * same call. Neither the password nor a token is ever put in an error or a log line.
 */
export function createHttpNationalGateway(options: HttpNationalGatewayOptions): NationalPrescriptionGateway {
  const clock = options.clock ?? systemClock;
  const base = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '');

  const post = createOutsidePost({
    service: 'national system',
    base,
    fetch: options.fetch ?? globalThis.fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    credential: (token) => ({ authorization: `Bearer ${token}` }),
    unavailable: (message, status) => new NationalUnavailable(message, status),
  });

  async function login(account: NationalAccount): Promise<OutsideToken | Rejected> {
    const { status, body } = await post('/api/auth/dang-nhap-co-so-kham-chua-benh', {
      json: { ma_lien_thong_co_so_kham_chua_benh: account.username, password: account.password },
    });
    if (status === 401) return { kind: 'rejected', errors: [{ message: NationalReason.BadCredentials }] };
    if (
      status >= 200 &&
      status < 300 &&
      body?.success === true &&
      typeof body.token === 'string' &&
      body.token
    ) {
      const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
      return { value: body.token, expiresAt: clock().getTime() + seconds * 1000 - TOKEN_MARGIN_MS };
    }
    if (status >= 200 && status < 300) {
      throw new NationalUnavailable(
        `national system answered login without a token (HTTP ${status})`,
        status,
      );
    }
    return rejectedFrom(status, body);
  }

  const tokenFor = createTokenCache(clock, login);

  async function sendWith(token: string, payload: NationalPrescriptionPayload) {
    return post('/api/v1/gui-don-thuoc', { json: payload }, token);
  }

  return {
    get target() {
      return { url: base(), standIn: options.standIn };
    },
    async send(account, payload) {
      let token = await tokenFor(account, false);
      if (!('value' in token)) return token;
      let answer = await sendWith(token.value, payload);
      if (answer.status === 401) {
        token = await tokenFor(account, true);
        if (!('value' in token)) return token;
        answer = await sendWith(token.value, payload);
        // Refused again with a token it gave a moment ago: the national system's fault, tried again later.
        if (answer.status === 401)
          throw new NationalUnavailable('national system refused a fresh token to gui-don-thuoc', 401);
      }
      const { status, body } = answer;
      if (status >= 200 && status < 300) {
        const data = body?.data as { id?: unknown } | undefined;
        if (body?.success === true && (typeof data?.id === 'string' || typeof data?.id === 'number')) {
          return { kind: 'sent', nationalId: String(data.id) };
        }
        if (body?.success === false) return rejectedFrom(status, body);
        throw new NationalUnavailable(
          `national system answered gui-don-thuoc without an id (HTTP ${status})`,
          status,
        );
      }
      return rejectedFrom(status, body);
    },
  };
}

/** 400/422: the body's field errors (or its message); any other 4xx: its message. */
function rejectedFrom(status: number, body: Record<string, unknown> | undefined): Rejected {
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : `HTTP ${status}`;
  if ((status === 400 || status === 422 || status < 300) && Array.isArray(body?.errors)) {
    const errors = body.errors.flatMap((e: unknown) => {
      if (typeof e === 'string') return [{ message: e }];
      const { field, message: text } = (e ?? {}) as { field?: unknown; message?: unknown };
      if (typeof text !== 'string') return [];
      return [typeof field === 'string' && field ? { field, message: text } : { message: text }];
    });
    if (errors.length > 0) return { kind: 'rejected', errors };
  }
  return { kind: 'rejected', errors: [{ message }] };
}
