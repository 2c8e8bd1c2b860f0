import type { DeviceCreateBody, DeviceItem, DevicePairing } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { type UseMutationOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session';

// Screen 43's server data. Every call names the screen: the server checks it (docs/architecture.md).

const call = { screenId: ScreenId.Devices };

/** Cache keys: every device query starts with 'devices', so one invalidation refreshes the screen. */
export const deviceKeys = { list: ['devices', 'list'] as const };

/** What the screen does once a change is answered (the list is already being read again). */
type Handlers<Data, Variables> = Pick<UseMutationOptions<Data, Error, Variables>, 'onSuccess' | 'onError'>;

export function useDevices(refetchInterval: number) {
  return useQuery({
    queryKey: deviceKeys.list,
    queryFn: ({ signal }) => api.devices.list({ ...call, signal }),
    refetchInterval,
  });
}

/** A changed device changes the list: it is read again before the screen's own handler runs. */
function useDeviceMutation<Data, Variables>(
  mutationFn: (variables: Variables) => Promise<Data>,
  handlers: Handlers<Data, Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...handlers,
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: deviceKeys.list });
      return handlers.onSuccess?.(...args);
    },
  });
}

/** Adds a device (answered with its first pairing code), or renames / moves `device`; its kind never changes. */
export function useSaveDevice(
  device: DeviceItem | null,
  handlers: Handlers<DeviceItem | DevicePairing, DeviceCreateBody>,
) {
  return useDeviceMutation(
    (body: DeviceCreateBody): Promise<DeviceItem | DevicePairing> =>
      device
        ? api.devices.update(device.id, { name: body.name, locationId: body.locationId }, call)
        : api.devices.create(body, call),
    handlers,
  );
}

/** A new code; the old one stops working. */
export function useNewPairingCode(handlers: Handlers<DevicePairing, DeviceItem>) {
  return useDeviceMutation((device: DeviceItem) => api.devices.newPairingCode(device.id, call), handlers);
}

export interface DeviceAction {
  action: 'revoke' | 'delete';
  device: DeviceItem;
}

/** Revokes a device's access, or deletes it (the server revokes first). */
export function useDeviceAction(handlers: Handlers<unknown, DeviceAction>) {
  return useDeviceMutation(
    ({ action, device }: DeviceAction): Promise<unknown> =>
      action === 'revoke' ? api.devices.revoke(device.id, call) : api.devices.remove(device.id, call),
    handlers,
  );
}
