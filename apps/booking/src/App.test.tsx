import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from './App';

const health = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('booking App', () => {
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
    expect(screen.getByRole('banner').textContent).toContain('Đặt lịch khám');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Đặt lịch khám trực tuyến');
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
