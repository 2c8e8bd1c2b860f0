import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace: each package and app brings its own project config.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/staff/vitest.isolated.config.ts',
      'scripts/vitest.config.ts',
    ],
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machines, which leaves a
    // core idle while a test waits on PGlite, LibreOffice or Chromium. Two workers there took the suite from 1073 s
    // to 762 s (same machine, same commit). test:pg keeps one (scripts/test-pg.mjs).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
