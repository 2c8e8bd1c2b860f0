import type { DeviceKind } from '@clinic/domain';
import { index, integer, pgTable, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantReference, timestamps } from './columns.js';
import { locations } from './setup.js';

// Paired devices: check-in kiosks and queue displays of a location. Only hashes of the pairing code and
// of the device token are stored, so a database leak pairs nothing and impersonates no device.

export const devices = pgTable(
  'devices',
  {
    ...tenantColumns(),
    locationId: integer('location_id').notNull(),
    /** DeviceKind: 1 kiosk, 2 display. */
    kind: smallint('kind').$type<DeviceKind>().notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** sha256 of the device token; null until paired and after a revoke. */
    tokenHash: text('token_hash').unique('devices_token_hash'),
    /** sha256 of the 6-digit code; unique across clinics because pairing does not know the clinic yet. */
    pairingCodeHash: text('pairing_code_hash').unique('devices_pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    ...timestamps(),
  },
  (t) => [
    unique('devices_clinic_id_id').on(t.clinicId, t.id),
    unique('devices_clinic_name').on(t.clinicId, t.name),
    index('devices_clinic').on(t.clinicId),
    // A location that goes takes its devices with it (their tokens stop working with the row).
    tenantReference(t.clinicId, t.locationId, locations).onDelete('cascade'),
  ],
);
