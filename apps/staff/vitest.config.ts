import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'staff',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: true,
    setupFiles: ['./src/test-setup.ts'],
    // fakeApi stubs `fetch` per test.
    unstubGlobals: true,
  },
});
