import type { RealtimeClient, ResourceChangeEvent, ResourceClient } from '@clinic/api-client';
import { PermissionLevel, ScreenId } from '@clinic/domain';
import type { QueryClient } from '@tanstack/react-query';
import { clinicState } from './clinic';

type Named = { id: number; name: string; enabled: boolean };
type DoctorRow = Named & { specialties?: { id: number }[]; locations?: { id: number }[] };

/** The resources kept in the SPEC §3 clinic data, with the screen whose Read they need. */
export const clinicDataResources = {
  locations: ScreenId.Locations,
  specialties: ScreenId.Specialties,
  doctors: ScreenId.Doctors,
} as const;
export type ClinicDataResource = keyof typeof clinicDataResources;

export type ClinicDataClients = {
  [K in ClinicDataResource]: Pick<ResourceClient<K extends 'doctors' ? DoctorRow : Named, unknown>, 'all'>;
};

const pick = ({ id, name }: Named) => ({ id, name });

/** Loads one list of the clinic data: its enabled rows, as { id, name } (doctors with their links). */
export async function loadClinicList(
  clients: ClinicDataClients,
  resource: ClinicDataResource,
): Promise<void> {
  const screenId = clinicDataResources[resource];
  if (resource === 'doctors') {
    const rows = await clients.doctors.all({ enabled: true }, { screenId });
    clinicState.doctors = rows.map((d) => ({
      ...pick(d),
      specialtyIds: (d.specialties ?? []).map((s) => s.id),
      locationIds: (d.locations ?? []).map((l) => l.id),
    }));
    return;
  }
  const rows = await clients[resource].all({ enabled: true }, { screenId });
  clinicState[resource] = rows.map(pick);
}

/**
 * After sign-in: fills locations, specialties and doctors for the screens the user may read. A list that
 * fails to load stays empty (the screens still work); it does not end the session.
 */
export async function loadClinicData(
  clients: ClinicDataClients,
  canRead: (screenId: ScreenId) => boolean,
): Promise<void> {
  const names = (Object.keys(clinicDataResources) as ClinicDataResource[]).filter((r) =>
    canRead(clinicDataResources[r]),
  );
  await Promise.all(names.map((r) => loadClinicList(clients, r).catch(() => undefined)));
}

/** Whether a permission list grants at least Read on a screen. */
export function readsScreen(
  permissions: readonly { frontendScreenId: number; permissionTypeId: number }[],
  screenId: ScreenId,
): boolean {
  return permissions.some(
    (p) => p.frontendScreenId === screenId && p.permissionTypeId >= PermissionLevel.Read,
  );
}

/**
 * On every 'resource.change': the resource's queries are invalidated (queryKey ['resources', name, …]) and,
 * for the clinic data lists, the list is loaded again. Answers the unsubscribe.
 */
export function syncClinicData(options: {
  realtime: Pick<RealtimeClient, 'on'>;
  clients: ClinicDataClients;
  queryClient: Pick<QueryClient, 'invalidateQueries'>;
  canRead: (screenId: ScreenId) => boolean;
  isLoggedIn: () => boolean;
}): () => void {
  return options.realtime.on('resource.change', (event: ResourceChangeEvent) => {
    if (!event || !options.isLoggedIn()) return;
    void options.queryClient.invalidateQueries({ queryKey: ['resources', event.resource] });
    if (event.resource in clinicDataResources) {
      const resource = event.resource as ClinicDataResource;
      if (options.canRead(clinicDataResources[resource]))
        void loadClinicList(options.clients, resource).catch(() => undefined);
    }
    // A doctor's links show specialty and location names: their changes touch the doctors list too.
    if (event.resource === 'specialties' || event.resource === 'locations')
      void options.queryClient.invalidateQueries({ queryKey: ['resources', 'doctors'] });
  });
}
