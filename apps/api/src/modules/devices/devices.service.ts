import { AppError, type DeviceKind, PAIRING_CODE_LENGTH, PAIRING_CODE_TTL_MINUTES } from '@clinic/domain';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { devices, locations } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { DEVICE_DISCONNECT, type DeviceDisconnect } from '../../platform/realtime.js';
import { newNumericCode, sha256 } from '../../platform/tokens.js';
import { inTransaction, type Tx } from '../../platform/tx.js';
import { toDeviceItem } from './device-item.js';

// Screen 43: staff create a device for a location and read its pairing code off the screen; they rename, move,
// re-pair, revoke and delete it. Only hashes of codes and tokens are stored. Devices are not among the
// activity-log entity types, so these changes announce themselves ('resource.change') but log no activity row.

export interface DeviceInput {
  name: string;
  locationId: number;
}

const isUniqueViolation = (error: unknown, constraint: string) => {
  const e = (error as { cause?: unknown }).cause ?? error;
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as { code?: string }).code === '23505' &&
    (e as { constraint?: string }).constraint === constraint
  );
};

export function devicesService(deps: AppDeps) {
  const { db, clock } = deps;
  const scoped = (clinicId: number, id: number) => and(eq(devices.clinicId, clinicId), eq(devices.id, id));

  async function item(tx: Tx | { db: AppDeps['db'] }, clinicId: number, id: number) {
    const [row] = await tx.db
      .select({ device: devices, locationName: locations.name })
      .from(devices)
      .innerJoin(
        locations,
        and(eq(locations.clinicId, devices.clinicId), eq(locations.id, devices.locationId)),
      )
      .where(scoped(clinicId, id));
    if (!row) throw new AppError('deviceNotFound');
    return toDeviceItem(row.device, row.locationName, clock());
  }

  async function list(auth: AuthContext) {
    const rows = await db
      .select({ device: devices, locationName: locations.name })
      .from(devices)
      .innerJoin(
        locations,
        and(eq(locations.clinicId, devices.clinicId), eq(locations.id, devices.locationId)),
      )
      .where(eq(devices.clinicId, auth.clinicId))
      .orderBy(asc(devices.name), asc(devices.id));
    const now = clock();
    return rows.map((r) => toDeviceItem(r.device, r.locationName, now));
  }

  /** No other device of the clinic has the name (case-insensitively); the route's ref() checked the location. */
  async function check(tx: Tx, input: DeviceInput, id: number | null) {
    const clinicId = tx.actor.clinicId;
    const [taken] = await tx.db
      .select({ id: devices.id })
      .from(devices)
      .where(
        and(
          eq(devices.clinicId, clinicId),
          sql`lower(${devices.name}) = lower(${input.name})`,
          id === null ? undefined : ne(devices.id, id),
        ),
      );
    if (taken) throw new AppError('duplicateName');
  }

  /**
   * A fresh 6-digit code for the device, unique among stored codes. A code that ran out is dead, so its hash is
   * freed first (its device keeps pairing_expires_at, so its 'expired' status is unchanged); a live clash draws
   * again. The previous code of this device stops working because its hash is overwritten.
   */
  async function issueCode(tx: Tx, id: number) {
    const now = clock();
    const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MINUTES * 60_000);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const code = newNumericCode(PAIRING_CODE_LENGTH);
      const hash = sha256(code);
      await tx.db
        .update(devices)
        .set({ pairingCodeHash: null })
        .where(and(eq(devices.pairingCodeHash, hash), lte(devices.pairingExpiresAt, now)));
      const [clash] = await tx.db
        .select({ id: devices.id })
        .from(devices)
        .where(eq(devices.pairingCodeHash, hash));
      if (clash) continue;
      await tx.db
        .update(devices)
        .set({ pairingCodeHash: hash, pairingExpiresAt: expiresAt, updatedAt: now })
        .where(scoped(tx.actor.clinicId, id));
      return { pairingCode: code, pairingExpiresAt: expiresAt.toISOString() };
    }
    throw new Error('no free pairing code after 20 draws');
  }

  const changed = (tx: Tx, id: number, action: 'create' | 'update' | 'delete') =>
    tx.publish('resource.change', { resource: 'devices', id, action });
  /** The device's token stopped working: its open sockets go too, on every instance. */
  const disconnect = (tx: Tx, deviceId: number) =>
    tx.publish(DEVICE_DISCONNECT, { deviceId } satisfies DeviceDisconnect);

  /** Writes that may meet the unique name constraint under a race answer duplicateName, as the check does. */
  async function write<T>(auth: AuthContext, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(deps, { clinicId: auth.clinicId, userId: auth.userId }, work);
    } catch (error) {
      if (isUniqueViolation(error, 'devices_clinic_name')) throw new AppError('duplicateName');
      throw error;
    }
  }

  const create = (auth: AuthContext, input: DeviceInput & { kind: DeviceKind }) =>
    write(auth, async (tx) => {
      await check(tx, input, null);
      const [row] = await tx.db
        .insert(devices)
        .values({
          clinicId: auth.clinicId,
          locationId: input.locationId,
          kind: input.kind,
          name: input.name,
          createdBy: auth.userId,
        })
        .returning({ id: devices.id });
      const issued = await issueCode(tx, row!.id);
      changed(tx, row!.id, 'create');
      return { device: await item(tx, auth.clinicId, row!.id), ...issued };
    });

  /** Rename or move: the device's next call already works at the new location (its context is read per call). */
  const update = (auth: AuthContext, id: number, input: DeviceInput) =>
    write(auth, async (tx) => {
      await check(tx, input, id);
      await tx.db
        .update(devices)
        .set({ name: input.name, locationId: input.locationId, updatedAt: clock() })
        .where(scoped(auth.clinicId, id));
      changed(tx, id, 'update');
      return item(tx, auth.clinicId, id);
    });

  /** A new code; a token the device holds keeps working until the new pairing replaces it. */
  const newPairingCode = (auth: AuthContext, id: number) =>
    write(auth, async (tx) => {
      const issued = await issueCode(tx, id);
      changed(tx, id, 'update');
      return { device: await item(tx, auth.clinicId, id), ...issued };
    });

  const revokeIn = async (tx: Tx, id: number) => {
    const now = clock();
    await tx.db
      .update(devices)
      .set({ tokenHash: null, pairingCodeHash: null, pairingExpiresAt: null, revokedAt: now, updatedAt: now })
      .where(scoped(tx.actor.clinicId, id));
    disconnect(tx, id);
  };

  const revoke = (auth: AuthContext, id: number) =>
    write(auth, async (tx) => {
      await revokeIn(tx, id);
      changed(tx, id, 'update');
      return item(tx, auth.clinicId, id);
    });

  const remove = (auth: AuthContext, id: number) =>
    write(auth, async (tx) => {
      await revokeIn(tx, id);
      await tx.db.delete(devices).where(scoped(auth.clinicId, id));
      changed(tx, id, 'delete');
      return { id };
    });

  return { list, create, update, newPairingCode, revoke, remove };
}
