import { i18n } from '@clinic/i18n';
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  // The socket test runs in node, without a DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  act(() => i18n.setLanguage('vi'));
});
