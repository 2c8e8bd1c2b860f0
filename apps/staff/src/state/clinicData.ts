import type { ClinicData, RealtimeClient, ResourceChangeEvent } from '@clinic/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { clinicState } from './clinic';

/** The set-up resources the clinic data is made of: a change to one reloads it. */
export const clinicDataResources = ['locations', 'specialties', 'doctors'] as const;

/**
 * After sign-in: fills locations, specialties and doctors (enabled rows, by name; doctors with their links) from
 * GET /clinics/clinic-data, which every staff member may call — a receptionist names doctors without the right
 * to open their settings. A failed load leaves the lists as they were; it does not end the session.
 */
export async function loadClinicData(load: () => Promise<ClinicData>): Promise<void> {
  try {
    const data = await load();
    Object.assign(clinicState, {
      locations: data.locations,
      specialties: data.specialties,
      doctors: data.doctors,
    });
  } catch {
    // Screens still work with what they have; the next change event tries again.
  }
}

/**
 * On every 'resource.change': the resource's queries are invalidated (queryKey ['resources', name, …]) and, for
 * the clinic data's resources, the clinic data is loaded again. Answers the unsubscribe.
 */
export function syncClinicData(options: {
  realtime: Pick<RealtimeClient, 'on'>;
  load: () => Promise<ClinicData>;
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
  isLoggedIn: () => boolean;
}): () => void {
  return options.realtime.on('resource.change', (event: ResourceChangeEvent) => {
    if (!event || !options.isLoggedIn()) return;
    void options.queryClient.invalidateQueries({ queryKey: ['resources', event.resource] });
    if ((clinicDataResources as readonly string[]).includes(event.resource))
      void loadClinicData(options.load);
    // A doctor's links show specialty and location names: their changes touch the doctors list too.
    if (event.resource === 'specialties' || event.resource === 'locations')
      void options.queryClient.invalidateQueries({ queryKey: ['resources', 'doctors'] });
    // A template shows its services' names and prices, and their total.
    if (event.resource === 'services')
      void options.queryClient.invalidateQueries({ queryKey: ['resources', 'service-templates'] });
  });
}
