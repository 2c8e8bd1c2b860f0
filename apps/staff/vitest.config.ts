import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { handlebarsTemplates } from '../../packages/print/vite-plugin.ts';

/** Test files that replace a module with `vi.mock`: they run in their own module cache (vitest.isolated.config.ts). */
export const mockingFiles = [
  'src/features/dashboard/DashboardScreen.test.tsx',
  'src/features/reports/screens.test.tsx',
  'src/features/print/PrintButton.test.tsx',
];

export default defineProject({
  plugins: [vanillaExtractPlugin(), handlebarsTemplates()],
  test: {
    name: 'staff',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: mockingFiles,
    passWithNoTests: true,
    setupFiles: ['./src/test-setup.ts'],
    // fakeApi stubs `fetch` per test.
    unstubGlobals: true,
    // Files share a worker's modules instead of importing React, the screens and their CSS again each (85 files):
    // 6.4 → 1.8 min on this machine. test-setup.ts puts the app-wide stores back before each file. A file that
    // mocks a module cannot share (the module may be loaded already): those run isolated, in the next project.
    isolate: false,
    // A screen test that types into several fields took 3–5 s on a loaded 2-core machine: 5 s was too close.
    testTimeout: 20_000,
  },
});
