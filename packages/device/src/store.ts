import type { PairedDevice } from '@clinic/api-client/public';

/** The clinic and location a device was paired for: kept beside the token, so it can name them while offline. */
export type DeviceInfo = Pick<PairedDevice, 'clinic' | 'location'>;

/**
 * Where a paired device keeps its token and pairing across reloads and updates (localStorage). Each app has its
 * own keys: the kiosk and the display live on one origin, and one browser may run both.
 */
export function createDeviceStore(keys: { token: string; info: string }) {
  const readDeviceInfo = (): DeviceInfo | undefined => {
    try {
      const text = localStorage.getItem(keys.info);
      return text ? (JSON.parse(text) as DeviceInfo) : undefined;
    } catch {
      return undefined;
    }
  };
  const saveDeviceInfo = (info: DeviceInfo) => localStorage.setItem(keys.info, JSON.stringify(info));
  return {
    readToken: (): string | undefined => localStorage.getItem(keys.token) ?? undefined,
    readDeviceInfo,
    saveDeviceInfo,
    saveDevice({ token, clinic, location }: PairedDevice) {
      localStorage.setItem(keys.token, token);
      saveDeviceInfo({ clinic, location });
    },
    forgetDevice() {
      localStorage.removeItem(keys.token);
      localStorage.removeItem(keys.info);
    },
  };
}
