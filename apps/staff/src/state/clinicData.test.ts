import { PermissionLevel, ScreenId } from '@clinic/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicState, resetClinicState } from './clinic';
import { type ClinicDataClients, loadClinicData, readsScreen, syncClinicData } from './clinicData';

const clients = () =>
  ({
    locations: { all: vi.fn(async () => [{ id: 1, name: 'Cơ sở 1', enabled: true, address: 'x' }]) },
    specialties: { all: vi.fn(async () => [{ id: 2, name: 'Nhi khoa', enabled: true }]) },
    doctors: {
      all: vi.fn(async () => [
        { id: 3, name: 'BS An', enabled: true, specialties: [{ id: 2 }], locations: [{ id: 1 }] },
      ]),
    },
  }) satisfies ClinicDataClients;

afterEach(resetClinicState);

describe('clinic data', () => {
  it('loads enabled rows only for the screens the user may read', async () => {
    const c = clients();
    const permissions = [
      { frontendScreenId: ScreenId.Locations, permissionTypeId: PermissionLevel.Read },
      { frontendScreenId: ScreenId.Doctors, permissionTypeId: PermissionLevel.Write },
      { frontendScreenId: ScreenId.Specialties, permissionTypeId: PermissionLevel.None },
    ];
    await loadClinicData(c, (id) => readsScreen(permissions, id));
    expect(c.locations.all).toHaveBeenCalledWith({ enabled: true }, { screenId: ScreenId.Locations });
    expect(c.specialties.all).not.toHaveBeenCalled();
    expect(clinicState.locations).toEqual([{ id: 1, name: 'Cơ sở 1' }]);
    expect(clinicState.doctors).toEqual([{ id: 3, name: 'BS An', specialtyIds: [2], locationIds: [1] }]);
  });

  it("reloads a list and invalidates the resource's queries on 'resource.change'", async () => {
    const c = clients();
    let handler: ((event: unknown) => void) | undefined;
    const realtime = {
      on: vi.fn((_: string, h: (event: unknown) => void) => {
        handler = h;
        return () => undefined;
      }),
    };
    const queryClient = { invalidateQueries: vi.fn(async () => undefined) };
    syncClinicData({
      realtime: realtime as never,
      clients: c,
      queryClient,
      canRead: () => true,
      isLoggedIn: () => true,
    });
    expect(realtime.on).toHaveBeenCalledWith('resource.change', expect.any(Function));
    handler?.({ resource: 'specialties', id: 2, action: 'update' });
    await vi.waitFor(() => expect(clinicState.specialties).toEqual([{ id: 2, name: 'Nhi khoa' }]));
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['resources', 'specialties'] });
    handler?.({ resource: 'suppliers', id: 5, action: 'delete' });
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['resources', 'suppliers'] });
    expect(c.locations.all).not.toHaveBeenCalled();
  });
});
