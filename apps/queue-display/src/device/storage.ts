import type { PairedDevice } from '@clinic/api-client/public';

// The display's device token survives reloads and updates in localStorage. Its own key, not the kiosk's
// 'deviceToken': both apps live on the same origin (/kiosk/, /display/), and one browser may run both.

const TOKEN_KEY = 'displayDeviceToken';
const INFO_KEY = 'displayDevice';

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

export function forgetDevice(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(INFO_KEY);
}
