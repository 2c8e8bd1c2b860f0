import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'api-client', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
