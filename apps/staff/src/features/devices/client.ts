import type { DeviceCreateBody, DeviceItem, DevicePairing, DeviceUpdateBody } from '@clinic/api-client';
import { createContext, useContext } from 'react';

/** Everything screen 43 asks the server, in one place, so component tests can answer it themselves. */
export interface DevicesClient {
  list(): Promise<DeviceItem[]>;
  create(body: DeviceCreateBody): Promise<DevicePairing>;
  update(id: number, body: DeviceUpdateBody): Promise<DeviceItem>;
  newPairingCode(id: number): Promise<DevicePairing>;
  revoke(id: number): Promise<DeviceItem>;
  remove(id: number): Promise<unknown>;
}

const DevicesClientContext = createContext<DevicesClient | null>(null);
export const DevicesClientProvider = DevicesClientContext.Provider;
export function useDevicesClient(): DevicesClient {
  const client = useContext(DevicesClientContext);
  if (!client) throw new Error('useDevicesClient outside DevicesClientProvider');
  return client;
}

export const deviceKeys = { list: ['devices', 'list'] as const };
