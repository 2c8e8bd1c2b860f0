import { authContract as contract, usersContract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import { definePublicRoute, defineRoute, type RouteDef } from '../../platform/route.js';
import { createAuthService } from './auth.service.js';

const tags = ['Auth'];

export function authRoutes(deps: AppDeps): RouteDef[] {
  const auth = createAuthService(deps);
  return [
    definePublicRoute({
      ...contract.registerClinic,
      summary: 'Register a clinic and its owner; mails a 6-digit confirmation code',
      tags,
      handler: ({ body, lang }) => auth.registerClinic(body, lang),
    }),
    definePublicRoute({
      ...contract.verifyClinicUser,
      summary: 'Confirm the e-mail address with the mailed code',
      tags,
      handler: ({ body }) => auth.verifyClinicUser(body),
    }),
    definePublicRoute({
      ...contract.resendConfirmation,
      summary: 'Mail a new confirmation code (rate-limited)',
      tags,
      handler: ({ body, ip, lang }) => auth.resendConfirmation(body, ip, lang),
    }),
    definePublicRoute({
      ...contract.login,
      summary: 'Sign in with e-mail or phone (rate-limited per address)',
      tags,
      handler: ({ body, ip, userAgent }) => auth.login(body, ip, userAgent),
    }),
    definePublicRoute({
      ...contract.refreshToken,
      summary: 'Trade a refresh token for a new pair; every refresh token works once',
      tags,
      handler: ({ body }) => auth.refresh(body),
    }),
    defineRoute({
      ...contract.logout,
      summary: 'End this session: its refresh and access tokens stop working',
      tags,
      // Signing out works after the clinic's plan expired (docs/product.md#plans).
      access: { whenExpired: true },
      handler: ({ auth: me }) => auth.logout(me),
    }),
    definePublicRoute({
      ...contract.forgotPassword,
      summary: 'Mail a password-reset code (same answer for unknown addresses)',
      tags,
      handler: ({ body, ip, lang }) => auth.forgotPassword(body, ip, lang),
    }),
    definePublicRoute({
      ...contract.resetPassword,
      summary: 'Set a new password with the mailed code; ends every session',
      tags,
      handler: ({ body }) => auth.resetPassword(body),
    }),
    definePublicRoute({
      ...contract.acceptInvite,
      summary: 'An invited colleague sets their name and password with the mailed code',
      tags,
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
