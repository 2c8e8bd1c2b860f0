import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'booking',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share a worker's modules rather than importing React and the components again each (see apps/staff).
    isolate: false,
    passWithNoTests: true,
  },
});
