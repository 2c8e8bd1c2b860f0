import type { PairedDevice } from '@clinic/api-client/public';

// The device token survives reloads and app updates in localStorage ('deviceToken', the contract's key).
// The clinic and location of the pairing are kept beside it, so the start screen can name the clinic even
// when the kiosk boots without network.

const TOKEN_KEY = 'deviceToken';
const INFO_KEY = 'kioskDevice';

export type DeviceInfo = Pick<PairedDevice, 'clinic' | 'location'>;

export function readToken(): string | undefined {
  return localStorage.getItem(TOKEN_KEY) ?? undefined;
}

export function readDeviceInfo(): DeviceInfo | undefined {
  try {
    const text = localStorage.getItem(INFO_KEY);
    return text ? (JSON.parse(text) as DeviceInfo) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDevice({ token, clinic, location }: PairedDevice): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(INFO_KEY, JSON.stringify({ clinic, location } satisfies DeviceInfo));
}

export function saveDeviceInfo(info: DeviceInfo): void {
  localStorage.setItem(INFO_KEY, JSON.stringify(info));
}

export function forgetDevice(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(INFO_KEY);
}
