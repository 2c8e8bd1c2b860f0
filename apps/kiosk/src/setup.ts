import { i18n } from '@clinic/i18n';
import { kioskDictionaries } from '@clinic/i18n/kiosk';
import { act, cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { printed } from './test-print';

i18n.addDictionaries(kioskDictionaries);

// The device socket needs a server; the component tests drive revocation through the heartbeat instead.
vi.mock('@clinic/device/socket', () => ({ connectDeviceSocket: () => ({ close: () => undefined }) }));
// happy-dom cannot print: record the calls.
vi.mock('react-to-print', async () => {
  const { printed } = await import('./test-print');
  return { useReactToPrint: () => printed };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  printed.mockClear();
  act(() => i18n.setLanguage('vi'));
});
