import { DEFAULT_TIME_ZONE, localDate, localTime } from '@clinic/domain';
import { useSnapshot } from 'valtio';
import { clinicState } from '../state/clinic';

export { DEFAULT_TIME_ZONE };

/** The clinic's time zone (clinic info), Ho Chi Minh City (the default) until it has loaded. */
export function useClinicTimeZone(): string {
  return useSnapshot(clinicState).info?.timeZone || DEFAULT_TIME_ZONE;
}

/**
 * 'HH:mm DD/MM/YYYY' of an instant on the clinic's clock, not the browser's: a manager abroad or a kiosk with a
 * wrong zone still reads the clinic's times.
 */
export function formatClinicDateTime(iso: string, timeZone: string): string {
  return `${localTime(new Date(iso), timeZone)} ${formatClinicDate(iso, timeZone)}`;
}

/** 'DD/MM/YYYY' of an instant on the clinic's clock (the day a sheet was saved, a move happened). */
export function formatClinicDate(iso: string, timeZone: string): string {
  const [year, month, day] = localDate(new Date(iso), timeZone).split('-');
  return `${day}/${month}/${year}`;
}
