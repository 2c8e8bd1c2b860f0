import { DEVICE_ONLINE_SECONDS } from '@clinic/domain';
import type { DeviceItem, DeviceStatus } from '@clinic/domain/contracts';
import type { devices } from '../../db/schema/index.js';

// The staff view of a device (screen 43): what it is, where, and whether it is paired and calling in.

type DeviceRow = typeof devices.$inferSelect;

/**
 * A token wins over a waiting code (a paired device keeps working while a new code waits); then a waiting code,
 * then revoked; a code that ran out on a device that never paired is 'expired'.
 */
export function statusOf(row: DeviceRow, now: Date): DeviceStatus {
  if (row.tokenHash) return 'paired';
  if (row.pairingCodeHash && row.pairingExpiresAt && row.pairingExpiresAt > now) return 'pairing';
  if (row.revokedAt) return 'revoked';
  return 'expired';
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toDeviceItem(row: DeviceRow, locationName: string, now: Date): DeviceItem {
  const status = statusOf(row, now);
  const waiting = row.pairingCodeHash !== null || status === 'expired';
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    locationId: row.locationId,
    locationName,
    status,
    pairingExpiresAt: waiting ? iso(row.pairingExpiresAt) : null,
    pairedAt: iso(row.pairedAt),
    lastSeenAt: iso(row.lastSeenAt),
    online:
      status === 'paired' &&
      row.lastSeenAt !== null &&
      now.getTime() - row.lastSeenAt.getTime() <= DEVICE_ONLINE_SECONDS * 1000,
  };
}
