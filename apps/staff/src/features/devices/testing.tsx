import type { DeviceCreateBody, DeviceItem, DevicePairing, DeviceUpdateBody } from '@clinic/api-client';
import { DeviceKind, PermissionLevel, ScreenId } from '@clinic/domain';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { clinicState } from '../../state/clinic';
import DevicesScreen from './DevicesScreen';

// Test support for screen 43: devices, the server answering at the HTTP layer, and the screen inside the
// providers the staff app gives every screen.

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

/** The server as screen 43 sees it: `rows` listed, and each change answered like apps/api answers it. */
export function devicesApi(rows: DeviceItem[] = []) {
  return fakeApi()
    .on('GET /devices', () => rows)
    .on('POST /devices', ({ body }) =>
      pairing(
        device(99, {
          ...(body as DeviceCreateBody),
          status: 'pairing',
          pairedAt: null,
          locationName: 'Cơ sở Quận 1',
        }),
      ),
    )
    .on('PUT /devices/:id', ({ params, body }) => device(Number(params.id), body as DeviceUpdateBody))
    .on('POST /devices/:id/pairing-code', ({ params }) => pairing(device(Number(params.id)), '654321'))
    .on('POST /devices/:id/revoke', ({ params }) => device(Number(params.id), { status: 'revoked' }))
    .on('DELETE /devices/:id', ({ params }) => ({ id: Number(params.id) }));
}

/** The clinic data the form picks locations from. */
export function givenLocations() {
  clinicState.locations = [
    { id: 1, name: 'Cơ sở Quận 1' },
    { id: 2, name: 'Cơ sở Thủ Đức' },
  ];
}

export function renderDevices(level: PermissionLevel = PermissionLevel.Write) {
  return renderScreen(<DevicesScreen />, { screens: { [ScreenId.Devices]: level } });
}
