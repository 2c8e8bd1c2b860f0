import type { devicesContract as contract } from '@clinic/domain/contracts';
import { type CallOptions, callEndpoint, clientEndpoint, type Http } from '../http';
import type { DeviceCreateBody, DeviceUpdateBody } from './types';

// /devices (screen 43): the staff side of kiosk and queue-display pairing. The device side lives in public/.

/** The staff calls of /devices, checked against their contract (the device's own pairing is in public/calls.ts). */
export const devicesCalls = {
  list: clientEndpoint<typeof contract.list>('GET', '/devices'),
  create: clientEndpoint<typeof contract.create>('POST', '/devices'),
  update: clientEndpoint<typeof contract.update>('PUT', '/devices/:id'),
  newPairingCode: clientEndpoint<typeof contract.newPairingCode>('POST', '/devices/:id/pairing-code'),
  revoke: clientEndpoint<typeof contract.revoke>('POST', '/devices/:id/revoke'),
  remove: clientEndpoint<typeof contract.remove>('DELETE', '/devices/:id'),
};

export function devicesEndpoints(http: Http) {
  const c = devicesCalls;
  return {
    /** GET /devices: every device of the clinic, by name (a short list: no paging). */
    list: (options?: CallOptions) => callEndpoint(http, c.list, {}, options),
    /** POST /devices: answers the device with its first pairing code. */
    create: (body: DeviceCreateBody, options?: CallOptions) =>
      callEndpoint(http, c.create, { body }, options),
    update: (id: number, body: DeviceUpdateBody, options?: CallOptions) =>
      callEndpoint(http, c.update, { params: { id }, body }, options),
    /** POST /devices/{id}/pairing-code: a new code; the old code stops working, a paired token keeps working. */
    newPairingCode: (id: number, options?: CallOptions) =>
      callEndpoint(http, c.newPairingCode, { params: { id } }, options),
    /** POST /devices/{id}/revoke: the device loses its access at once (its sockets drop). */
    revoke: (id: number, options?: CallOptions) => callEndpoint(http, c.revoke, { params: { id } }, options),
    /** DELETE /devices/{id}: revokes, then deletes. */
    remove: (id: number, options?: CallOptions) => callEndpoint(http, c.remove, { params: { id } }, options),
  };
}
