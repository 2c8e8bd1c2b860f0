import Dexie, { type Table } from 'dexie';
import type { QueuedKind } from './routes';
import { offlineState } from './state';

/** A kept read: the server's whole answer (`{ data }`) under its call's key (routes.ts readKey). */
export interface CachedRead {
  key: string;
  body: unknown;
  savedAt: number;
  /** The call itself, so the queue's reads can be made again when an appointment changes (runner.ts). */
  request?: KeptRequest;
}

/** A kept read's call: path below /api with its query, body, and the screen and feature it was made for. */
export interface KeptRequest {
  method: string;
  path: string;
  body?: unknown;
  screenId?: string;
  featureId?: string;
}

/** A patient opened or found by a search: `full` from GET /clinic-patients/:id, `item` from a search's list. */
export interface CachedPatient {
  id: number;
  /** Name, code and phone without accents or case (catalogNameKey), for the search offline. */
  searchKey: string;
  item?: unknown;
  full?: unknown;
  savedAt: number;
}

export type OutboxStatus = 'pending' | 'conflict';

/** A write made offline, replayed in `seq` order with its Idempotency-Key. */
export interface OutboxItem {
  seq?: number;
  key: string;
  what: QueuedKind;
  method: string;
  path: string;
  body: unknown;
  screenId?: string;
  featureId?: string;
  createdAt: number;
  status: OutboxStatus;
  error?: string;
}

export interface MetaRow {
  name: 'savedAt';
  value: number;
}

/**
 * Version 1 of the schema. Never edit a shipped version: add the next one below it and keep this, so a browser
 * still on version 1 upgrades through each step. For version 2, e.g. an index on the queue's date:
 *
 *   this.version(1).stores(SCHEMA_V1);
 *   this.version(2).stores({ ...SCHEMA_V1, queue: '&key, savedAt, day' }).upgrade((tx) =>
 *     tx.table('queue').toCollection().modify((row) => { row.day = dayOf(row); }));
 *
 * Only the indexed fields are listed; rows hold more.
 */
const SCHEMA_V1 = {
  setup: '&key, savedAt',
  queue: '&key, savedAt',
  services: '&key, savedAt',
  medicines: '&key, savedAt',
  templates: '&key, savedAt',
  records: '&key, savedAt',
  patients: '&id, savedAt',
  outbox: '++seq, status',
  meta: '&name',
};

/** One database per user and clinic, so one user's cache never shows to the next; deleted at sign-out. */
export class OfflineDb extends Dexie {
  setup!: Table<CachedRead, string>;
  queue!: Table<CachedRead, string>;
  services!: Table<CachedRead, string>;
  medicines!: Table<CachedRead, string>;
  templates!: Table<CachedRead, string>;
  records!: Table<CachedRead, string>;
  patients!: Table<CachedPatient, number>;
  outbox!: Table<OutboxItem, number>;
  meta!: Table<MetaRow, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    // A newer app version in another tab wants to upgrade the schema: let it (close here) and ask for a reload,
    // rather than blocking it or writing into a database about to change shape.
    this.on('versionchange', () => {
      this.close();
      offlineState.needsReload.value = true;
      return false;
    });
    // This tab wants to upgrade while an older tab holds the database open: that tab closes on versionchange
    // above; if it cannot (an old build), the user is asked to reload so the tabs agree.
    this.on('blocked', () => {
      offlineState.needsReload.value = true;
    });
  }
}

export const offlineDbName = (clinicId: number, userId: number) => `clinic-${clinicId}-user-${userId}`;
