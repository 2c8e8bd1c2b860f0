// `@clinic/api-client/public`: what the booking page, the kiosk and the queue display need without the staff client.
export { ApiError } from '../api-error';
export { type PublicBookingApi, publicBookingApi } from './booking';
export {
  type DeviceApi,
  type DeviceMe,
  type DisplayQueue,
  deviceApi,
  type KioskAppointment,
  type KioskAppointmentKey,
  type KioskTicket,
  type PairedDevice,
  pairDevice,
  type RecentCall,
} from './device';
export { staffLogin } from './staff-login';
export type * from './types';
