import { defineProject } from 'vitest/config';

// The repository's own scripts (the build cache of `pnpm start`, the scan of the repository's text).
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['*.test.mjs'] },
});
