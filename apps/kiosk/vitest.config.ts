import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { handlebarsTemplates } from '../../packages/print/vite-plugin.ts';

export default defineProject({
  plugins: [vanillaExtractPlugin(), handlebarsTemplates()],
  test: {
    name: 'kiosk',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/setup.ts'],
    passWithNoTests: true,
  },
});
