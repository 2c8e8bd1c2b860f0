import { z } from 'zod';
import { ClinicStatus } from '../enums';
import { Language } from '../language';
import { email, password, phone, requiredString, signUpCode } from '../validation';
import { endpoint } from './endpoint';
import { userView } from './users';

// /auth: sign-up, sign-in and password recovery (docs/product.md#accounts). All but logout are called before
// sign-in, without a token.

/** The language of the mailed code. */
const langQuery = z.object({ lang: z.enum(Language).optional() });
/** Six digits. */
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'formError.invalidValue');
const emailInput = z.object({ email });
/** The same answer for unknown addresses, so the form does not reveal who has an account. */
const sent = z.object({ sent: z.boolean() });

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const registerClinicInput = z.object({
  clinicName: requiredString.max(200, 'formError.maxLength'),
  fullName: requiredString.max(120, 'formError.maxLength'),
  email,
  phone,
  /** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
  password,
  /** Exactly 8 characters, or empty / left out. */
  signUpCode: signUpCode.optional(),
});

export const registeredClinic = z.object({
  clinicId: z.number(),
  clinicName: z.string(),
  email: z.string(),
  status: z.enum(ClinicStatus),
});

/** E-mail or phone, and password; rate-limited per address. */
export const loginInput = z.object({
  username: requiredString.max(200, 'formError.maxLength'),
  password: requiredString.max(200, 'formError.maxLength'),
});

export const authContract = {
  registerClinic: endpoint({
    method: 'POST',
    url: '/auth/register-clinic',
    query: langQuery,
    body: registerClinicInput,
    response: registeredClinic,
  }),
  verifyClinicUser: endpoint({
    method: 'POST',
    url: '/auth/verify-clinic-user',
    body: z.object({ email, code }),
    response: z.object({ email: z.string(), verified: z.boolean() }),
  }),
  resendConfirmation: endpoint({
    method: 'POST',
    url: '/auth/resend-confirmation',
    query: langQuery,
    body: emailInput,
    response: sent,
  }),
  login: endpoint({
    method: 'POST',
    url: '/auth/login',
    body: loginInput,
    response: tokenPair.extend({ user: userView }),
  }),
  /** Every refresh token works once. */
  refreshToken: endpoint({
    method: 'POST',
    url: '/auth/refresh-token',
    body: z.object({ refreshToken: requiredString.max(200, 'formError.maxLength') }),
    response: tokenPair,
  }),
  logout: endpoint({ method: 'POST', url: '/auth/logout', response: z.object({ loggedOut: z.boolean() }) }),
  forgotPassword: endpoint({
    method: 'POST',
    url: '/auth/forgot-password',
    query: langQuery,
    body: emailInput,
    response: sent,
  }),
  /** Sets a new password with the mailed code and ends every session. */
  resetPassword: endpoint({
    method: 'POST',
    url: '/auth/reset-password',
    query: langQuery,
    body: z.object({ email, code, password }),
    response: z.object({ reset: z.boolean() }),
  }),
  /** An invited colleague sets their name and password, then signs in normally. */
  acceptInvite: endpoint({
    method: 'POST',
    url: '/auth/accept-invite',
    body: z.object({ email, code, fullName: requiredString.max(120, 'formError.maxLength'), password }),
    response: z.object({ accepted: z.boolean() }),
  }),
};

type Body<K extends keyof typeof authContract> = (typeof authContract)[K] extends {
  body: infer B extends z.ZodType;
}
  ? z.input<B>
  : never;
type Answer<K extends keyof typeof authContract> = z.output<(typeof authContract)[K]['response']>;

export type RegisterClinicRequest = Body<'registerClinic'>;
export type VerifyClinicUserRequest = Body<'verifyClinicUser'>;
export type EmailRequest = Body<'forgotPassword'>;
export type LoginRequest = Body<'login'>;
export type LoginResponse = Answer<'login'>;
export type RefreshTokenRequest = Body<'refreshToken'>;
export type ResetPasswordRequest = Body<'resetPassword'>;
export type AcceptInviteRequest = Body<'acceptInvite'>;
