import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import App from './App';

describe('staff app', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterEach(cleanup);

  it('with nothing remembered, opens on the sign-in screen in Vietnamese', async () => {
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/E-mail hoặc số điện thoại/)).toBeTruthy();
  });

  it('does not restore a user whose token is missing (both must be stored)', async () => {
    localStorage.setItem('userData', JSON.stringify({ id: 1, fullName: 'Lê Văn Tâm' }));
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeTruthy();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});
