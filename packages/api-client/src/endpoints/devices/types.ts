// Devices (screen 43): check-in kiosks and queue displays the clinic pairs with a location. The types come from
// the contract (@clinic/domain/contracts).
export type {
  DeviceCreateBody,
  DeviceItem,
  DevicePairing,
  DeviceStatus,
  DeviceUpdateBody,
} from '@clinic/domain/contracts';
