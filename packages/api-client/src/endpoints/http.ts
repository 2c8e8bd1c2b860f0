import type { Endpoint, EndpointInput, EndpointOutput } from '@clinic/domain/contracts';

/** Per-call options every endpoint function takes as its last argument. */
export interface CallOptions {
  /** `x-screen-id`: the screen making the call; '0' when not given. */
  screenId?: number;
  /** `x-feature-id`: the appointment feature being used; '0' when not given. */
  featureId?: number;
  /** Extra headers; they cannot replace the bearer token. */
  headers?: Record<string, string>;
  /**
   * `Idempotency-Key`: the same key answers the first result (money and stock calls require one; result and
   * check-in sheets take one, which the staff app's offline outbox sends so a resend never doubles).
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions extends CallOptions {
  method?: HttpMethod;
  query?: Record<string, unknown>;
  body?: unknown;
  /**
   * false for the no-auth endpoints (sign-in, sign-up, refresh): no bearer token is sent and a 401 is
   * rejected as it is, without a refresh.
   */
  auth?: boolean;
  /** 'blob' for a route that answers bytes (a PDF): the Blob itself is answered, not a `{ data }` envelope. */
  responseType?: 'blob';
}

/** What the endpoint groups are built on: one call that answers the response's `data`. */
export interface Http {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

/**
 * One call of a contract (@clinic/domain/contracts), by its method and path. Only the contract's type is
 * imported, so no app bundles zod for its calls; TypeScript checks that `method` and `url` are the
 * contract's, and apps/api's contract test that the server has that route with the contract's schemas.
 */
export interface ClientEndpoint<E extends Endpoint> {
  readonly method: E['method'];
  readonly url: E['url'];
}

export function clientEndpoint<E extends Endpoint>(method: E['method'], url: E['url']): ClientEndpoint<E> {
  return { method, url };
}

/** The per-call options, and `auth: false` for the calls made before sign-in (see RequestOptions.auth). */
export type EndpointCallOptions = CallOptions & Pick<RequestOptions, 'auth'>;

/** Calls one endpoint: fills the `:name` parts of its path from `params`, sends its query and body. */
export function callEndpoint<E extends Endpoint>(
  http: Http,
  endpoint: ClientEndpoint<E>,
  input: EndpointInput<E>,
  options?: EndpointCallOptions,
): Promise<EndpointOutput<E>>;
export function callEndpoint(
  http: Http,
  endpoint: { method: HttpMethod; url: string },
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
  options?: EndpointCallOptions,
): Promise<unknown> {
  const params = input.params ?? {};
  const path = endpoint.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return http.request(path, {
    ...options,
    method: endpoint.method,
    ...(input.query === undefined ? {} : { query: input.query }),
    ...(input.body === undefined ? {} : { body: input.body }),
  });
}
