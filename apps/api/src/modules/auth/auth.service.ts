import { ActiveStatus, AppError, ClinicStatus } from '@clinic/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import { clinics, refreshTokens, sessions, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { Lang } from '../../platform/lang.js';
import { mailTemplates } from '../../platform/mail/templates.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { sha256 } from '../../platform/tokens.js';
import { inTransaction } from '../../platform/tx.js';
import { createClinicWithOwner } from '../clinics/clinic-setup.service.js';
import { loadUserView } from '../users/user-view.read.js';
import { CODE_TTL_MINUTES, consumeCode, issueCode } from './codes.service.js';
import { loginFailures } from './login-limits.js';
import { issueTokens, revokeSession, revokeUserSessions, startSession } from './sessions.service.js';

/** Mails on demand (resend confirmation, forgot password): per e-mail and per address, per 15 minutes. */
export const MAIL_LIMIT_PER_EMAIL = 3;
export const MAIL_LIMIT_PER_IP = 10;
export const MAIL_WINDOW_MS = 15 * 60_000;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export function createAuthService(deps: AppDeps) {
  const { db, config, limiter } = deps;

  async function throttle(key: string, limit: number, windowMs: number) {
    const { count, retryAfterMs } = await limiter.hit(key, windowMs);
    if (count > limit)
      throw new AppError('tooManyAttempts', { params: { seconds: Math.ceil(retryAfterMs / 1000) } });
  }

  async function findByEmail(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    return user;
  }

  async function sendVerification(
    user: { id: number; clinicId: number; email: string; fullName: string },
    lang: Lang,
  ) {
    const code = await issueCode(db, user, 'verify', deps.clock());
    const [clinic] = await db
      .select({ name: clinics.name })
      .from(clinics)
      .where(eq(clinics.id, user.clinicId));
    const url = `${config.publicUrl}/activate?email=${encodeURIComponent(user.email)}&code=${code}`;
    const content = mailTemplates.verifyAccount(lang, {
      fullName: user.fullName,
      clinicName: clinic?.name ?? '',
      code,
      url,
      minutes: CODE_TTL_MINUTES.verify,
    });
    await deps.mailer.send({ ...content, to: user.email, clinicId: user.clinicId });
  }

  return {
    async registerClinic(
      input: {
        clinicName: string;
        fullName: string;
        email: string;
        phone: string;
        password: string;
        signUpCode?: string | undefined;
      },
      lang: Lang,
    ) {
      const email = input.email.trim().toLowerCase();
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.email, email), eq(users.phone, input.phone)));
      if (taken) throw new AppError('phoneOrEmailUsed');
      const passwordHash = await hashPassword(input.password);
      let created: Awaited<ReturnType<typeof createClinicWithOwner>>;
      try {
        created = await inTransaction(deps, { clinicId: 0, userId: null }, (tx) =>
          createClinicWithOwner(tx, { ...input, email, passwordHash, verified: false }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('phoneOrEmailUsed'); // lost a race with a twin sign-up
        throw error;
      }
      await sendVerification(created.owner, lang);
      return {
        clinicId: created.clinic.id,
        clinicName: created.clinic.name,
        email,
        status: created.clinic.status,
      };
    },

    async verifyClinicUser(input: { email: string; code: string }) {
      const user = await findByEmail(input.email);
      if (!user) throw new AppError('confirmationCodeInvalid');
      if (user.verifiedAt) throw new AppError('alreadyVerified');
      const ok = await inTransaction(deps, { clinicId: user.clinicId, userId: user.id }, async (tx) => {
        if (!(await consumeCode(tx.db, user.id, 'verify', input.code, tx.now))) return false;
        await tx.db.update(users).set({ verifiedAt: tx.now, updatedAt: tx.now }).where(eq(users.id, user.id));
        await tx.db
          .update(clinics)
          .set({ status: ClinicStatus.Actived, updatedAt: tx.now })
          .where(and(eq(clinics.id, user.clinicId), eq(clinics.status, ClinicStatus.Developing)));
        return true;
      });
      // The failed attempt was counted and committed above; only now is it reported.
      if (!ok) throw new AppError('confirmationCodeInvalid');
      await deps.sessions.forget({ clinicId: user.clinicId, userId: user.id });
      return { email: user.email, verified: true };
    },

    async resendConfirmation(input: { email: string }, ip: string, lang: Lang) {
      const email = input.email.trim().toLowerCase();
      await throttle(`mail-ip:${ip}`, MAIL_LIMIT_PER_IP, MAIL_WINDOW_MS);
      await throttle(`mail:${email}`, MAIL_LIMIT_PER_EMAIL, MAIL_WINDOW_MS);
      const user = await findByEmail(email);
      if (user?.verifiedAt) throw new AppError('alreadyVerified');
      if (user) await sendVerification(user, lang);
      return { sent: true };
    },

    async login(input: { username: string; password: string }, ip: string, userAgent: string | undefined) {
      const typed = input.username.trim();
      const byEmail = typed.includes('@');
      const username = byEmail ? typed.toLowerCase() : typed;
      // Per account and address, per account, per address (login-limits.ts), before any password is checked.
      const failures = loginFailures(limiter, username, ip);
      await failures.check();
      const [user] = await db
        .select()
        .from(users)
        .where(byEmail ? eq(users.email, username) : eq(users.phone, username));
      if (!user) {
        await burnPasswordCheck(input.password);
        await failures.failed();
        throw new AppError('loginFailed');
      }
      if (!(await verifyPassword(user.passwordHash, input.password)) || user.status !== ActiveStatus.Active) {
        await failures.failed();
        throw new AppError('usernameOrPasswordIncorrect');
      }
      await failures.succeeded();
      if (!user.verifiedAt) throw new AppError('userNotVerified');
      const tokens = await startSession(
        db,
        deps.signer,
        {
          clinicId: user.clinicId,
          userId: user.id,
          ttlDays: config.refreshTokenTtlDays,
          ip,
          userAgent,
        },
        deps.clock(),
      );
      return { ...tokens, user: (await loadUserView(db, user.clinicId, user.id))! };
    },

    /**
     * Rotation: every refresh token works once. Presenting one that was already used means it leaked (or a
     * client raced itself): the whole family (session) is revoked, so the thief's copy dies too.
     */
    async refresh(input: { refreshToken: string }) {
      const [found] = await db
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(
          sessions,
          and(eq(sessions.clinicId, refreshTokens.clinicId), eq(sessions.id, refreshTokens.sessionId)),
        )
        .where(eq(refreshTokens.tokenHash, sha256(input.refreshToken)));
      if (!found) throw new AppError('tokenError');
      const { token, session } = found;
      if (session.revokedAt || session.expiresAt <= deps.clock()) throw new AppError('tokenError');
      const [user] = await db
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, session.userId));
      if (user?.status !== ActiveStatus.Active) throw new AppError('tokenError');
      const rotated = await inTransaction(
        deps,
        { clinicId: session.clinicId, userId: session.userId },
        async (tx) => {
          const claimed = await tx.db
            .update(refreshTokens)
            .set({ usedAt: tx.now })
            .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)))
            .returning({ id: refreshTokens.id });
          if (token.usedAt || claimed.length === 0) {
            await revokeSession(tx.db, session.id, 'refresh-token-replay', tx.now);
            return null;
          }
          return issueTokens(tx.db, deps.signer, session);
        },
      );
      if (!rotated) {
        // The family was revoked (replay): its access tokens die now, on every instance.
        await deps.sessions.forget({ clinicId: session.clinicId, userId: session.userId });
        throw new AppError('tokenError');
      }
      return rotated;
    },

    async logout(me: { sessionId: string; clinicId: number; userId: number }) {
      await revokeSession(db, me.sessionId, 'logout', deps.clock());
      await deps.sessions.forget({ clinicId: me.clinicId, userId: me.userId });
      return { loggedOut: true };
    },

    /** Always answers the same, known address or not, so it cannot be used to find accounts. */
    async forgotPassword(input: { email: string }, ip: string, lang: Lang) {
      const email = input.email.trim().toLowerCase();
      await throttle(`mail-ip:${ip}`, MAIL_LIMIT_PER_IP, MAIL_WINDOW_MS);
      await throttle(`mail:${email}`, MAIL_LIMIT_PER_EMAIL, MAIL_WINDOW_MS);
      const user = await findByEmail(email);
      if (user && user.status === ActiveStatus.Active) {
        const code = await issueCode(db, user, 'reset', deps.clock());
        const url = `${config.publicUrl}/reset-password?email=${encodeURIComponent(user.email)}&code=${code}`;
        const content = mailTemplates.resetPassword(lang, {
          fullName: user.fullName,
          code,
          url,
          minutes: CODE_TTL_MINUTES.reset,
        });
        await deps.mailer.send({ ...content, to: user.email, clinicId: user.clinicId });
      }
      return { sent: true };
    },

    async resetPassword(input: { email: string; code: string; password: string }) {
      const user = await findByEmail(input.email);
      if (!user) throw new AppError('confirmationCodeInvalid');
      const passwordHash = await hashPassword(input.password);
      const ok = await inTransaction(deps, { clinicId: user.clinicId, userId: user.id }, async (tx) => {
        if (!(await consumeCode(tx.db, user.id, 'reset', input.code, tx.now))) return false;
        // The code arrived by e-mail, so it also proves the address: an unverified account becomes verified.
        await tx.db
          .update(users)
          .set({ passwordHash, verifiedAt: user.verifiedAt ?? tx.now, updatedAt: tx.now })
          .where(eq(users.id, user.id));
        await revokeUserSessions(tx.db, user.id, 'password-reset', tx.now);
        return true;
      });
      if (!ok) throw new AppError('confirmationCodeInvalid');
      await deps.sessions.forget({ clinicId: user.clinicId, userId: user.id });
      return { reset: true };
    },

    /** A colleague invited by e-mail sets their name and password with the mailed code; then they sign in. */
    async acceptInvite(input: { email: string; code: string; fullName: string; password: string }) {
      const user = await findByEmail(input.email);
      if (!user || user.verifiedAt) throw new AppError('confirmationCodeInvalid');
      const passwordHash = await hashPassword(input.password);
      const ok = await inTransaction(deps, { clinicId: user.clinicId, userId: user.id }, async (tx) => {
        if (!(await consumeCode(tx.db, user.id, 'invite', input.code, tx.now))) return false;
        await tx.db
          .update(users)
          .set({ fullName: input.fullName, passwordHash, verifiedAt: tx.now, updatedAt: tx.now })
          .where(eq(users.id, user.id));
        return true;
      });
      if (!ok) throw new AppError('confirmationCodeInvalid');
      await deps.sessions.forget({ clinicId: user.clinicId, userId: user.id });
      return { accepted: true };
    },

    async changePassword(
      auth: { userId: number; sessionId: string },
      input: { currentPassword: string; newPassword: string },
    ) {
      const [user] = await db.select().from(users).where(eq(users.id, auth.userId));
      if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword)))
        throw new AppError('wrongPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await inTransaction(deps, { clinicId: user.clinicId, userId: user.id }, async (tx) => {
        await tx.db.update(users).set({ passwordHash, updatedAt: tx.now }).where(eq(users.id, user.id));
        await revokeUserSessions(tx.db, user.id, 'password-change', tx.now, auth.sessionId);
      });
      await deps.sessions.forget({ clinicId: user.clinicId, userId: user.id });
      return { changed: true };
    },
  };
}
