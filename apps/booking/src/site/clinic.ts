import type { PublicBookingApi, PublicClinic } from '@clinic/api-client/public';
import { createContext, useContext } from 'react';

export interface ClinicValue {
  slug: string;
  clinic: PublicClinic;
  api: PublicBookingApi;
}

export const ClinicContext = createContext<ClinicValue | null>(null);

/** The clinic whose booking page this is, with its API. */
export function useClinic(): ClinicValue {
  const value = useContext(ClinicContext);
  if (!value) throw new Error('useClinic outside ClinicSite');
  return value;
}
