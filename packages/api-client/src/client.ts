import { DEFAULT_LANGUAGE, type Language } from '@clinic/domain';
import { type FetchError, ofetch } from 'ofetch';
import { appointmentsEndpoints } from './endpoints/appointments/appointments';
import { authEndpoints } from './endpoints/auth/auth';
import { clinicsEndpoints } from './endpoints/clinics/clinics';
import { dashboardEndpoints } from './endpoints/dashboard/dashboard';
import { devicesEndpoints } from './endpoints/devices/devices';
import { employeesEndpoints } from './endpoints/employees/employees';
import { filesEndpoints } from './endpoints/files/files';
import { healthEndpoints } from './endpoints/health/health';
import type { Http, RequestOptions } from './endpoints/http';
import { notificationsEndpoints } from './endpoints/notifications/notifications';
import { patientsEndpoints } from './endpoints/patients/patients';
import { printEndpoints } from './endpoints/print/print';
import { formsEndpoints, propertiesEndpoints } from './endpoints/records/records';
import { reportsEndpoints } from './endpoints/reports/reports';
import { schedulesEndpoints } from './endpoints/schedules/schedules';
import { usersEndpoints } from './endpoints/users/users';
import { ApiError, sessionExpiredError } from './errors';
import { createFileUrlResolver } from './file-urls';
import { createMemoryTokenStore, type SessionTokens, type TokenStore } from './tokens';

export interface ApiClientOptions {
  /** Default '/api' (the API serves the apps from the same origin). */
  baseURL?: string;
  /** Where the session tokens live; default an in-memory store. The staff app passes the localStorage one. */
  tokens?: TokenStore;
  /** Sent as `accept-language`, so errors come back in the user's language; default 'vi'. */
  getLanguage?: () => Language;
  /**
   * The session could not be renewed (refresh refused, or no refresh token): the tokens are already cleared.
   * The app shows 'Session expired' and logs out. Called once per failed refresh, however many calls waited.
   */
  onSessionExpired?: (error: ApiError) => void;
  /** A refresh succeeded and the new pair is stored (the auth store toggles its refresh flag). */
  onTokensRefreshed?: (tokens: SessionTokens) => void;
  /** A batch of file URLs failed (the app shows an error toast titled 'toast.error' with the message). */
  onFileUrlError?: (error: unknown) => void;
  /** A fetch implementation other than the global one. */
  fetch?: typeof globalThis.fetch;
}

const REFRESH_PATH = '/auth/refresh-token';
const REFRESH_LOCK = 'clinic-suite:token-refresh';

/** Turns whatever ofetch threw into an ApiError; an aborted call keeps its abort error. */
function toApiError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason ?? error;
  if (error instanceof ApiError) return error;
  const e = error as Partial<FetchError> & { message?: string };
  const response = e.response;
  if (response) {
    const detail = `${response.status} ${response.statusText}`.trim();
    return new ApiError(response.status, response._data, detail, { cause: error });
  }
  // No response at all: offline, DNS, refused connection. Status 0, the network's own message.
  const cause = (e as { cause?: { message?: string } }).cause;
  return new ApiError(0, undefined, cause?.message ?? e.message ?? 'Network error', { cause: error });
}

/** A bytes call's error answer arrives as a Blob: read its JSON error envelope so the ApiError has its code. */
async function withJsonErrorBody(error: unknown): Promise<unknown> {
  const response = (error as Partial<FetchError>).response;
  const data: unknown = response?._data;
  if (!(data instanceof Blob)) return error;
  try {
    response!._data = JSON.parse(await data.text());
  } catch {
    // Not JSON (a proxy's HTML page): the status alone tells the error.
  }
  return error;
}

/**
 * The HTTP client over one ofetch instance: bearer token from the token store, `x-screen-id` and
 * `x-feature-id` ('0' unless the call says otherwise), `accept-language`, `{ data }` unwrapped, failures
 * rejected as ApiError, and a 401 answered by one refresh shared by every caller waiting on it, then one retry.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const tokens = options.tokens ?? createMemoryTokenStore();
  const getLanguage = options.getLanguage ?? (() => DEFAULT_LANGUAGE);
  // React Query retries queries (docs/product.md#lists-and-data); ofetch's own retry of GETs on 5xx would multiply
  // them.
  const $fetch = ofetch.create(
    { baseURL: options.baseURL ?? '/api', retry: 0 },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function send<T>(path: string, o: RequestOptions, accessToken: string | undefined): Promise<T> {
    const headers = new Headers(o.headers);
    headers.delete('authorization');
    if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
    if (o.screenId !== undefined) headers.set('x-screen-id', String(o.screenId));
    else if (!headers.has('x-screen-id')) headers.set('x-screen-id', '0');
    if (o.featureId !== undefined) headers.set('x-feature-id', String(o.featureId));
    else if (!headers.has('x-feature-id')) headers.set('x-feature-id', '0');
    if (!headers.has('accept-language')) headers.set('accept-language', getLanguage());
    if (o.idempotencyKey) headers.set('idempotency-key', o.idempotencyKey);
    try {
      // Typed loosely: ofetch's types tie the answer to a literal responseType; the cast below says what it is.
      const body = await $fetch<{ data: T } | undefined, 'json'>(path, {
        method: o.method ?? 'GET',
        headers,
        ...(o.query ? { query: o.query } : {}),
        ...(o.body !== undefined ? { body: o.body as Record<string, unknown> } : {}),
        ...(o.signal ? { signal: o.signal } : {}),
        ...((o.responseType ? { responseType: o.responseType } : {}) as object),
      });
      return (o.responseType === 'blob' ? body : body?.data) as T;
    } catch (error) {
      throw toApiError(o.responseType === 'blob' ? await withJsonErrorBody(error) : error, o.signal);
    }
  }

  // ── the shared refresh ────────────────────────────────────────────────────────────────────────────────
  let refreshing: Promise<string> | undefined;

  function expire(cause?: unknown): never {
    tokens.clear();
    const error = sessionExpiredError(getLanguage(), cause);
    options.onSessionExpired?.(error);
    throw error;
  }

  /**
   * The session changed while a refresh was on the way: another tab refreshed (the localStorage store is
   * shared), or the user signed out or in again. Answers the token to go on with, never reviving a session.
   */
  function changedMeanwhile(refreshToken: string): string | undefined {
    const current = tokens.get();
    if (current?.refreshToken === refreshToken) return undefined;
    if (current) return current.accessToken;
    // Signed out meanwhile: the caller fails, but there is no expired session to announce.
    throw sessionExpiredError(getLanguage());
  }

  async function refresh(rejected: string | undefined): Promise<string> {
    const stored = tokens.get();
    // Another tab may have refreshed while this one waited for the lock: its pair is already stored.
    if (stored && stored.accessToken !== rejected) return stored.accessToken;
    const refreshToken = stored?.refreshToken;
    if (!refreshToken) expire();
    let pair: SessionTokens;
    try {
      pair = await send<SessionTokens>(REFRESH_PATH, { method: 'POST', body: { refreshToken } }, undefined);
    } catch (error) {
      const current = changedMeanwhile(refreshToken);
      if (current) return current;
      // The server refused the token: the session is over. No answer at all (offline, 5xx) is not a verdict
      // on the session, so the tokens stay for the next attempt and the callers get the network error.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) expire(error);
      throw error;
    }
    const current = changedMeanwhile(refreshToken);
    if (current) return current;
    tokens.set(pair);
    options.onTokensRefreshed?.(pair);
    return pair.accessToken;
  }

  /**
   * A token to retry with after `rejected` got a 401: one refresh in flight at a time, shared by every caller,
   * and across tabs when the browser has Web Locks (refresh tokens work once, so two tabs must not both spend
   * the same one).
   */
  function freshAccessToken(rejected: string | undefined): Promise<string> {
    if (refreshing) return refreshing;
    const current = tokens.get()?.accessToken;
    // Another caller's refresh finished after this request left: retry with its token, do not refresh twice.
    if (current && current !== rejected) return Promise.resolve(current);
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    const run = () => refresh(rejected);
    // The lock answers what the callback's promise resolves to (typed as the promise itself by the DOM lib).
    const locked = locks ? (locks.request(REFRESH_LOCK, run) as unknown as Promise<string>) : run();
    const shared = locked.finally(() => {
      refreshing = undefined;
    });
    refreshing = shared;
    return shared;
  }

  /** One call: answers the response's `data`, rejects with ApiError. */
  async function request<T>(path: string, o: RequestOptions = {}): Promise<T> {
    if (o.auth === false) return send<T>(path, o, undefined);
    const used = tokens.get()?.accessToken;
    try {
      return await send<T>(path, o, used);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      const token = await freshAccessToken(used);
      return send<T>(path, o, token);
    }
  }

  const http: Http = { request };
  const files = filesEndpoints(http, {
    baseURL: options.baseURL ?? '/api',
    getLanguage,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // A finished upload's URL goes straight into the resolver's cache (fileUrls is built just below).
    remember: (id, url) => fileUrls.remember(id, url),
  });
  const fileUrls = createFileUrlResolver({
    getUrls: (ids) => files.getUrls(ids),
    ...(options.onFileUrlError ? { onError: options.onFileUrlError } : {}),
  });

  return {
    /** Any call by path, for endpoints without a typed group yet. */
    request,
    tokens,
    auth: authEndpoints(http),
    users: usersEndpoints(http),
    clinics: clinicsEndpoints(http),
    employees: employeesEndpoints(http),
    reports: reportsEndpoints(http),
    dashboard: dashboardEndpoints(http),
    files,
    health: healthEndpoints(http),
    properties: propertiesEndpoints(http),
    forms: formsEndpoints(http),
    patients: patientsEndpoints(http),
    schedules: schedulesEndpoints(http),
    appointments: appointmentsEndpoints(http),
    devices: devicesEndpoints(http),
    print: printEndpoints(http),
    notifications: notificationsEndpoints(http),
    /** A file's URL, batched (10 per request, every 400 ms) and cached; ids ≤ 0 give undefined. */
    resolveFileUrl: fileUrls.resolve,
    /** The resolver behind resolveFileUrl (peek, remember, clear at logout). */
    fileUrls,
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
