import { vi } from 'vitest';

/** Stands in for react-to-print's print function in component tests (happy-dom cannot print). */
export const printed = vi.fn();
