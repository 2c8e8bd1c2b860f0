import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { handlebarsTemplates } from '../../packages/print/vite-plugin.ts';

export default defineProject({
  plugins: [vanillaExtractPlugin(), handlebarsTemplates()],
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
