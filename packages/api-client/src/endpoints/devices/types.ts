import type { DeviceKind } from '@clinic/domain';

// Devices (screen 43): check-in kiosks and queue displays the clinic pairs with a location.

/**
 * Where a device stands: 'pairing' a code waits (unexpired), 'expired' the code ran out before the device paired,
 * 'paired' the device holds a token, 'revoked' staff took its access away.
 */
export type DeviceStatus = 'pairing' | 'paired' | 'revoked' | 'expired';

/** One device of the clinic, as GET /devices lists it. Instants are ISO strings. */
export interface DeviceItem {
  id: number;
  kind: DeviceKind;
  name: string;
  locationId: number;
  locationName: string;
  status: DeviceStatus;
  /** When the waiting pairing code stops working (null without a code). */
  pairingExpiresAt: string | null;
  pairedAt: string | null;
  lastSeenAt: string | null;
  /** Paired and heard from within DEVICE_ONLINE_SECONDS. */
  online: boolean;
}

/** POST /devices. */
export interface DeviceCreateBody {
  kind: DeviceKind;
  locationId: number;
  /** Unique in the clinic (else duplicateName), at most 100 characters. */
  name: string;
}

/** PUT /devices/{id}: rename or move; a paired device's move takes effect at once. The kind never changes. */
export interface DeviceUpdateBody {
  name: string;
  locationId: number;
}

/** POST /devices and POST /devices/{id}/pairing-code: the device and its new 6-digit code (shown once). */
export interface DevicePairing {
  device: DeviceItem;
  pairingCode: string;
  pairingExpiresAt: string;
}
