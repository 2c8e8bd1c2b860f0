import type { CallOptions, Http } from '../http';
import type { DeviceCreateBody, DeviceItem, DevicePairing, DeviceUpdateBody } from './types';

// /devices (screen 43): the staff side of kiosk and queue-display pairing. The device side lives in public/.

export function devicesEndpoints(http: Http) {
  return {
    /** GET /devices: every device of the clinic, by name (a short list: no paging). */
    list: (options?: CallOptions) => http.request<DeviceItem[]>('/devices', options),
    /** POST /devices: answers the device with its first pairing code. */
    create: (body: DeviceCreateBody, options?: CallOptions) =>
      http.request<DevicePairing>('/devices', { ...options, method: 'POST', body }),
    update: (id: number, body: DeviceUpdateBody, options?: CallOptions) =>
      http.request<DeviceItem>(`/devices/${id}`, { ...options, method: 'PUT', body }),
    /** POST /devices/{id}/pairing-code: a new code; the old code stops working, a paired token keeps working. */
    newPairingCode: (id: number, options?: CallOptions) =>
      http.request<DevicePairing>(`/devices/${id}/pairing-code`, { ...options, method: 'POST' }),
    /** POST /devices/{id}/revoke: the device loses its access at once (its sockets drop). */
    revoke: (id: number, options?: CallOptions) =>
      http.request<DeviceItem>(`/devices/${id}/revoke`, { ...options, method: 'POST' }),
    /** DELETE /devices/{id}: revokes, then deletes. */
    remove: (id: number, options?: CallOptions) =>
      http.request<{ id: number }>(`/devices/${id}`, { ...options, method: 'DELETE' }),
  };
}
export type DevicesEndpoints = ReturnType<typeof devicesEndpoints>;
