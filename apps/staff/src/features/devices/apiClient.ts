import { ScreenId } from '@clinic/domain';
import { api } from '../../app/session';
import type { DevicesClient } from './client';

// The screen's client over the staff app's one API client (kept apart from client.ts so tests need no session).

const call = { screenId: ScreenId.Devices };

export const apiDevicesClient: DevicesClient = {
  list: () => api.devices.list(call),
  create: (body) => api.devices.create(body, call),
  update: (id, body) => api.devices.update(id, body, call),
  newPairingCode: (id) => api.devices.newPairingCode(id, call),
  revoke: (id) => api.devices.revoke(id, call),
  remove: (id) => api.devices.remove(id, call),
};
