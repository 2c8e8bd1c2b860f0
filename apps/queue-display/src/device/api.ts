import { deviceApi } from '@clinic/api-client/public';
import { i18n } from '@clinic/i18n';
import type { DisplayQueueWithCalls } from '../types';
import { readToken } from './storage';

const client = deviceApi({ getToken: readToken, getLanguage: () => i18n.getLanguage() });

/** What the display asks the API: who it is (clinic time zone) and its location's queue. */
export interface DisplayApi {
  me: typeof client.me;
  queue: (signal?: AbortSignal) => Promise<DisplayQueueWithCalls>;
}

export const displayApi: DisplayApi = { me: client.me, queue: client.queue };

// The queue reads are the display's heartbeat: they tell offline and revoked apart as every device does.
export { isOffline, isRevoked } from '@clinic/device';
