import type { ClinicStatus } from '@clinic/domain';
import type { SessionTokens } from '../../tokens';
import type { UserView } from '../users/types';

// Types of /auth/* (apps/api/src/modules/auth/auth.routes.ts), written by hand to match the server's zod schemas.

/** POST /auth/register-clinic?lang: mails a 6-digit confirmation code in `lang`. */
export interface RegisterClinicRequest {
  clinicName: string;
  fullName: string;
  email: string;
  phone: string;
  /** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
  password: string;
  /** Exactly 8 characters, or empty / left out. */
  signUpCode?: string;
}

export interface RegisterClinicResponse {
  clinicId: number;
  clinicName: string;
  email: string;
  status: ClinicStatus;
}

/** POST /auth/verify-clinic-user: the mailed code. */
export interface VerifyClinicUserRequest {
  email: string;
  /** Six digits. */
  code: string;
}

export interface VerifyClinicUserResponse {
  email: string;
  verified: boolean;
}

/** POST /auth/resend-confirmation?lang and POST /auth/forgot-password?lang. */
export interface EmailRequest {
  email: string;
}

/** The same answer for unknown addresses, so the form does not reveal who has an account. */
export interface SentResponse {
  sent: boolean;
}

/** POST /auth/login: e-mail or phone and password; rate-limited per address. */
export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse extends SessionTokens {
  user: UserView;
}

/** POST /auth/refresh-token: every refresh token works once. */
export interface RefreshTokenRequest {
  refreshToken: string;
}

export type RefreshTokenResponse = SessionTokens;

export interface LogoutResponse {
  loggedOut: boolean;
}

/** POST /auth/reset-password?lang: sets a new password with the mailed code and ends every session. */
export interface ResetPasswordRequest {
  email: string;
  /** Six digits. */
  code: string;
  password: string;
}

export interface ResetPasswordResponse {
  reset: boolean;
}
