import { ApiError, deviceApi } from '@clinic/api-client/public';
import { i18n } from '@clinic/i18n';
import { readToken } from './storage';

/** The kiosk's API: the stored device token and the language on screen, read on every call. */
export const kioskApi = deviceApi({ getToken: readToken, getLanguage: () => i18n.getLanguage() });

export const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;
export const isRevoked = (error: unknown) => error instanceof ApiError && error.status === 401;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
