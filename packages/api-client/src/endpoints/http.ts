/** Per-call options every endpoint function takes as its last argument. */
export interface CallOptions {
  /** `x-screen-id`: the screen making the call; '0' when not given. */
  screenId?: number;
  /** `x-feature-id`: the appointment feature being used; '0' when not given. */
  featureId?: number;
  /** Extra headers; they cannot replace the bearer token. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions extends CallOptions {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /**
   * false for the no-auth endpoints (sign-in, sign-up, refresh): no bearer token is sent and a 401 is
   * rejected as it is, without a refresh.
   */
  auth?: boolean;
}

/** What the endpoint groups are built on: one call that answers the response's `data`. */
export interface Http {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}
