import type { Endpoint, EndpointInput, EndpointOutput } from '@clinic/domain/contracts';
import { ApiError } from '../api-error';
import type { ClientEndpoint } from '../endpoints/http';

/** What every plain-fetch client (booking page, kiosk, queue display) is configured with. */
export interface PublicApiOptions {
  /** Default '/api' (the API serves the apps from the same origin). */
  baseURL?: string;
  /** Sent as `accept-language`, so the server's error texts come back in the page's language. */
  getLanguage: () => string;
  fetch?: typeof globalThis.fetch;
}

type Query = Record<string, string | number | undefined>;

export interface Call {
  method?: Endpoint['method'];
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `authorization: Bearer …` (the kiosk's device token). */
  token?: string;
}

/** What a call of a contract adds to its input: the abort signal and the device token. */
export type CallExtras = Pick<Call, 'signal' | 'token'>;

export interface CallFn {
  /**
   * One call of a contract (@clinic/domain/contracts), named by type only so no zod is bundled: its input and
   * answer are the contract's, its `:name` path parts filled from `params`.
   */
  <E extends Endpoint>(
    endpoint: ClientEndpoint<E>,
    input: EndpointInput<E>,
    extras?: CallExtras,
  ): Promise<EndpointOutput<E>>;
  <T>(path: string, call?: Call): Promise<T>;
}

/** `base + path + ?query`, skipping undefined query values. */
export function buildUrl(base: string, path: string, query?: Call['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return `${base}${path}${text ? `?${text}` : ''}`;
}

/** A contract's path with its `:name` parts filled in, escaped. */
export function pathOf(url: string, params: Record<string, unknown> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The address of a call the browser opens itself (a download link), with its params and query filled in. */
export function endpointUrl<E extends Endpoint>(
  base: string,
  endpoint: ClientEndpoint<E>,
  input: EndpointInput<E>,
): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Query };
  return buildUrl(base, pathOf(endpoint.url, params), query);
}

/**
 * The one call function of the small clients: plain fetch (no ofetch, no error catalogue, so first downloads
 * stay small), `{ data }` unwrapped, failures as the suite's ApiError: status 0 when no response arrived.
 */
export function createCall(base: string, options: PublicApiOptions): CallFn {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const send = async (path: string, { method = 'GET', query, body, signal, token }: Call = {}) => {
    const headers: Record<string, string> = { 'accept-language': options.getLanguage() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchImpl(buildUrl(base, path, query), {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      throw new ApiError(0, undefined, error instanceof Error ? error.message : 'Network error', {
        cause: error,
      });
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw new ApiError(response.status, json, `${response.status} ${response.statusText}`.trim());
    }
    return (json as { data: unknown }).data;
  };
  return ((target: string | ClientEndpoint<Endpoint>, input?: Call | ContractInput, extras?: CallExtras) => {
    if (typeof target === 'string') return send(target, input as Call | undefined);
    const { params, query, body } = (input ?? {}) as ContractInput;
    return send(pathOf(target.url, params), {
      method: target.method,
      ...(query === undefined ? {} : { query }),
      ...(body === undefined ? {} : { body }),
      ...extras,
    });
  }) as CallFn;
}

interface ContractInput {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
}
