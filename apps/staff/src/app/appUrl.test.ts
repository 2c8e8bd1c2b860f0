import { describe, expect, it } from 'vitest';
import { appUrl } from './appUrl';

/** happy-dom's own control of the page address (its origin cannot be changed through history). */
const openAt = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);

describe('links that leave the browser', () => {
  it("complete a path with the page's own address when the server has no PUBLIC_URL", () => {
    openAt('http://192.168.1.10:3000/settings/general');
    expect(appUrl('/booking/phong-kham-an-tam', null)).toBe(
      'http://192.168.1.10:3000/booking/phong-kham-an-tam',
    );
    expect(appUrl('/kiosk/', null)).toBe('http://192.168.1.10:3000/kiosk/');
  });

  it('stay under PUBLIC_URL when the server has one, and keep an address the server made whole', () => {
    openAt('http://localhost:3000/settings/devices');
    expect(appUrl('/display/', 'https://clinic.example.vn')).toBe('https://clinic.example.vn/display/');
    expect(appUrl('https://clinic.example.vn/booking/an-tam', null)).toBe(
      'https://clinic.example.vn/booking/an-tam',
    );
  });
});
