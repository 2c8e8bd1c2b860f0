import { createDeviceStore } from '@clinic/device';

// The display's own keys, not the kiosk's: both apps live on one origin (/kiosk/, /display/).
export const { readToken, readDeviceInfo, saveDevice, forgetDevice } = createDeviceStore({
  token: 'displayDeviceToken',
  info: 'displayDevice',
});
