import { PermissionLevel, ScreenId } from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceForm } from '../ResourceForm';
import type { AnyClient, AnyDescription } from '../types';
import { doctors } from './doctors';

afterEach(cleanup);

describe('doctor form', () => {
  it('sends the optional examination room, blank as null', async () => {
    const create = vi.fn(async (input: Record<string, unknown>) => ({
      id: 5,
      enabled: true,
      name: String(input.name),
    }));
    const client = { create } as unknown as AnyClient;
    const ability = buildAbility({
      screenPermissions: [{ frontendScreenId: ScreenId.Doctors, permissionTypeId: PermissionLevel.Write }],
      frontendFeatureIds: [],
      roleId: 1,
      groupIds: [],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AbilityProvider ability={ability}>
          <ResourceForm
            description={doctors as unknown as AnyDescription}
            client={client}
            item={null}
            open
            onClose={() => undefined}
          />
        </AbilityProvider>
      </QueryClientProvider>,
    );
    const room = (await screen.findByLabelText(/Phòng khám/)) as HTMLInputElement;
    expect(room.maxLength).toBe(50);
    expect(screen.getByText(/in trên phiếu số thứ tự/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Tên bác sĩ|Họ và tên/), { target: { value: 'BS. Lê Minh' } });
    fireEvent.change(screen.getByLabelText(/Mã bác sĩ/), { target: { value: 'BS01' } });
    fireEvent.change(room, { target: { value: ' Phòng 3 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({ name: 'BS. Lê Minh', room: 'Phòng 3' });

    fireEvent.change(room, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[1]?.[0]).toMatchObject({ room: null });
  });
});
