import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The spoken phrases kept in the app's file storage under `tts-cache/<key>` (modules/tts/tts-cache.service.ts), one row
 * each, shared by every instance: a phrase one instance paid for is a hit on all of them, and the size bound is
 * kept by evicting the least recently used rows (and their bytes) first.
 */
export const speechCache = pgTable(
  'speech_cache',
  {
    /** sha-256 of (provider, text, language, voice). */
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** From the app's clock; moved by a read (at most every few minutes per instance for a phrase in memory). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('speech_cache_last_used').on(t.lastUsedAt)],
);
