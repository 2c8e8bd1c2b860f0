import { createDeviceStore } from '@clinic/device';

export type { DeviceInfo } from '@clinic/device';

// The kiosk's token ('deviceToken', the contract's key) and its clinic and location, so the start screen can name
// the clinic even when the kiosk boots without network.
export const { readToken, readDeviceInfo, saveDevice, saveDeviceInfo, forgetDevice } = createDeviceStore({
  token: 'deviceToken',
  info: 'kioskDevice',
});
