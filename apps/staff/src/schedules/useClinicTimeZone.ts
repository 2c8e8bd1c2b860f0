import { useSnapshot } from 'valtio';
import { clinicState } from '../state/clinic';

/** The clinic's time zone (clinic info), Ho Chi Minh City until it has loaded (DESIGN §5's default). */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export function useClinicTimeZone(): string {
  return useSnapshot(clinicState).info?.timeZone || DEFAULT_TIME_ZONE;
}
