import { i18n } from '@clinic/i18n';
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  act(() => i18n.setLanguage('vi'));
});
