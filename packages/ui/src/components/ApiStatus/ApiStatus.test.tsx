import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiStatus } from './ApiStatus';
import { checkApiHealth } from './useApiHealth';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('checkApiHealth', () => {
  it('is true only for { data: { status: "ok" } }', async () => {
    expect(await checkApiHealth('/api/health', async () => json({ data: { status: 'ok' } }))).toBe(true);
    expect(await checkApiHealth('/api/health', async () => json({ data: { status: 'down' } }))).toBe(false);
    expect(await checkApiHealth('/api/health', async () => json({ code: 1 }, 500))).toBe(false);
    expect(
      await checkApiHealth('/api/health', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(false);
  });
});

describe('ApiStatus', () => {
  it('says the API is up after a good health check', async () => {
    const fetcher = vi.fn(async () => json({ data: { status: 'ok' } }));
    render(<ApiStatus fetcher={fetcher} intervalMs={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('API: đang kiểm tra…');
    expect(await screen.findByText('API: đang hoạt động')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it('says the API cannot be reached when the request fails', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<ApiStatus fetcher={fetcher} intervalMs={0} />);
    expect(await screen.findByText('API: không kết nối được')).toBeInTheDocument();
  });

  it('shows a given status without fetching', () => {
    render(<ApiStatus status="down" />);
    expect(screen.getByText('API: không kết nối được')).toHaveAttribute('data-status', 'down');
  });
});
