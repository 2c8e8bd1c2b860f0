import { parseObject, unreachableReason } from './stand-in-http.js';

/** A JSON body, or a form (SInvoice's search takes one). */
export type OutsideBody = { json: unknown } | { form: Record<string, string> };

export interface OutsidePostOptions {
  /** The service's name in the errors it throws ('SInvoice', 'national system'). */
  service: string;
  /** Its base URL, read at each call (the API's own stand-in is known only once it listens). */
  base: () => string;
  fetch: typeof fetch;
  /** The call and the reading of its answer together: a server that sends headers and then stalls is out too. */
  timeoutMs: number;
  /** How a token travels: a bearer header, a cookie. */
  credential: (token: string) => Record<string, string>;
  /** The caller's "out of reach" error, which its job retries. */
  unavailable: (message: string, status?: number) => Error;
}

/**
 * One POST to an outside service: its answer's status and JSON object, or the caller's unavailable error when it
 * gives none (unreachable, timed out) or answers 5xx, 408 or 429. Neither the body nor a token is ever put in an
 * error: only the path's last word names the call.
 */
export function createOutsidePost(options: OutsidePostOptions) {
  const unreachable = (what: string | undefined, error: unknown) =>
    options.unavailable(`${options.service} ${unreachableReason(error)} on ${what}`);
  return async function post(path: string, body: OutsideBody, token?: string) {
    const what = path
      .split('/')
      .filter((part) => !/^\d/.test(part))
      .pop();
    let response: Response;
    try {
      response = await options.fetch(`${options.base()}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded',
          accept: 'application/json',
          ...(token ? options.credential(token) : {}),
        },
        body: 'json' in body ? JSON.stringify(body.json) : new URLSearchParams(body.form).toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw unreachable(what, error);
    }
    const text = await response.text().catch((error: unknown) => {
      throw unreachable(what, error);
    });
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      throw options.unavailable(
        `${options.service} answered HTTP ${response.status} to ${what}`,
        response.status,
      );
    }
    return { status: response.status, body: parseObject(text) };
  };
}
