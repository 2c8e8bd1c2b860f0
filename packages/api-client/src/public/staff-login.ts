import type { LoginRequest } from '../endpoints/auth/types';
import { createCall, type PublicApiOptions } from './call';
import { staffLoginCalls } from './calls';

/**
 * POST /auth/login over plain fetch, for the staff sign-in screen: it is all that screen calls, so the page a
 * signed-out user opens does not download the whole staff client (ofetch, endpoints, realtime). The app
 * stores the answer's tokens and user, as after any sign-in.
 */
export function staffLogin(credentials: LoginRequest, options: PublicApiOptions) {
  return createCall(options.baseURL ?? '/api', options)(staffLoginCalls.login, { body: credentials });
}
