import { defineProject } from 'vitest/config';

// The repository's own scripts (the build cache of `pnpm start`).
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['*.test.mjs'] },
});
