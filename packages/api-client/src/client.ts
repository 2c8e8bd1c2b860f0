import { type FetchOptions, ofetch } from 'ofetch';
import { ApiError } from './errors';

export interface ApiClientOptions {
  baseURL?: string;
  /** The current access token, if signed in. */
  getToken?: () => string | undefined;
  /** The language the server should answer errors in. */
  getLanguage?: () => string;
  fetch?: typeof globalThis.fetch;
}

/**
 * One HTTP client over ofetch: bearer token, `x-screen-id`/`x-feature-id` (0 by default), the language,
 * `{ data }` unwrapped, and failures rejected as ApiError. (Token refresh arrives with the staff shell.)
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const raw = ofetch.create({
    baseURL: options.baseURL ?? '/api',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onRequest({ options: request }) {
      const headers = new Headers(request.headers);
      const token = options.getToken?.();
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (!headers.has('x-screen-id')) headers.set('x-screen-id', '0');
      if (!headers.has('x-feature-id')) headers.set('x-feature-id', '0');
      headers.set('accept-language', options.getLanguage?.() ?? 'vi');
      request.headers = headers;
    },
  });
  return async function call<T>(path: string, init: FetchOptions<'json'> = {}): Promise<T> {
    try {
      const body = await raw<{ data: T }>(path, init);
      return body.data;
    } catch (error) {
      const e = error as { response?: { status: number; _data?: unknown }; message?: string };
      if (e.response) throw new ApiError(e.response.status, e.response._data, e.message ?? 'Request failed');
      throw error;
    }
  };
}
export type ApiCall = ReturnType<typeof createApiClient>;
