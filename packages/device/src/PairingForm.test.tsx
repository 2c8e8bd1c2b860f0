import { ApiError, type PairedDevice } from '@clinic/api-client/public';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PairingForm } from './PairingForm';

const paired: PairedDevice = {
  token: 'dev_1',
  device: { id: 1, kind: 2, name: 'TV' },
  clinic: { name: 'Phòng khám An Tâm', logoUrl: null },
  location: { id: 3, name: 'Cơ sở Quận 1', address: null },
};

function renderForm(pair: (code: string) => Promise<PairedDevice>) {
  const onPaired = vi.fn();
  render(<PairingForm title="Ghép nối TV" lead="Nhập mã" onPaired={onPaired} pair={pair} />);
  const type = (value: string) =>
    fireEvent.change(screen.getByLabelText('Mã ghép nối'), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ghép nối' }));
  return { onPaired, type, submit };
}

describe('PairingForm', () => {
  it("shows the app's title, keeps digits only and hands the pairing to the app", async () => {
    const pair = vi.fn(async () => paired);
    const { onPaired, type, submit } = renderForm(pair);
    expect(screen.getByRole('region', { name: 'Ghép nối TV' })).toBeTruthy();
    type('12');
    expect(screen.getByRole('button', { name: 'Ghép nối' })).toHaveProperty('disabled', true);
    type('1a2 3456789');
    expect(screen.getByLabelText('Mã ghép nối')).toHaveProperty('value', '123456');
    submit();
    await waitFor(() => expect(onPaired).toHaveBeenCalledWith(paired));
    expect(pair).toHaveBeenCalledWith('123456');
  });

  it.each([
    [new ApiError(400, { code: 1068 }, 'wrong'), 'Mã không đúng hoặc đã hết hạn. Vui lòng tạo mã mới.'],
    [new ApiError(429, undefined, 'slow down'), 'Nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.'],
    [new ApiError(0, undefined, 'Failed to fetch'), 'Không kết nối được máy chủ. Vui lòng kiểm tra mạng.'],
  ])('says what went wrong (%s) and lets staff try again', async (error, message) => {
    const pair = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(paired);
    const { onPaired, type, submit } = renderForm(pair);
    type('654321');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onPaired).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(onPaired).toHaveBeenCalledWith(paired));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
