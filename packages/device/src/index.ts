// `@clinic/device`: what the paired devices (the kiosk and the queue display) share. The socket itself is the
// separate `@clinic/device/socket` entry, loaded lazily.
export { isNotFound, isOffline, isRevoked } from './errors';
export { OfflineScreen, type OfflineScreenProps } from './OfflineScreen';
export { PairingForm, type PairingFormProps } from './PairingForm';
export type { DeviceSocketHandlers } from './socket';
export { createDeviceStore, type DeviceInfo, type DeviceStore } from './store';
export { type ConnectDeviceSocket, lazyDeviceSocket, useDeviceSocket } from './useDeviceSocket';
export { HEARTBEAT_MS, type Heartbeat, useHeartbeat } from './useHeartbeat';
export { type IdleOptions, TOUCH_EVENTS, useIdle } from './useIdle';
export { type IdleCondition, useIdleUpdate } from './useIdleUpdate';
