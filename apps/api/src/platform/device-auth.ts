import { AppError, DEVICE_TOKEN_PREFIX, type DeviceKind, type Plan } from '@clinic/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clinics, devices } from '../db/schema/index.js';
import { sha256 } from './tokens.js';

/** Which paired device is calling: resolved from its token on every request, so a revoke bites at once. */
export interface DeviceContext {
  deviceId: number;
  clinicId: number;
  locationId: number;
  kind: DeviceKind;
  /** The clinic's plan and its end, for the guard's plan check (an expired clinic's kiosk checks no one in). */
  plan: Plan;
  planExpiresAt: Date | null;
}

const TOKEN_SHAPE = new RegExp(`^${DEVICE_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/** last_seen_at is written at most this often: the kiosk calls every 30 s, the online window is 150 s. */
const LAST_SEEN_EVERY_MS = 30_000;

/** A device token by its shape alone (prefix + 43 base64url characters), before any lookup. */
export const isDeviceToken = (token: string | undefined): token is string =>
  token?.startsWith(DEVICE_TOKEN_PREFIX) ?? false;

/**
 * The device holding `token`, or 401 for a missing, unknown or revoked one (revoke clears the hash, so a revoked
 * token is simply unknown). Marks the device seen, at most every 30 s, so heartbeats do not write every call.
 */
export async function resolveDevice(db: Db, token: string | undefined, now: Date): Promise<DeviceContext> {
  if (!token || !TOKEN_SHAPE.test(token)) throw new AppError('unauthorized');
  const [row] = await db
    .select({
      deviceId: devices.id,
      clinicId: devices.clinicId,
      locationId: devices.locationId,
      kind: devices.kind,
      plan: clinics.plan,
      planExpiresAt: clinics.planExpiresAt,
    })
    .from(devices)
    .innerJoin(clinics, eq(clinics.id, devices.clinicId))
    .where(and(eq(devices.tokenHash, sha256(token)), isNull(devices.revokedAt)));
  if (!row) throw new AppError('unauthorized');
  await db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(devices.clinicId, row.clinicId),
        eq(devices.id, row.deviceId),
        or(isNull(devices.lastSeenAt), lt(devices.lastSeenAt, new Date(now.getTime() - LAST_SEEN_EVERY_MS))),
      ),
    );
  return { ...row, kind: row.kind as DeviceKind };
}
