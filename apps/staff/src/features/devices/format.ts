import type { DeviceItem, DeviceStatus } from '@clinic/api-client';
import { DeviceKind, PAIRING_CODE_TTL_MINUTES } from '@clinic/domain';
import type { TranslationKey, TranslationParams } from '@clinic/i18n';

// Pure helpers of screen 43: labels, the status as of now, 'last seen' and the pairing countdown.

export const kindLabelKey = (kind: DeviceKind): TranslationKey =>
  kind === DeviceKind.Display ? 'devices.kind.display' : 'devices.kind.kiosk';

/** The app a device opens to pair: the kiosk PWA or the queue display, served by the same origin. */
export const deviceAppPath = (kind: DeviceKind) => (kind === DeviceKind.Display ? '/display/' : '/kiosk/');

export const DEVICE_NAME_MAX = 100;

/** 'Ki-ốt tiếp đón Cơ sở Quận 1': what the form suggests until the user types a name of their own. */
export function defaultDeviceName(kindLabel: string, locationName: string | undefined): string {
  return `${kindLabel} ${locationName ?? ''}`.trim().slice(0, DEVICE_NAME_MAX);
}

/**
 * The status as of `now`: the list is fetched every 30 s, so a code that ran out since shows as expired at
 * once rather than up to 30 s late.
 */
export function currentStatus(device: DeviceItem, now: number): DeviceStatus {
  if (device.status === 'pairing' && device.pairingExpiresAt && Date.parse(device.pairingExpiresAt) <= now)
    return 'expired';
  return device.status;
}

/** 'Last seen' as a dictionary key: online, minutes or hours ago, else null (the caller shows the date). */
export function lastSeenText(
  device: DeviceItem,
  now: number,
): { key: TranslationKey; params?: TranslationParams } | null {
  if (device.online) return { key: 'devices.lastSeen.online' };
  if (!device.lastSeenAt) return { key: 'devices.lastSeen.never' };
  const minutes = Math.floor((now - Date.parse(device.lastSeenAt)) / 60_000);
  if (minutes < 1) return { key: 'devices.lastSeen.justNow' };
  if (minutes < 60) return { key: 'devices.lastSeen.minutes', params: { count: minutes } };
  if (minutes < 24 * 60)
    return { key: 'devices.lastSeen.hours', params: { count: Math.floor(minutes / 60) } };
  return null;
}

/**
 * When the code stops working on this browser's clock: the server's expiry, but never later than the code's
 * lifetime from when it arrived, so a browser clock running behind the server's cannot show extra minutes.
 */
export function pairingDeadline(pairingExpiresAt: string, receivedAt: number): number {
  return Math.min(Date.parse(pairingExpiresAt), receivedAt + PAIRING_CODE_TTL_MINUTES * 60_000);
}

/** 'm:ss' of the time left, never negative. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** '123 456': two groups of three are easier to read out and type than six digits in a row. */
export const groupCode = (code: string) => code.replace(/^(\d{3})(\d{3})$/, '$1 $2');
