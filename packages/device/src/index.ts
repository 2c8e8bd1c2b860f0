// `@clinic/device`: what the paired devices (the kiosk and the queue display) share. The socket itself is the
// separate `@clinic/device/socket` entry, loaded lazily.
export { isNotFound, isOffline, isRevoked } from './errors';
export { OfflineScreen } from './OfflineScreen';
export { PairingForm } from './PairingForm';
export { createDeviceStore, type DeviceInfo } from './store';
export { type ConnectDeviceSocket, lazyDeviceSocket, useDeviceSocket } from './useDeviceSocket';
export { useHeartbeat } from './useHeartbeat';
export { TOUCH_EVENTS, useIdle } from './useIdle';
export { type IdleCondition, useIdleUpdate } from './useIdleUpdate';
