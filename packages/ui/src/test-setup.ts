import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { toastStore } from './components/Toast/toast';

// findBy/waitFor give up after 1 s by default, which CI's two loaded cores have overrun (a focus a frame late):
// a real failure still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });

// Files share a worker's modules (isolate: false): no file sees the toasts another one left.
beforeAll(() => toastStore.clear());

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
