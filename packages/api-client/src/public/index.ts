// `@clinic/api-client/public`: what the booking page (and later the kiosk) needs without the staff client.
export { ApiError, type ApiErrorBody } from '../api-error';
export { type PublicApiOptions, type PublicBookingApi, publicBookingApi } from './booking';
export type * from './types';
