import {
  ApiError,
  type Location,
  type LocationInput,
  type Page,
  type ResourceClient,
} from '@clinic/api-client';
import { PermissionLevel, ScreenId } from '@clinic/domain';
import { AbilityProvider, buildAbility } from '@clinic/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locations } from './descriptions/locations';
import { ResourceForm } from './ResourceForm';
import { ResourceList } from './ResourceList';

const description = locations;
const row = (id: number, name: string): Location => ({
  id,
  name,
  enabled: true,
  address: null,
  provinceId: 24,
  provinceName: 'Hà Nội',
  latitude: null,
  longitude: null,
  createdAt: '2026-01-02T03:00:00.000Z',
  updatedAt: '2026-01-02T03:00:00.000Z',
});
const page = (rows: Location[]): Page<Location> => ({
  pageData: rows,
  paging: { totalItem: rows.length, pageSize: 50, pageNumber: 1 },
});

/** A stubbed client: no network, every call recorded. */
function stubClient(rows: Location[] = [row(1, 'Cơ sở Cầu Giấy'), row(2, 'Cơ sở Đống Đa')]) {
  return {
    name: 'locations',
    list: vi.fn(async () => page(rows)),
    all: vi.fn(async () => rows),
    get: vi.fn(async (id: number) => rows.find((r) => r.id === id)!),
    create: vi.fn(async (input: LocationInput) => ({ ...row(9, input.name), ...input })),
    update: vi.fn(async (id: number, input: LocationInput) => ({
      ...row(id, input.name),
      ...input,
    })),
    remove: vi.fn(async () => ({ deleted: true })),
    setEnabled: vi.fn(async (id: number, enabled: boolean) => ({ ...row(id, 'x'), enabled })),
  } satisfies ResourceClient<Location, LocationInput>;
}

function wrap(node: ReactNode, level: PermissionLevel = PermissionLevel.Write) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ability = buildAbility({
    screenPermissions: [{ frontendScreenId: ScreenId.Locations, permissionTypeId: level }],
    frontendFeatureIds: [],
    roleId: 1,
    groupIds: [],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <AbilityProvider ability={ability}>{node}</AbilityProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('ResourceList', () => {
  it('lists the rows, and the search box sends the keyword', async () => {
    const client = stubClient();
    wrap(<ResourceList description={description} client={client} debounceMs={0} />);
    expect(await screen.findByText('Cơ sở Cầu Giấy')).toBeTruthy();
    expect(client.list).toHaveBeenLastCalledWith(
      { pageSize: 50, pageNumber: 1 },
      { screenId: ScreenId.Locations },
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), {
      target: { value: ' cau giay ' },
    });
    await waitFor(() =>
      expect(client.list).toHaveBeenLastCalledWith(
        { pageSize: 50, pageNumber: 1, keyword: 'cau giay' },
        { screenId: ScreenId.Locations },
      ),
    );
  });

  it('a click on a sortable header changes sortBy, and the status filter sends enabled', async () => {
    const client = stubClient();
    wrap(<ResourceList description={description} client={client} debounceMs={0} />);
    await screen.findByText('Cơ sở Cầu Giấy');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Tên cơ sở/ })).getByRole('button'));
    await waitFor(() =>
      expect(client.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ sortBy: 'name', sortDirection: 'asc' }),
        expect.anything(),
      ),
    );
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Tên cơ sở/ })).getByRole('button'));
    await waitFor(() =>
      expect(client.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ sortBy: 'name', sortDirection: 'desc' }),
        expect.anything(),
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Trạng thái' }), { target: { value: 'false' } });
    await waitFor(() =>
      expect(client.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ enabled: false }),
        expect.anything(),
      ),
    );
  });

  it('deleting a location keeps Confirm disabled until the exact name is typed, then sends { name }', async () => {
    const client = stubClient();
    wrap(<ResourceList description={description} client={client} debounceMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa Cơ sở Cầu Giấy' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Xóa' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    const input = within(dialog).getByLabelText(/Nhập "Cơ sở Cầu Giấy" để xác nhận/);
    fireEvent.change(input, { target: { value: 'Cơ sở Cầu' } });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: 'Cơ sở Cầu Giấy' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(client.remove).toHaveBeenCalledWith(
        1,
        { name: 'Cơ sở Cầu Giấy' },
        { screenId: ScreenId.Locations },
      ),
    );
  });

  it('toggles a row with set-enabled, and hides every write action from a Read-only user', async () => {
    const client = stubClient();
    wrap(<ResourceList description={description} client={client} debounceMs={0} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tắt Cơ sở Đống Đa' }));
    await waitFor(() =>
      expect(client.setEnabled).toHaveBeenCalledWith(2, false, { screenId: ScreenId.Locations }),
    );
    cleanup();
    wrap(
      <ResourceList description={description} client={stubClient()} debounceMs={0} />,
      PermissionLevel.Read,
    );
    await screen.findByText('Cơ sở Cầu Giấy');
    expect(screen.queryByRole('button', { name: 'Thêm mới' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Xóa/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sửa/ })).toBeNull();
  });
});

describe('ResourceForm', () => {
  it('shows translated field errors from the schema, then from the server', async () => {
    const client = stubClient();
    client.create.mockRejectedValueOnce(
      new ApiError(
        400,
        {
          code: 'PSYS_4001',
          message: 'invalid',
          fields: [{ path: 'body.name', messageId: 'formError.maxLength', text: 'too long' }],
        },
        '400 Bad Request',
      ),
    );
    wrap(
      <ResourceForm description={description} client={client} item={null} open onClose={() => undefined} />,
    );
    expect(await screen.findByRole('heading', { name: 'Thêm cơ sở khám' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeTruthy();
    expect(client.create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Tên cơ sở/), { target: { value: 'Cơ sở Hoàn Kiếm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(client.create).toHaveBeenCalledTimes(1));
    expect(client.create.mock.calls[0]?.[0]).toEqual({
      name: 'Cơ sở Hoàn Kiếm',
      address: null,
      provinceId: null,
      latitude: null,
      longitude: null,
    });
    expect(await screen.findByText(/Trường này chỉ được có tối đa/)).toBeTruthy();
  });

  it('edits a row: the fields start from toInput, and update sends the id', async () => {
    const client = stubClient();
    const onClose = vi.fn();
    wrap(
      <ResourceForm
        description={description}
        client={client}
        item={row(1, 'Cơ sở A')}
        open
        onClose={onClose}
      />,
    );
    const name = (await screen.findByLabelText(/Tên cơ sở/)) as HTMLInputElement;
    expect(name.value).toBe('Cơ sở A');
    fireEvent.change(name, { target: { value: 'Cơ sở B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(client.update).toHaveBeenCalledWith(
        1,
        expect.objectContaining({ name: 'Cơ sở B', provinceId: 24 }),
        {
          screenId: ScreenId.Locations,
        },
      ),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
