import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The checks every app shell shares: the product and the app's own name in the banner, its heading, the
 * language switch, and the API status line in both outcomes. (Component tests answer /api/health in-process;
 * the e2e suite checks the same page against the real server.)
 */
export function describeAppShell(
  name: string,
  App: ComponentType,
  expected: { subtitle: string; heading: string },
) {
  describe(`${name} app shell`, () => {
    beforeEach(() => localStorage.clear());
    afterEach(() => {
      cleanup();
      vi.unstubAllGlobals();
    });

    it('shows the product, what this app is, a language switch and a working API', async () => {
      const fetch = vi.fn(async () => json({ data: { status: 'ok' } }));
      vi.stubGlobal('fetch', fetch);
      render(<App />);
      const banner = screen.getByRole('banner').textContent;
      expect(banner).toContain('ClinicOS');
      expect(banner).toContain(expected.subtitle);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected.heading);
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
}
