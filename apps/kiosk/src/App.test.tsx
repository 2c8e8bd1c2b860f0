import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import App from './App';
import { printed } from './test-print';
import { appointment, fakeApi, notFound, offline, revoked, ticket } from './testing';

// The scan and ticket steps are chunks of their own (lazy.ts), which the kiosk fetches while it idles. Loaded once
// here, a test's wait for the ticket is about the flow: transforming those modules on first use took over the
// one-second wait of `findBy…` on a loaded machine.
beforeAll(async () => {
  await Promise.all([import('./scan/ScanStep'), import('./ticket/TicketStep')]);
}, 60_000);

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const pair = () => {
  localStorage.setItem('deviceToken', 'dev_abc');
  localStorage.setItem(
    'kioskDevice',
    JSON.stringify({
      clinic: { name: 'Phòng khám An Tâm', logoUrl: null },
      location: { id: 1, name: 'Cơ sở Quận 1', address: null },
    }),
  );
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('pairing', () => {
  it('asks for the code, stores the device token and shows the clinic and location it was paired to', async () => {
    const fetch = vi.fn(async () =>
      json({
        data: {
          token: 'dev_new',
          device: { id: 1, kind: 1, name: 'Ki-ốt sảnh' },
          clinic: { name: 'Phòng khám An Tâm', logoUrl: null },
          location: { id: 1, name: 'Cơ sở Quận 1', address: '12 Lê Lợi' },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<App api={fakeApi()} />);
    expect(heading()).toBe('Ghép nối ki-ốt');
    fireEvent.change(screen.getByLabelText('Mã ghép nối'), { target: { value: '12a3456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ghép nối' }));
    await screen.findByText('Đã ghép nối');
    expect(fetch).toHaveBeenCalledWith(
      '/api/devices/pair',
      expect.objectContaining({ body: '{"code":"123456"}' }),
    );
    expect(localStorage.getItem('deviceToken')).toBe('dev_new');
    expect(screen.getByText('Cơ sở Quận 1 — 12 Lê Lợi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu sử dụng' }));
    expect(heading()).toBe('Xin chào quý khách');
  });

  it('says when the code is wrong', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 1068, message: 'Mã sai' }, 400)),
    );
    render(<App api={fakeApi()} />);
    fireEvent.change(screen.getByLabelText('Mã ghép nối'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ghép nối' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mã không đúng hoặc đã hết hạn. Vui lòng tạo mã mới.',
    );
    expect(localStorage.getItem('deviceToken')).toBeNull();
  });
});

describe('a paired kiosk', () => {
  it('checks a patient in by code and phone, prints the ticket once and shows the number huge', async () => {
    pair();
    const api = fakeApi();
    render(<App api={api} />);
    expect(heading()).toBe('Xin chào quý khách');
    expect(screen.getByText('Phòng khám An Tâm')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Nhập mã đặt lịch/ }));
    fireEvent.change(screen.getByLabelText('Mã đặt lịch'), { target: { value: 'lh0012' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại đặt lịch'), { target: { value: '0912 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm lịch hẹn' }));
    await screen.findByText('Lịch hẹn của bạn');
    expect(api.findAppointment).toHaveBeenCalledWith({ code: 'LH0012', phone: '0912345678' });
    expect(screen.getByText('T.T.B.')).toBeTruthy();
    expect(screen.getByText('Phòng 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận tiếp đón' }));
    expect((await screen.findByTestId('order-number')).textContent).toBe('17');
    expect(api.checkIn).toHaveBeenCalledWith({ code: 'LH0012', phone: '0912345678' });
    expect(printed).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'In lại' }));
    expect(printed).toHaveBeenCalledTimes(2);
  });

  it('says a wrong code or phone plainly', async () => {
    pair();
    const api = fakeApi();
    api.findAppointment.mockRejectedValue(notFound());
    render(<App api={api} />);
    fireEvent.click(screen.getByRole('button', { name: /Nhập mã đặt lịch/ }));
    fireEvent.change(screen.getByLabelText('Mã đặt lịch'), { target: { value: 'LH9' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại đặt lịch'), { target: { value: '0900000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm lịch hẹn' }));
    expect(await screen.findByText('Không tìm thấy lịch hẹn')).toBeTruthy();
  });

  it('goes back to the start screen after 30 s untouched, a touch restarting the count, with a countdown at the end', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    pair();
    const api = fakeApi();
    api.findAppointment.mockResolvedValue(appointment({ verdict: 'tooLate' }));
    render(<App api={api} />);
    fireEvent.click(screen.getByRole('button', { name: /Nhập mã đặt lịch/ }));
    fireEvent.change(screen.getByLabelText('Mã đặt lịch'), { target: { value: 'LH0012' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại đặt lịch'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm lịch hẹn' }));
    await screen.findByText('Đã quá giờ hẹn');
    // The idle count starts in an effect of the screen just shown: let React run it before the clock moves (on a
    // loaded machine the text can be found before the effect has run, and the 25 s would pass uncounted).
    await act(async () => {});

    act(() => vi.advanceTimersByTime(25_000));
    expect(screen.getByRole('timer').textContent).toBe('Tự về màn hình chính sau 5 giây');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('timer')).toBeNull();
    act(() => vi.advanceTimersByTime(25_000));
    expect(heading()).toBe('Đã quá giờ hẹn');
    act(() => vi.advanceTimersByTime(6_000));
    expect(heading()).toBe('Xin chào quý khách');
  });

  it('greets every patient in Vietnamese: English chosen by the last one is dropped back on the start screen', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    pair();
    render(<App api={fakeApi()} />);
    // English chosen on the start screen stays while the patient goes on, and through the whole check-in.
    fireEvent.click(screen.getByText('EN'));
    expect(heading()).toBe('Welcome');
    fireEvent.click(screen.getByRole('button', { name: /Enter booking code/ }));
    fireEvent.change(screen.getByLabelText('Booking code'), { target: { value: 'LH0012' } });
    fireEvent.change(screen.getByLabelText('Phone number used to book'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my appointment' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Check me in' }));
    await screen.findByTestId('order-number');
    expect(heading()).toBe('You are checked in');
    // Done: the next patient is greeted in Vietnamese.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(heading()).toBe('Xin chào quý khách');
    expect(document.documentElement.lang).toBe('vi');

    // A patient who walks away in English: the idle reset brings Vietnamese back too.
    fireEvent.click(screen.getByText('EN'));
    fireEvent.click(screen.getByRole('button', { name: /Enter booking code/ }));
    expect(heading()).toBe('Enter booking code');
    act(() => vi.advanceTimersByTime(31_000));
    expect(heading()).toBe('Xin chào quý khách');
  });

  it('shows the offline screen while the API cannot be reached, and recovers by itself', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    pair();
    const api = fakeApi();
    api.me.mockRejectedValueOnce(offline());
    render(<App api={api} />);
    expect(await screen.findByText('Mất kết nối — vui lòng đến quầy lễ tân.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(heading()).toBe('Xin chào quý khách'));
  });

  it('forgets a revoked token and shows the pairing screen', async () => {
    pair();
    const api = fakeApi();
    api.me.mockRejectedValue(revoked());
    render(<App api={api} />);
    await waitFor(() => expect(heading()).toBe('Ghép nối ki-ốt'));
    expect(localStorage.getItem('deviceToken')).toBeNull();
  });

  it('prints the same ticket again for a patient already checked in', async () => {
    pair();
    const api = fakeApi();
    api.findAppointment.mockResolvedValue(appointment({ verdict: 'alreadyCheckedIn', ticket }));
    api.checkIn.mockResolvedValue({ ...ticket, reprint: true });
    render(<App api={api} />);
    fireEvent.click(screen.getByRole('button', { name: /Nhập mã đặt lịch/ }));
    fireEvent.change(screen.getByLabelText('Mã đặt lịch'), { target: { value: 'LH0012' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại đặt lịch'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tìm lịch hẹn' }));
    fireEvent.click(await screen.findByRole('button', { name: 'In lại phiếu' }));
    expect((await screen.findByTestId('order-number')).textContent).toBe('17');
    expect(printed).toHaveBeenCalledOnce();
  });
});
