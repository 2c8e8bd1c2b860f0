import { DeviceKind } from '@clinic/domain';
import { deviceContract as contract } from '@clinic/domain/contracts';
import type { AppDeps } from '../../deps.js';
import { defineDeviceRoute, type RouteDef } from '../../platform/route.js';
import { displayService } from './display.read.js';
import { kioskService } from './kiosk.service.js';

// What a paired device may call with its token: who and where it is (kiosk and display); for a kiosk, finding an
// appointment and checking it in; for a display, its location's queue. The schemas are the contract's
// (@clinic/domain/contracts).

const tags = ['Device'];

export function deviceRoutes(deps: AppDeps): RouteDef[] {
  const kiosk = kioskService(deps);
  const display = displayService(deps);
  return [
    defineDeviceRoute({
      ...contract.me,
      summary: "The device, its clinic and location, and the location's doctors (the kiosk's heartbeat)",
      tags,
      kinds: [DeviceKind.Kiosk, DeviceKind.Display],
      handler: ({ device }) => kiosk.me(device),
    }),
    defineDeviceRoute({
      ...contract.findAppointment,
      summary: 'An appointment of the clinic by booking token or code + phone, with what the kiosk may do',
      tags,
      kinds: [DeviceKind.Kiosk],
      // A look-up (POST for its body): it answers after the clinic's plan expired; checking in does not.
      whenExpired: true,
      handler: ({ device, body }) => kiosk.find(device, body),
    }),
    defineDeviceRoute({
      ...contract.checkIn,
      summary: 'Check the appointment in (next order number) or reprint the ticket of an earlier check-in',
      tags,
      kinds: [DeviceKind.Kiosk],
      handler: ({ device, body }) => kiosk.checkIn(device, body),
    }),
    defineDeviceRoute({
      ...contract.queue,
      summary:
        "Today's queue at the display's location: per doctor and room, the number served and the next ones",
      tags,
      kinds: [DeviceKind.Display],
      handler: ({ device }) => display.queue(device),
    }),
  ];
}
