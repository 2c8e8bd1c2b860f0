import {
  type DeviceKind,
  deviceKinds,
  formErrorIds,
  PAIRING_CODE_LENGTH,
  PermissionLevel,
  ref,
  ScreenId,
} from '@clinic/domain';
import { z } from 'zod';
import { devices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { definePublicRoute, defineRoute, type RouteDef } from '../../platform/route.js';
import { deviceItem, pairingIssued } from './device-item.js';
import { devicesService } from './devices.service.js';
import { pairingService } from './pairing.service.js';

// Screen 43 (settings, devices) for staff, and the one public route a device calls to pair.

const tags = ['Devices'];
const entity = { table: devices, notFound: 'deviceNotFound' } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const read = { screen: ScreenId.Devices, level: PermissionLevel.Read };
const write = { screen: ScreenId.Devices, level: PermissionLevel.Write };

const deviceInput = z.object({
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

export const pairedDevice = z.object({
  /** The device token: sent as `Authorization: Bearer dev_…` on device routes and to `authenticate`. */
  token: z.string(),
  device: z.object({ id: z.number(), kind: z.number(), name: z.string() }),
  clinic: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  location: z.object({ id: z.number(), name: z.string(), address: z.string().nullable() }),
});

export function devicesRoutes(deps: AppDeps): RouteDef[] {
  const service = devicesService(deps);
  const pairing = pairingService(deps);
  return [
    defineRoute({
      method: 'GET',
      url: '/devices',
      summary: "The clinic's kiosks and displays by name, with pairing status and whether each is online",
      tags,
      access: read,
      response: z.array(deviceItem),
      handler: ({ auth }) => service.list(auth),
    }),
    defineRoute({
      method: 'POST',
      url: '/devices',
      summary: 'A new device for a location, with its 6-digit pairing code (valid 10 minutes, shown once)',
      tags,
      access: write,
      body: deviceInput.extend({ kind }),
      response: pairingIssued,
      handler: ({ auth, body }) => service.create(auth, body),
    }),
    defineRoute({
      method: 'PUT',
      url: '/devices/:id',
      summary: 'Rename a device or move it to another location (a paired device moves at once)',
      tags,
      access: write,
      entity,
      params: idParams,
      body: deviceInput,
      response: deviceItem,
      handler: ({ auth, params, body }) => service.update(auth, params.id, body),
    }),
    defineRoute({
      method: 'POST',
      url: '/devices/:id/pairing-code',
      summary:
        'A new pairing code (the old code stops working; a paired device keeps working until re-paired)',
      tags,
      access: write,
      entity,
      params: idParams,
      response: pairingIssued,
      handler: ({ auth, params }) => service.newPairingCode(auth, params.id),
    }),
    defineRoute({
      method: 'POST',
      url: '/devices/:id/revoke',
      summary: 'Revoke a device: its token and code stop working and its live connections drop',
      tags,
      access: write,
      entity,
      params: idParams,
      response: deviceItem,
      handler: ({ auth, params }) => service.revoke(auth, params.id),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/devices/:id',
      summary: 'Revoke and delete a device',
      tags,
      access: write,
      entity,
      params: idParams,
      response: z.object({ id: z.number() }),
      handler: ({ auth, params }) => service.remove(auth, params.id),
    }),
    definePublicRoute({
      method: 'POST',
      url: '/devices/pair',
      summary: 'A device trades its pairing code for a device token (10 attempts per 10 minutes per address)',
      tags,
      body: z.object({
        code: z
          .string({ error: formErrorIds.required })
          .trim()
          .regex(new RegExp(`^\\d{${PAIRING_CODE_LENGTH}}$`), formErrorIds.invalidValue),
      }),
      response: pairedDevice,
      handler: ({ body, ip }) => pairing.pair(body.code, ip),
    }),
  ];
}
