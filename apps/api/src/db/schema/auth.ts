import { index, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinicColumn, tenantReference } from './columns.js';
import { users } from './users.js';

/** A sign-in: one refresh-token family. Revoking it ends the session and its access tokens at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicId: clinicColumn(),
    userId: integer('user_id').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry: rotation never extends a session past this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    unique('sessions_clinic_id_id').on(t.clinicId, t.id),
    tenantReference(t.clinicId, t.userId, users).onDelete('cascade'),
    index('sessions_user').on(t.userId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    clinicId: integer('clinic_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    /** sha-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [tenantReference(t.clinicId, t.sessionId, sessions).onDelete('cascade')],
);

/** One-time codes mailed to a user: e-mail confirmation ('verify') and password reset ('reset'). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    clinicId: integer('clinic_id').notNull(),
    userId: integer('user_id').notNull(),
    purpose: text('purpose').$type<'verify' | 'reset' | 'invite'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.clinicId, t.userId, users).onDelete('cascade'),
    index('verification_codes_user').on(t.userId, t.purpose),
  ],
);
