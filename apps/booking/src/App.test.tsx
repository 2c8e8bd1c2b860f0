import { i18n } from '@clinic/i18n';
import { bookingDictionaries } from '@clinic/i18n/booking';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import App from './App';

// The page without a clinic in its address; the clinic's own pages are walked in e2e/booking.spec.ts against
// the real API.
describe('the booking site without a clinic', () => {
  beforeAll(() => i18n.addDictionaries(bookingDictionaries));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    act(() => i18n.setLanguage('vi'));
  });

  it('explains how to reach a clinic, in Vietnamese then in English', () => {
    window.history.replaceState(null, '', '/booking/');
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chưa chọn phòng khám');
    expect(screen.getByRole('banner').textContent).toContain('Đặt lịch khám trực tuyến');
    act(() => screen.getByRole('button', { name: 'English' }).click());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No clinic chosen');
  });

  it('sends an installed app, which starts at /booking/, back to the last clinic visited', () => {
    localStorage.setItem('booking:clinic', 'phong-kham-an-tam');
    window.history.replaceState(null, '', '/booking/');
    render(<App />);
    expect(window.location.pathname).toBe('/booking/phong-kham-an-tam');
  });
});
