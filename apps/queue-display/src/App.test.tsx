import { AppointmentStatus } from '@clinic/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from './App';
import { appointmentEvent, call, fakeDeps, offline, queue, revoked } from './testing';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pair = () => {
  localStorage.setItem('displayDeviceToken', 'dev_tv');
  localStorage.setItem(
    'displayDevice',
    JSON.stringify({
      clinic: { name: 'Phòng khám An Tâm', logoUrl: null },
      location: { id: 1, name: 'Cơ sở Quận 1', address: null },
    }),
  );
};
const spoken = () =>
  within(screen.getByTestId('spoken-calls'))
    .queryAllByRole('listitem')
    .map((item) => Number(item.textContent));

afterEach(() => vi.unstubAllGlobals());

describe('pairing', () => {
  it('asks for the code, stores the device token and opens the board with the sound overlay', async () => {
    const fetch = vi.fn(async () =>
      json({
        data: {
          token: 'dev_new',
          device: { id: 2, kind: 2, name: 'TV phòng chờ' },
          clinic: { name: 'Phòng khám An Tâm', logoUrl: null },
          location: { id: 1, name: 'Cơ sở Quận 1', address: null },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { deps } = fakeDeps();
    render(<App deps={deps} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ghép nối màn hình gọi số');
    fireEvent.change(screen.getByLabelText('Mã ghép nối'), { target: { value: '12a3456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ghép nối' }));
    const overlay = await screen.findByRole('button', { name: /Bấm để bật âm thanh/ });
    expect(fetch).toHaveBeenCalledWith(
      '/api/devices/pair',
      expect.objectContaining({ body: '{"code":"123456"}' }),
    );
    expect(localStorage.getItem('displayDeviceToken')).toBe('dev_new');
    fireEvent.click(overlay);
    expect(deps.unlock).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Bấm để bật âm thanh/ })).toBeNull();
    expect(localStorage.getItem('displaySoundEnabled')).toBe('1');
  });

  it('says when the code is wrong and stores nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 1068, message: 'Mã sai' }, 400)),
    );
    render(<App deps={fakeDeps().deps} />);
    fireEvent.change(screen.getByLabelText('Mã ghép nối'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ghép nối' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mã không đúng hoặc đã hết hạn. Vui lòng tạo mã mới.',
    );
    expect(localStorage.getItem('displayDeviceToken')).toBeNull();
  });
});

describe('a paired display', () => {
  it("shows each doctor's room, the number served and the next numbers", async () => {
    pair();
    render(<App deps={fakeDeps().deps} />);
    const cards = await screen.findAllByTestId('doctor-card');
    expect(cards).toHaveLength(2); // the second doctor of the location has nobody yet today
    expect(cards[0]?.textContent).toContain('Phòng 3');
    expect(cards[0]?.textContent).toContain('11');
    expect(
      within(cards[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['12', '14']);
    expect(cards[1]?.textContent).toContain('Chưa gọi số');
    expect(screen.getByText('Phòng khám An Tâm')).toBeTruthy();
  });

  it('moves the numbers from an event’s payload without reading the queue again', async () => {
    pair();
    const { deps, socket } = fakeDeps();
    render(<App deps={deps} />);
    await screen.findAllByTestId('doctor-card');
    await waitFor(() => expect(socket.handlers).toBeDefined());
    act(() => {
      socket.handlers?.onChange(appointmentEvent(13, AppointmentStatus.CheckedIn));
      socket.handlers?.onChange(appointmentEvent(12, AppointmentStatus.InProgress));
    });
    const card = screen.getAllByTestId('doctor-card')[0] as HTMLElement;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['13', '14']);
    expect(card.textContent).toContain('12');
    // Past the burst delay the old code read the queue again; the payload said it all.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(deps.api.queue).toHaveBeenCalledTimes(1);
  });

  it('highlights and speaks live calls of its location in turn, ignoring other locations', async () => {
    pair();
    const { deps, socket, voices } = fakeDeps();
    render(<App deps={deps} />);
    await screen.findAllByTestId('doctor-card');
    await waitFor(() => expect(socket.handlers).toBeDefined());
    act(() => {
      socket.handlers?.onCall(call(1, { orderNumber: 12 }));
      socket.handlers?.onCall(call(2, { orderNumber: 30, locationId: 9 }));
      socket.handlers?.onCall(call(3, { orderNumber: 14 }));
    });
    expect(screen.getAllByTestId('doctor-card')[0]?.dataset.calling).toBe('true');
    await waitFor(() => expect(spoken()).toEqual([1, 3]));
    expect(voices.said).toEqual(['chime', 'audio 1', 'chime', 'audio 3']);
    await waitFor(() => expect(screen.getAllByTestId('doctor-card')[0]?.dataset.calling).toBeUndefined());
  });

  it('speaks a call once per display, across a remount and a reconnect that replays it', async () => {
    pair();
    const now = new Date().toISOString();
    const first = fakeDeps();
    const view = render(<App deps={first.deps} />);
    await waitFor(() => expect(first.socket.handlers).toBeDefined());
    act(() => first.socket.handlers?.onCall(call(5, { orderNumber: 12, calledAt: now })));
    await waitFor(() => expect(spoken()).toEqual([5]));
    view.unmount();

    // The page reloads; the API's recent calls still list call 5, plus call 6 made while it was away.
    const recentCalls = [
      {
        id: 6,
        orderNumber: 14,
        initials: 'L.C.',
        room: 'Phòng 3',
        doctorName: 'BS. Lê Văn Cường',
        calledAt: now,
      },
      {
        id: 5,
        orderNumber: 12,
        initials: 'T.T.B.',
        room: 'Phòng 3',
        doctorName: 'BS. Lê Văn Cường',
        calledAt: now,
      },
    ];
    const second = fakeDeps(queue({ recentCalls }));
    render(<App deps={second.deps} />);
    await waitFor(() => expect(spoken()).toEqual([6]));
    await waitFor(() => expect(second.socket.handlers).toBeDefined());
    act(() => {
      second.socket.handlers?.onCall(call(5, { orderNumber: 12, calledAt: now }));
      second.socket.handlers?.onReconnected();
    });
    await waitFor(() => expect(second.deps.api.queue).toHaveBeenCalledTimes(2));
    expect(spoken()).toEqual([6]);
    expect(second.voices.said).toEqual(['chime', 'audio 6']);
    expect(screen.getByRole('region', { name: 'Vừa gọi' }).textContent).toContain('14');
  });

  it('shows the offline screen while the API is unreachable, and the board again when it answers', async () => {
    pair();
    const { deps } = fakeDeps();
    deps.api.queue = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue(queue());
    render(<App deps={deps} />);
    expect(await screen.findByText('Mất kết nối máy chủ')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findAllByTestId('doctor-card')).toHaveLength(2);
  });

  it('goes back to pairing when staff revoke it (401)', async () => {
    pair();
    const { deps } = fakeDeps();
    deps.api.queue = vi.fn(async () => {
      throw revoked();
    });
    render(<App deps={deps} />);
    expect(await screen.findByRole('heading', { name: 'Ghép nối màn hình gọi số' })).toBeTruthy();
    expect(localStorage.getItem('displayDeviceToken')).toBeNull();
  });
});
