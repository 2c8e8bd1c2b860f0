import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: each package and app brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
