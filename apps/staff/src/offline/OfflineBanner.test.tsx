import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../shared/testing/session';
import { authState } from '../state/auth';
import { deleteCache, openCache, replayOutbox } from './cache';
import { OfflineBanner } from './OfflineBanner';
import { createOfflineFetch } from './offlineFetch';
import { offlineState } from './state';

// The banner re-renders from what it reads: the connection's signals when the offline layer writes them, and the
// outbox table through a live query when a write is queued, sent, refused or discarded. No reload, no polling.

const noNetwork: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};
const offlineFetch = createOfflineFetch(noNetwork);
const saveSheet = (diagnosis: string) =>
  offlineFetch('/api/service-sheets', {
    method: 'POST',
    body: JSON.stringify({ appointmentId: 1, diagnosis }),
  });

let userId = 500;
beforeEach(() => {
  userId += 1;
  authState.userData = signedInUser({ id: userId, clinicId: 3 });
});
afterEach(async () => {
  cleanup();
  await deleteCache();
  authState.userData = null;
  offlineState.online.value = true;
  offlineState.reconnected.value = false;
  offlineState.needsReload.value = false;
});

const banner = () => screen.getByTestId('offline-banner');

describe('the offline banner', () => {
  it('follows the connection signals as the offline layer writes them', async () => {
    render(<OfflineBanner />);
    expect(banner().textContent).toBe('');

    act(() => {
      offlineState.online.value = false;
    });
    expect(await within(banner()).findByText('Mất kết nối — máy này chưa lưu dữ liệu nào')).toBeTruthy();

    act(() => {
      offlineState.savedAt.value = new Date(2026, 10, 23, 9, 5).getTime();
    });
    expect(within(banner()).getByText('Mất kết nối — đang dùng dữ liệu lưu lúc 09:05')).toBeTruthy();

    act(() => {
      offlineState.online.value = true;
      offlineState.reconnected.value = true;
    });
    expect(within(banner()).queryByText(/Mất kết nối/)).toBeNull();
    expect(within(banner()).getByText('Đã kết nối lại')).toBeTruthy();

    act(() => {
      offlineState.needsReload.value = true;
    });
    expect(within(banner()).getByRole('button', { name: 'Tải lại' })).toBeTruthy();
  });

  it('counts a write queued offline without a reload, and lets it go once sent', async () => {
    const db = openCache(3, userId);
    render(<OfflineBanner />);
    // The first sheet finds no network: it is queued, and the app is offline from then on.
    await act(() => saveSheet('Viêm họng'));
    expect(await within(banner()).findByText('1 thay đổi chờ gửi khi có mạng')).toBeTruthy();
    expect(within(banner()).getByTestId('offline-pending').children).toHaveLength(1);

    await act(() => saveSheet('Sốt nhẹ'));
    expect(await within(banner()).findByText('2 thay đổi chờ gửi khi có mạng')).toBeTruthy();

    // Back online: the outbox goes out, and the banner's list empties as the table does.
    act(() => {
      offlineState.online.value = true;
    });
    await act(() =>
      replayOutbox(
        db,
        async () => undefined,
        () => ({ kind: 'network' }),
      ),
    );
    await expect.poll(() => within(banner()).queryByTestId('offline-pending')).toBeNull();
    expect(banner().textContent).toBe('');
  });

  it('lists a write the server refused on replay, and drops it when discarded', async () => {
    const db = openCache(3, userId);
    render(<OfflineBanner />);
    await act(() => saveSheet('ghi sau khi đã kết thúc'));
    expect(await within(banner()).findByTestId('offline-pending')).toBeTruthy();

    act(() => {
      offlineState.online.value = true;
    });
    await act(() =>
      replayOutbox(
        db,
        async () => {
          throw new Error('finished');
        },
        () => ({ kind: 'refused', message: 'Lượt khám đã kết thúc' }),
      ),
    );
    const conflict = await within(banner()).findByTestId('offline-conflict');
    expect(conflict.textContent).toContain('Lượt khám đã kết thúc');
    expect(conflict.textContent).toContain('ghi sau khi đã kết thúc');
    expect(within(banner()).queryByTestId('offline-pending')).toBeNull();

    fireEvent.click(within(conflict).getByRole('button', { name: 'Bỏ đi' }));
    await expect.poll(() => within(banner()).queryByTestId('offline-conflict')).toBeNull();
  });
});
