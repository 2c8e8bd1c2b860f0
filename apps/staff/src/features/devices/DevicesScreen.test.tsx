import { DeviceKind, PermissionLevel, ScreenId } from '@clinic/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetClinicState } from '../../state/clinic';
import { device, devicesApi, givenLocations, pairing, renderDevices } from './testing';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

beforeEach(givenLocations);
afterEach(() => {
  cleanup();
  resetClinicState();
});

describe('Devices screen', () => {
  it('lists each device with its kind, status and when it was last heard from', async () => {
    devicesApi([
      device(1, { name: 'Ki-ốt sảnh', online: true, lastSeenAt: minutesAgo(0) }),
      device(2, { name: 'TV phòng chờ', kind: DeviceKind.Display, lastSeenAt: minutesAgo(12) }),
      device(3, { name: 'Ki-ốt mới', status: 'pairing', pairedAt: null, pairingExpiresAt: inMinutes(8) }),
      device(4, { name: 'Ki-ốt cũ', status: 'expired', pairedAt: null }),
      device(5, { name: 'Ki-ốt hỏng', status: 'revoked', lastSeenAt: minutesAgo(200) }),
    ]);
    renderDevices();
    const row = async (name: string) => within((await screen.findByText(name)).closest('tr')!);

    const lobby = await row('Ki-ốt sảnh');
    expect(lobby.getByText('Ki-ốt tiếp đón')).toBeTruthy();
    expect(lobby.getByText('Đã ghép nối')).toBeTruthy();
    expect(lobby.getByText('Đang trực tuyến')).toBeTruthy();

    const tv = await row('TV phòng chờ');
    expect(tv.getByText('Màn hình gọi số')).toBeTruthy();
    expect(tv.getByText('12 phút trước')).toBeTruthy();

    const waiting = await row('Ki-ốt mới');
    expect(waiting.getByText('Đang chờ ghép nối')).toBeTruthy();
    expect(waiting.getByText(/^Mã hết hạn lúc \d\d:\d\d$/)).toBeTruthy();
    expect(waiting.getByText('Chưa kết nối lần nào')).toBeTruthy();

    expect((await row('Ki-ốt cũ')).getByText('Mã đã hết hạn')).toBeTruthy();
    const revoked = await row('Ki-ốt hỏng');
    expect(revoked.getByText('Đã thu hồi')).toBeTruthy();
    expect(revoked.getByText('3 giờ trước')).toBeTruthy();
    // A revoked device cannot be revoked again; it can still get a new code.
    expect(revoked.queryByRole('button', { name: 'Thu hồi Ki-ốt hỏng' })).toBeNull();
    expect(revoked.getByRole('button', { name: 'Mã mới Ki-ốt hỏng' })).toBeTruthy();
  });

  it('a code that ran out since the list loaded already shows as expired', async () => {
    devicesApi([device(1, { status: 'pairing', pairedAt: null, pairingExpiresAt: minutesAgo(1) })]);
    renderDevices();
    expect(await screen.findByText('Mã đã hết hạn')).toBeTruthy();
    expect(screen.queryByText('Đang chờ ghép nối')).toBeNull();
  });

  it('explains what devices are when there are none, with a way to add one', async () => {
    devicesApi([]);
    renderDevices();
    expect(await screen.findByText('Chưa có thiết bị nào')).toBeTruthy();
    expect(screen.getByText(/Thêm ki-ốt tiếp đón để bệnh nhân tự tiếp đón/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Thêm thiết bị' })).toHaveLength(2);
  });

  it('adds a queue display: the name follows kind and location, then the code shows in large digits', async () => {
    const server = devicesApi([]);
    renderDevices();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Thêm thiết bị' }))[0]!);
    const name = (await screen.findByLabelText(/Tên thiết bị/)) as HTMLInputElement;
    expect(name.value).toBe('Ki-ốt tiếp đón Cơ sở Quận 1');

    fireEvent.click(screen.getByRole('radio', { name: /Màn hình gọi số/ }));
    fireEvent.change(screen.getByRole('combobox', { name: /Cơ sở/ }), { target: { value: '2' } });
    await waitFor(() => expect(name.value).toBe('Màn hình gọi số Cơ sở Thủ Đức'));

    fireEvent.click(screen.getByRole('button', { name: 'Thêm và lấy mã' }));
    await waitFor(() =>
      expect(server.requests('POST /devices').map((r) => r.body)).toEqual([
        { kind: DeviceKind.Display, locationId: 2, name: 'Màn hình gọi số Cơ sở Thủ Đức' },
      ]),
    );
    expect(server.requests('POST /devices')[0]?.headers.get('x-screen-id')).toBe(String(ScreenId.Devices));
    const dialog = await screen.findByRole('dialog', { name: /Ghép nối “Màn hình gọi số Cơ sở Thủ Đức”/ });
    expect(within(dialog).getByLabelText('Mã ghép nối 1 2 3 4 5 6').textContent).toBe('123 456');
    expect(within(dialog).getByText(`${window.location.origin}/display/`)).toBeTruthy();
    expect(within(dialog).getByText(/Trên màn hình gọi số, mở trình duyệt/)).toBeTruthy();
    expect(within(dialog).getByText(/^Mã hết hạn sau (10:00|9:5\d)$/)).toBeTruthy();
  });

  it('keeps the name the user typed when the kind changes afterwards', async () => {
    devicesApi([]);
    renderDevices();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Thêm thiết bị' }))[0]!);
    const name = (await screen.findByLabelText(/Tên thiết bị/)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Ki-ốt sảnh tầng 1' } });
    fireEvent.click(screen.getByRole('radio', { name: /Màn hình gọi số/ }));
    expect(name.value).toBe('Ki-ốt sảnh tầng 1');
  });

  it('an expired code offers a new one in the same dialog', async () => {
    // The first code given has already run out; the next one is fresh.
    const codes = [pairing(device(1, { name: 'Ki-ốt sảnh' }), '111222', -1)];
    const server = devicesApi([device(1, { name: 'Ki-ốt sảnh' })]).on(
      'POST /devices/:id/pairing-code',
      ({ params }) => codes.shift() ?? pairing(device(Number(params.id)), '654321'),
    );
    renderDevices();
    fireEvent.click(await screen.findByRole('button', { name: 'Mã mới Ki-ốt sảnh' }));
    const dialog = await screen.findByRole('dialog', { name: /Ghép nối “Ki-ốt sảnh”/ });
    expect(within(dialog).getByText(/Mã đã hết hạn. Tạo mã mới/)).toBeTruthy();
    expect(within(dialog).getByText(`${window.location.origin}/kiosk/`)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tạo mã mới' }));
    await waitFor(() => expect(server.requests('POST /devices/:id/pairing-code')).toHaveLength(2));
    expect((await within(dialog).findByLabelText('Mã ghép nối 6 5 4 3 2 1')).textContent).toBe('654 321');
    expect(within(dialog).queryByRole('button', { name: 'Tạo mã mới' })).toBeNull();
  });

  it('revoking asks first, in a danger dialog, then revokes', async () => {
    const server = devicesApi([device(1, { name: 'Ki-ốt sảnh' })]);
    renderDevices();
    fireEvent.click(await screen.findByRole('button', { name: 'Thu hồi Ki-ốt sảnh' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Thu hồi “Ki-ốt sảnh”?')).toBeTruthy();
    expect(within(dialog).getByText(/ngắt kết nối ngay/)).toBeTruthy();
    expect(server.requests('POST /devices/:id/revoke')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thu hồi' }));
    await waitFor(() =>
      expect(server.requests('POST /devices/:id/revoke').map((r) => r.params)).toEqual([{ id: '1' }]),
    );
  });

  it('deleting asks first too, then deletes', async () => {
    const server = devicesApi([device(1, { name: 'Ki-ốt sảnh' })]);
    renderDevices();
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa Ki-ốt sảnh' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Xóa “Ki-ốt sảnh”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() =>
      expect(server.requests('DELETE /devices/:id').map((r) => r.params)).toEqual([{ id: '1' }]),
    );
  });

  it('renames and moves a device without touching its kind', async () => {
    const server = devicesApi([device(1, { name: 'Ki-ốt sảnh' })]);
    renderDevices();
    fireEvent.click(await screen.findByRole('button', { name: 'Sửa Ki-ốt sảnh' }));
    expect(await screen.findByRole('heading', { name: 'Sửa thiết bị' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Tên thiết bị/), { target: { value: 'Ki-ốt tầng 2' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Cơ sở/ }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(server.requests('PUT /devices/:id').map(({ params, body }) => [params.id, body])).toEqual([
        ['1', { name: 'Ki-ốt tầng 2', locationId: 2 }],
      ]),
    );
  });

  it('shows read-only users the list without any write action', async () => {
    devicesApi([device(1, { name: 'Ki-ốt sảnh' })]);
    renderDevices(PermissionLevel.Read);
    expect(await screen.findByText('Ki-ốt sảnh')).toBeTruthy();
    expect(screen.getByText('Bạn chỉ có quyền xem danh sách thiết bị.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Thêm thiết bị|Sửa|Thu hồi|Xóa|Mã mới/ })).toBeNull();
  });
});
