import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from './App';

const health = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('staff App', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the product, what this app is, a language switch and a working API', async () => {
    const fetch = vi.fn(async () => health({ data: { status: 'ok' } }));
    vi.stubGlobal('fetch', fetch);
    render(<App />);

    expect(screen.getByRole('banner').textContent).toContain('ClinicOS — Quản lý phòng khám');
    expect(screen.getByRole('banner').textContent).toContain('Ứng dụng nhân viên');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chào mừng đến với ClinicOS');
    expect(screen.getByRole('group', { name: 'Ngôn ngữ' })).toBeTruthy();
    expect(await screen.findByText('API: đang hoạt động')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it('says when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<App />);
    expect(await screen.findByText('API: không kết nối được')).toBeTruthy();
  });
});

describe('update prompt (SPEC §4)', () => {
  afterEach(() => {
    cleanup();
  });

  it('asks to reload when a new version waits, and OK applies it', async () => {
    const { createAppUpdateStore, UpdateBanner } = await import('@clinic/pwa');
    const { act, fireEvent } = await import('@testing-library/react');
    const store = createAppUpdateStore();
    const update = vi.fn(async () => {});
    store.setUpdater(update);
    render(<UpdateBanner store={store} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => store.showUpdatePrompt());

    const dialog = screen.getByRole('alertdialog', { name: 'Cập nhật ứng dụng' });
    expect(dialog.textContent).toContain('Đã có phiên bản mới của ứng dụng. Trang sẽ được tải lại!');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    await act(async () => {
      fireEvent.click(ok);
    });
    expect(update).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
