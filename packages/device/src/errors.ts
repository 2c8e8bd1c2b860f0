import { ApiError } from '@clinic/api-client/public';

/** No answer at all (ApiError 0): the network or the server is down, so the device shows its offline screen. */
export const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;
/** 401 to a device token: staff revoked the device or paired another in its place. */
export const isRevoked = (error: unknown) => error instanceof ApiError && error.status === 401;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
