import type { PairedDevice } from '@clinic/api-client/public';
import { describe, expect, it } from 'vitest';
import { createDeviceStore } from './store';

const paired: PairedDevice = {
  token: 'dev_1',
  device: { id: 1, kind: 1, name: 'Ki-ốt sảnh' },
  clinic: { name: 'Phòng khám An Tâm', logoUrl: null },
  location: { id: 3, name: 'Cơ sở Quận 1', address: null },
};

describe('createDeviceStore', () => {
  it('keeps the token and the place it was paired for, under its own keys, until it forgets them', () => {
    const kiosk = createDeviceStore({ token: 'kt', info: 'ki' });
    const display = createDeviceStore({ token: 'dt', info: 'di' });
    kiosk.saveDevice(paired);
    expect(kiosk.readToken()).toBe('dev_1');
    expect(kiosk.readDeviceInfo()).toEqual({ clinic: paired.clinic, location: paired.location });
    // One origin serves both apps: pairing the kiosk pairs nothing else.
    expect(display.readToken()).toBeUndefined();
    kiosk.forgetDevice();
    expect(kiosk.readToken()).toBeUndefined();
    expect(kiosk.readDeviceInfo()).toBeUndefined();
  });

  it('reads a damaged saved place as none rather than failing the boot', () => {
    localStorage.setItem('ki', '{not json');
    expect(createDeviceStore({ token: 'kt', info: 'ki' }).readDeviceInfo()).toBeUndefined();
  });
});
