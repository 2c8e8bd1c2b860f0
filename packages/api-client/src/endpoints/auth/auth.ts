import type { Language } from '@clinic/domain';
import type { authContract as contract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type EndpointCallOptions, type Http } from '../http';
import type {
  AcceptInviteRequest,
  EmailRequest,
  LoginRequest,
  RefreshTokenRequest,
  RegisterClinicRequest,
  ResetPasswordRequest,
  VerifyClinicUserRequest,
} from './types';

/** The calls of /auth, checked against their contract. */
export const authCalls = {
  registerClinic: clientEndpoint<typeof contract.registerClinic>('POST', '/auth/register-clinic'),
  verifyClinicUser: clientEndpoint<typeof contract.verifyClinicUser>('POST', '/auth/verify-clinic-user'),
  resendConfirmation: clientEndpoint<typeof contract.resendConfirmation>('POST', '/auth/resend-confirmation'),
  login: clientEndpoint<typeof contract.login>('POST', '/auth/login'),
  refreshToken: clientEndpoint<typeof contract.refreshToken>('POST', '/auth/refresh-token'),
  logout: clientEndpoint<typeof contract.logout>('POST', '/auth/logout'),
  forgotPassword: clientEndpoint<typeof contract.forgotPassword>('POST', '/auth/forgot-password'),
  resetPassword: clientEndpoint<typeof contract.resetPassword>('POST', '/auth/reset-password'),
  acceptInvite: clientEndpoint<typeof contract.acceptInvite>('POST', '/auth/accept-invite'),
};

/** The no-auth calls never carry a token and never trigger a refresh. */
const noAuth = (options: CallOptions | undefined): EndpointCallOptions => ({ ...options, auth: false });
/** `?lang=` only when a language is given. */
const langQuery = (lang: Language | undefined) => (lang ? { lang } : {});

/**
 * /auth/*. These only call the API: the app stores the tokens and user after login, and clears them after
 * logout (TokenStore, STORAGE_KEYS.userData).
 */
export function authEndpoints(http: Http) {
  const c = authCalls;
  return {
    /** POST /auth/register-clinic?lang (no-auth); `lang` is the language of the mailed code. */
    registerClinic: (body: RegisterClinicRequest, lang?: Language, options?: CallOptions) =>
      callEndpoint(http, c.registerClinic, { query: langQuery(lang), body }, noAuth(options)),
    /** POST /auth/verify-clinic-user (no-auth). */
    verifyClinicUser: (body: VerifyClinicUserRequest, options?: CallOptions) =>
      callEndpoint(http, c.verifyClinicUser, { body }, noAuth(options)),
    /** POST /auth/resend-confirmation?lang (no-auth). */
    resendConfirmation: (body: EmailRequest, lang?: Language, options?: CallOptions) =>
      callEndpoint(http, c.resendConfirmation, { query: langQuery(lang), body }, noAuth(options)),
    /** POST /auth/login (no-auth). */
    login: (body: LoginRequest, options?: CallOptions) =>
      callEndpoint(http, c.login, { body }, noAuth(options)),
    /**
     * POST /auth/refresh-token (no-auth). The client refreshes by itself on a 401; this is for callers that
     * need to renew explicitly.
     */
    refreshToken: (body: RefreshTokenRequest, options?: CallOptions) =>
      callEndpoint(http, c.refreshToken, { body }, noAuth(options)),
    /** POST /auth/logout: ends this session on the server. */
    logout: (options?: CallOptions) => callEndpoint(http, c.logout, {}, options),
    /** POST /auth/forgot-password?lang (no-auth): mails a reset code in `lang`. */
    forgotPassword: (body: EmailRequest, lang?: Language, options?: CallOptions) =>
      callEndpoint(http, c.forgotPassword, { query: langQuery(lang), body }, noAuth(options)),
    /** POST /auth/reset-password?lang (no-auth). */
    resetPassword: (body: ResetPasswordRequest, lang?: Language, options?: CallOptions) =>
      callEndpoint(http, c.resetPassword, { query: langQuery(lang), body }, noAuth(options)),
    /** POST /auth/accept-invite (no-auth): an invited user sets name and password, then signs in normally. */
    acceptInvite: (body: AcceptInviteRequest, options?: CallOptions) =>
      callEndpoint(http, c.acceptInvite, { body }, noAuth(options)),
  };
}
