import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppUpdateStore, UpdateBanner } from './index';

describe('update prompt', () => {
  afterEach(() => {
    cleanup();
  });

  it('asks to reload when a new version waits, and OK applies it', async () => {
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
