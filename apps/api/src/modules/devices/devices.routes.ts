import { PermissionLevel, PlanFeature, ScreenId } from '@clinic/domain';
import { devicesContract as contract } from '@clinic/domain/contracts';
import { devices } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { definePublicRoute, defineRoute, type RouteDef } from '../../platform/route.js';
import { devicesService } from './devices.service.js';
import { pairingService } from './pairing.service.js';

// Screen 43 (settings, devices) for staff, and the one public route a device calls to pair. The schemas are the
// contract's (@clinic/domain/contracts).

const tags = ['Devices'];
const entity = { table: devices, notFound: 'deviceNotFound' } as const;
const read = { screen: ScreenId.Devices, level: PermissionLevel.Read, plan: PlanFeature.Devices } as const;
const write = { screen: ScreenId.Devices, level: PermissionLevel.Write, plan: PlanFeature.Devices } as const;

export function devicesRoutes(deps: AppDeps): RouteDef[] {
  const service = devicesService(deps);
  const pairing = pairingService(deps);
  return [
    defineRoute({
      ...contract.list,
      summary: "The clinic's kiosks and displays by name, with pairing status and whether each is online",
      tags,
      access: read,
      handler: ({ auth }) => service.list(auth),
    }),
    defineRoute({
      ...contract.create,
      summary: 'A new device for a location, with its 6-digit pairing code (valid 10 minutes, shown once)',
      tags,
      access: write,
      handler: ({ auth, body }) => service.create(auth, body),
    }),
    defineRoute({
      ...contract.update,
      summary: 'Rename a device or move it to another location (a paired device moves at once)',
      tags,
      access: write,
      entity,
      handler: ({ auth, params, body }) => service.update(auth, params.id, body),
    }),
    defineRoute({
      ...contract.newPairingCode,
      summary:
        'A new pairing code (the old code stops working; a paired device keeps working until re-paired)',
      tags,
      access: write,
      entity,
      handler: ({ auth, params }) => service.newPairingCode(auth, params.id),
    }),
    defineRoute({
      ...contract.revoke,
      summary: 'Revoke a device: its token and code stop working and its live connections drop',
      tags,
      access: write,
      entity,
      handler: ({ auth, params }) => service.revoke(auth, params.id),
    }),
    defineRoute({
      ...contract.remove,
      summary: 'Revoke and delete a device',
      tags,
      access: write,
      entity,
      handler: ({ auth, params }) => service.remove(auth, params.id),
    }),
    definePublicRoute({
      ...contract.pair,
      summary: 'A device trades its pairing code for a device token (10 attempts per 10 minutes per address)',
      tags,
      handler: ({ body, ip }) => pairing.pair(body.code, ip),
    }),
  ];
}
