import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineScreen } from './OfflineScreen';

describe('OfflineScreen', () => {
  it("announces the app's own title and text as an alert, with what the app adds below", () => {
    render(
      <OfflineScreen title="Mất kết nối" text="Vui lòng đến quầy lễ tân.">
        <p>Đang kết nối lại…</p>
      </OfflineScreen>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe('Mất kết nối');
    expect(alert.textContent).toContain('Vui lòng đến quầy lễ tân.');
    expect(alert.textContent).toContain('Đang kết nối lại…');
  });
});
