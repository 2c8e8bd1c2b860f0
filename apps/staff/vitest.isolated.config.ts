import { defineProject } from 'vitest/config';
import staff, { mockingFiles } from './vitest.config.ts';

// The staff test files that mock a module, each with its own module cache (see vitest.config.ts).
export default defineProject({
  ...staff,
  test: { ...staff.test, name: 'staff-mocking', include: mockingFiles, exclude: [], isolate: true },
});
