import { z } from 'zod';
import { DeviceKind, deviceKinds, PAIRING_CODE_LENGTH } from '../devices';
import { formErrorIds } from '../form-errors';
import { ref } from '../refs';
import { idParams } from '../validation';
import { endpoint } from './endpoint';

// /devices (screen 43): staff pair kiosks and queue displays with a location; the one call without a session is
// the device's own POST /devices/pair, trading the code staff were shown for a device token.

/**
 * Where a device stands: 'pairing' a code waits (unexpired), 'expired' the code ran out before the device paired,
 * 'paired' the device holds a token, 'revoked' staff took its access away.
 */
export const deviceStatus = z.enum(['pairing', 'paired', 'revoked', 'expired']);
export type DeviceStatus = z.output<typeof deviceStatus>;

const deviceKind = z.enum(DeviceKind);

/** One device of the clinic, as GET /devices lists it. Instants are ISO strings. */
export const deviceItem = z.object({
  id: z.number(),
  kind: deviceKind,
  name: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  status: deviceStatus,
  /** When the waiting pairing code stops working (null without a code). */
  pairingExpiresAt: z.string().nullable(),
  pairedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /** Paired and heard from within DEVICE_ONLINE_SECONDS. */
  online: z.boolean(),
});
export type DeviceItem = z.output<typeof deviceItem>;

/** The device and its new 6-digit code. */
export const pairingIssued = z.object({
  device: deviceItem,
  /** Shown once to staff; only its hash is stored. */
  pairingCode: z.string(),
  pairingExpiresAt: z.string(),
});

/** Renaming or moving a device; a paired device's move takes effect at once. The kind never changes. */
export const deviceInput = z.object({
  name: z
    .string({ error: formErrorIds.required })
    .trim()
    .min(1, formErrorIds.required)
    .max(100, formErrorIds.maxLength),
  locationId: ref('location', { base: z.number({ error: formErrorIds.required }).int().positive() }),
});

const kind = z.union(
  deviceKinds.map((k) => z.literal(k)) as [
    z.ZodLiteral<typeof DeviceKind.Kiosk>,
    z.ZodLiteral<typeof DeviceKind.Display>,
  ],
  { error: formErrorIds.required },
);

/** Who a device is: its id, kind and name. */
export const deviceIdentity = z.object({ id: z.number(), kind: deviceKind, name: z.string() });
export const deviceLocation = z.object({ id: z.number(), name: z.string(), address: z.string().nullable() });

export const pairedDevice = z.object({
  /** The device token: sent as `Authorization: Bearer dev_…` on device routes and to `authenticate`. */
  token: z.string(),
  device: deviceIdentity,
  clinic: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  location: deviceLocation,
});

export const devicesContract = {
  /** The clinic's devices by name (a short list: no paging). */
  list: endpoint({ method: 'GET', url: '/devices', response: z.array(deviceItem) }),
  /** Answers the device with its first pairing code. */
  create: endpoint({
    method: 'POST',
    url: '/devices',
    body: deviceInput.extend({ kind }),
    response: pairingIssued,
  }),
  update: endpoint({
    method: 'PUT',
    url: '/devices/:id',
    params: idParams,
    body: deviceInput,
    response: deviceItem,
  }),
  /** A new code; the old code stops working, a paired device keeps working until re-paired. */
  newPairingCode: endpoint({
    method: 'POST',
    url: '/devices/:id/pairing-code',
    params: idParams,
    response: pairingIssued,
  }),
  /** The device loses its access at once (its sockets drop). */
  revoke: endpoint({ method: 'POST', url: '/devices/:id/revoke', params: idParams, response: deviceItem }),
  /** Revokes, then deletes. */
  remove: endpoint({
    method: 'DELETE',
    url: '/devices/:id',
    params: idParams,
    response: z.object({ id: z.number() }),
  }),
  /** No session: the device trades its pairing code for a token (10 attempts per 10 minutes per address). */
  pair: endpoint({
    method: 'POST',
    url: '/devices/pair',
    body: z.object({
      code: z
        .string({ error: formErrorIds.required })
        .trim()
        .regex(new RegExp(`^\\d{${PAIRING_CODE_LENGTH}}$`), formErrorIds.invalidValue),
    }),
    response: pairedDevice,
  }),
};

type Contract = typeof devicesContract;
export type DeviceCreateBody = z.input<Contract['create']['body']>;
export type DeviceUpdateBody = z.input<Contract['update']['body']>;
export type DevicePairing = z.output<typeof pairingIssued>;
export type PairedDevice = z.output<typeof pairedDevice>;
