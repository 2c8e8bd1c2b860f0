import type { ClinicData } from '@clinic/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicState, resetClinicState } from './clinic';
import { loadClinicData, syncClinicData } from './clinicData';

const data: ClinicData = {
  locations: [{ id: 1, name: 'Cơ sở 1' }],
  specialties: [{ id: 2, name: 'Nhi khoa' }],
  doctors: [{ id: 3, name: 'BS An', specialtyIds: [2], locationIds: [1], isMine: false }],
};

afterEach(resetClinicState);

describe('clinic data', () => {
  it('fills the lists from one call, and keeps them when a load fails', async () => {
    await loadClinicData(async () => data);
    expect(clinicState.locations).toEqual([{ id: 1, name: 'Cơ sở 1' }]);
    expect(clinicState.doctors).toEqual([
      { id: 3, name: 'BS An', specialtyIds: [2], locationIds: [1], isMine: false },
    ]);
    await loadClinicData(async () => {
      throw new Error('offline');
    });
    expect(clinicState.specialties).toEqual([{ id: 2, name: 'Nhi khoa' }]);
  });

  it("reloads on a change to a clinic-data resource and invalidates the resource's queries", async () => {
    const load = vi.fn(async () => data);
    let handler: ((event: unknown) => void) | undefined;
    const realtime = {
      on: vi.fn((_: string, h: (event: unknown) => void) => {
        handler = h;
        return () => undefined;
      }),
    };
    const queryClient = { invalidateQueries: vi.fn(async () => undefined) };
    syncClinicData({ realtime: realtime as never, load, queryClient, isLoggedIn: () => true });
    expect(realtime.on).toHaveBeenCalledWith('resource.change', expect.any(Function));

    handler?.({ resource: 'suppliers', id: 5, action: 'delete' });
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['resources', 'suppliers'] });
    expect(load).not.toHaveBeenCalled();

    handler?.({ resource: 'specialties', id: 2, action: 'update' });
    await vi.waitFor(() => expect(clinicState.specialties).toEqual([{ id: 2, name: 'Nhi khoa' }]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['resources', 'doctors'] });
  });
});
