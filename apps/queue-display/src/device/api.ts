import { ApiError, deviceApi } from '@clinic/api-client/public';
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

export const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;
export const isRevoked = (error: unknown) => error instanceof ApiError && error.status === 401;
