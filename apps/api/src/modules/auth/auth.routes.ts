import { email, password, phone, requiredString, signUpCode } from '@clinic/domain';
import { usersContract, userView } from '@clinic/domain/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { definePublicRoute, defineRoute, type RouteDef } from '../../platform/route.js';
import { createAuthService } from './auth.service.js';

const tags = ['Auth'];
const langQuery = z.object({ lang: z.enum(['vi', 'en']).optional() });
const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'formError.invalidValue');

export function authRoutes(deps: AppDeps): RouteDef[] {
  const auth = createAuthService(deps);
  return [
    definePublicRoute({
      method: 'POST',
      url: '/auth/register-clinic',
      summary: 'Register a clinic and its owner; mails a 6-digit confirmation code',
      tags,
      query: langQuery,
      body: z.object({
        clinicName: requiredString.max(200, 'formError.maxLength'),
        fullName: requiredString.max(120, 'formError.maxLength'),
        email,
        phone,
        password,
        signUpCode: signUpCode.optional(),
      }),
      response: z.object({
        clinicId: z.number(),
        clinicName: z.string(),
        email: z.string(),
        status: z.number(),
      }),
      handler: ({ body, lang }) => auth.registerClinic(body, lang),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/auth/verify-clinic-user',
      summary: 'Confirm the e-mail address with the mailed code',
      tags,
      body: z.object({ email, code }),
      response: z.object({ email: z.string(), verified: z.boolean() }),
      handler: ({ body }) => auth.verifyClinicUser(body),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/auth/resend-confirmation',
      summary: 'Mail a new confirmation code (rate-limited)',
      tags,
      query: langQuery,
      body: z.object({ email }),
      response: z.object({ sent: z.boolean() }),
      handler: ({ body, ip, lang }) => auth.resendConfirmation(body, ip, lang),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/auth/login',
      summary: 'Sign in with e-mail or phone (rate-limited per address)',
      tags,
      body: z.object({
        username: requiredString.max(200, 'formError.maxLength'),
        password: requiredString.max(200, 'formError.maxLength'),
      }),
      response: tokenPair.extend({ user: userView }),
      handler: ({ body, ip, userAgent }) => auth.login(body, ip, userAgent),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/auth/refresh-token',
      summary: 'Trade a refresh token for a new pair; every refresh token works once',
      tags,
      body: z.object({ refreshToken: requiredString.max(200, 'formError.maxLength') }),
      response: tokenPair,
      handler: ({ body }) => auth.refresh(body),
    }),
    defineRoute({
      method: 'POST',
      url: '/auth/logout',
      summary: 'End this session: its refresh and access tokens stop working',
      tags,
      access: {},
      response: z.object({ loggedOut: z.boolean() }),
      handler: ({ auth: me }) => auth.logout(me),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/auth/forgot-password',
      summary: 'Mail a password-reset code (same answer for unknown addresses)',
      tags,
      query: langQuery,
      body: z.object({ email }),
      response: z.object({ sent: z.boolean() }),
      handler: ({ body, ip, lang }) => auth.forgotPassword(body, ip, lang),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/auth/reset-password',
      summary: 'Set a new password with the mailed code; ends every session',
      tags,
      query: langQuery,
      body: z.object({ email, code, password }),
      response: z.object({ reset: z.boolean() }),
      handler: ({ body }) => auth.resetPassword(body),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/auth/accept-invite',
      summary: 'An invited colleague sets their name and password with the mailed code',
      tags,
      body: z.object({ email, code, fullName: requiredString.max(120, 'formError.maxLength'), password }),
      response: z.object({ accepted: z.boolean() }),
      handler: ({ body }) => auth.acceptInvite(body),
    }),
    defineRoute({
      ...usersContract.changePassword,
      summary: 'Change your own password; ends your other sessions',
      tags: ['Users'],
      access: {},
      handler: ({ auth: me, body }) => auth.changePassword(me, body),
    }),
  ];
}
