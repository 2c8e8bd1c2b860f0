import { AppError, DEVICE_TOKEN_PREFIX } from '@clinic/domain';
import { and, eq, gt } from 'drizzle-orm';
import { clinics, devices, locations } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { DEVICE_DISCONNECT, type DeviceDisconnect } from '../../platform/realtime.js';
import { newOpaqueToken, sha256 } from '../../platform/tokens.js';
import { inTransaction } from '../../platform/tx.js';
import { publicFileUrls } from '../public-booking/booking-lookup.js';

// The device's side of pairing (no sign-in): it trades the code staff read off screen 43 for its device token.
// A million codes and a ten-minute life make guessing hopeless only with a rate limit, hence the per-address one.

export const PAIRING_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;

export function pairingService(deps: AppDeps) {
  const { db, clock, limiter } = deps;

  async function throttle(ip: string) {
    const { count, retryAfterMs } = await limiter.hit(`dev:pair:${ip}`, PAIRING_LIMIT.windowMs);
    if (count > PAIRING_LIMIT.limit)
      throw new AppError('tooManyAttempts', { params: { seconds: Math.ceil(retryAfterMs / 1000) } });
  }

  /**
   * Pairs the device holding a live code: a new token (only its hash kept), the code used up, a revoke undone.
   * A token the device had before stops working, and its sockets drop.
   */
  async function pair(code: string, ip: string) {
    await throttle(ip);
    const now = clock();
    const [found] = await db
      .select({ id: devices.id, clinicId: devices.clinicId })
      .from(devices)
      .where(and(eq(devices.pairingCodeHash, sha256(code.trim())), gt(devices.pairingExpiresAt, now)));
    if (!found) throw new AppError('pairingCodeInvalid');
    const token = `${DEVICE_TOKEN_PREFIX}${newOpaqueToken()}`;
    const paired = await inTransaction(deps, { clinicId: found.clinicId, userId: null }, async (tx) => {
      // Locked and re-read: two devices typing the same code at once, only one gets the token.
      const [row] = await tx.db
        .select()
        .from(devices)
        .where(and(eq(devices.clinicId, found.clinicId), eq(devices.id, found.id)))
        .for('update');
      if (
        !row ||
        row.pairingCodeHash !== sha256(code.trim()) ||
        !row.pairingExpiresAt ||
        row.pairingExpiresAt <= now
      )
        throw new AppError('pairingCodeInvalid');
      await tx.db
        .update(devices)
        .set({
          tokenHash: sha256(token),
          pairedAt: now,
          lastSeenAt: now,
          pairingCodeHash: null,
          pairingExpiresAt: null,
          revokedAt: null,
          updatedAt: now,
        })
        .where(and(eq(devices.clinicId, row.clinicId), eq(devices.id, row.id)));
      if (row.tokenHash) tx.publish(DEVICE_DISCONNECT, { deviceId: row.id } satisfies DeviceDisconnect);
      tx.publish('resource.change', { resource: 'devices', id: row.id, action: 'update' });
      return row;
    });
    const [place] = await db
      .select({ clinic: clinics, location: locations })
      .from(devices)
      .innerJoin(clinics, eq(clinics.id, devices.clinicId))
      .innerJoin(
        locations,
        and(eq(locations.clinicId, devices.clinicId), eq(locations.id, devices.locationId)),
      )
      .where(and(eq(devices.clinicId, paired.clinicId), eq(devices.id, paired.id)));
    const { clinic, location } = place!;
    const logo = await publicFileUrls(db, deps.config.jwtSecret, clinic.id, [clinic.logoFileId], now);
    return {
      token,
      device: { id: paired.id, kind: paired.kind, name: paired.name },
      clinic: {
        name: clinic.name,
        logoUrl: (clinic.logoFileId !== null && logo.get(clinic.logoFileId)) || null,
      },
      location: { id: location.id, name: location.name, address: location.address },
    };
  }

  return { pair };
}
