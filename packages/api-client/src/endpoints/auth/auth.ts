import type { Language } from '@clinic/domain';
import type { CallOptions, Http } from '../http';
import type { AcceptInviteRequest, AcceptInviteResponse } from '../resources/people';
import type {
  EmailRequest,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  RefreshTokenRequest,
  RefreshTokenResponse,
  RegisterClinicRequest,
  RegisterClinicResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SentResponse,
  VerifyClinicUserRequest,
  VerifyClinicUserResponse,
} from './types';

/** The no-auth calls never carry a token and never trigger a refresh. */
const noAuth = (options: CallOptions | undefined, lang?: Language) => ({
  ...options,
  method: 'POST' as const,
  auth: false,
  ...(lang ? { query: { lang } } : {}),
});

/**
 * /auth/*. These only call the API: the app stores the tokens and user after login, and clears them after
 * logout (TokenStore, STORAGE_KEYS.userData).
 */
export function authEndpoints(http: Http) {
  return {
    /** POST /auth/register-clinic?lang (no-auth); `lang` is the language of the mailed code. */
    registerClinic: (body: RegisterClinicRequest, lang?: Language, options?: CallOptions) =>
      http.request<RegisterClinicResponse>('/auth/register-clinic', { ...noAuth(options, lang), body }),
    /** POST /auth/verify-clinic-user (no-auth). */
    verifyClinicUser: (body: VerifyClinicUserRequest, options?: CallOptions) =>
      http.request<VerifyClinicUserResponse>('/auth/verify-clinic-user', { ...noAuth(options), body }),
    /** POST /auth/resend-confirmation?lang (no-auth). */
    resendConfirmation: (body: EmailRequest, lang?: Language, options?: CallOptions) =>
      http.request<SentResponse>('/auth/resend-confirmation', { ...noAuth(options, lang), body }),
    /** POST /auth/login (no-auth). */
    login: (body: LoginRequest, options?: CallOptions) =>
      http.request<LoginResponse>('/auth/login', { ...noAuth(options), body }),
    /**
     * POST /auth/refresh-token (no-auth). The client refreshes by itself on a 401; this is for callers that
     * need to renew explicitly.
     */
    refreshToken: (body: RefreshTokenRequest, options?: CallOptions) =>
      http.request<RefreshTokenResponse>('/auth/refresh-token', { ...noAuth(options), body }),
    /** POST /auth/logout: ends this session on the server. */
    logout: (options?: CallOptions) =>
      http.request<LogoutResponse>('/auth/logout', { ...options, method: 'POST' }),
    /** POST /auth/forgot-password?lang (no-auth): mails a reset code in `lang`. */
    forgotPassword: (body: EmailRequest, lang?: Language, options?: CallOptions) =>
      http.request<SentResponse>('/auth/forgot-password', { ...noAuth(options, lang), body }),
    /** POST /auth/reset-password?lang (no-auth). */
    resetPassword: (body: ResetPasswordRequest, lang?: Language, options?: CallOptions) =>
      http.request<ResetPasswordResponse>('/auth/reset-password', { ...noAuth(options, lang), body }),
    /** POST /auth/accept-invite (no-auth): an invited user sets name and password, then signs in normally. */
    acceptInvite: (body: AcceptInviteRequest, options?: CallOptions) =>
      http.request<AcceptInviteResponse>('/auth/accept-invite', { ...noAuth(options), body }),
  };
}
export type AuthEndpoints = ReturnType<typeof authEndpoints>;
