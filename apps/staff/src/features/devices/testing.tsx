import type { DeviceItem, DevicePairing } from '@clinic/api-client';
import { DeviceKind, PermissionLevel, ScreenId } from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { clinicState } from '../../state/clinic';
import type { DevicesClient } from './client';
import DevicesScreen from './DevicesScreen';

// Test support for screen 43: devices, an in-memory client that records what the screen asks, and the providers
// the staff app gives every screen.

export const device = (id: number, extra: Partial<DeviceItem> = {}): DeviceItem => ({
  id,
  kind: DeviceKind.Kiosk,
  name: `Ki-ốt ${id}`,
  locationId: 1,
  locationName: 'Cơ sở Quận 1',
  status: 'paired',
  pairingExpiresAt: null,
  pairedAt: '2026-07-01T03:00:00.000Z',
  lastSeenAt: null,
  online: false,
  ...extra,
});

/** A fresh code for `d`, valid `minutes` from now (negative: already expired). */
export const pairing = (d: DeviceItem, code = '123456', minutes = 10): DevicePairing => ({
  device: d,
  pairingCode: code,
  pairingExpiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
});

export function fakeClient(rows: DeviceItem[] = []) {
  return {
    list: vi.fn(async () => rows),
    create: vi.fn(async (body: { kind: DeviceKind; locationId: number; name: string }) =>
      pairing(device(99, { ...body, status: 'pairing', pairedAt: null, locationName: 'Cơ sở Quận 1' })),
    ),
    update: vi.fn(async (id: number, body: { name: string; locationId: number }) => device(id, body)),
    newPairingCode: vi.fn(async (id: number) => pairing(device(id), '654321')),
    revoke: vi.fn(async (id: number) => device(id, { status: 'revoked' })),
    remove: vi.fn(async (id: number) => ({ id })),
  } satisfies DevicesClient;
}

/** The clinic data the form picks locations from. */
export function givenLocations() {
  clinicState.locations = [
    { id: 1, name: 'Cơ sở Quận 1' },
    { id: 2, name: 'Cơ sở Thủ Đức' },
  ];
}

export function renderDevices(client: DevicesClient, level: PermissionLevel = PermissionLevel.Write) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ability = buildAbility({
    screenPermissions: [{ frontendScreenId: ScreenId.Devices, permissionTypeId: level }],
    frontendFeatureIds: [],
    roleId: 1,
    groupIds: [],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <AbilityProvider ability={ability}>
        <DevicesScreen client={client} />
      </AbilityProvider>
    </QueryClientProvider>,
  );
}
