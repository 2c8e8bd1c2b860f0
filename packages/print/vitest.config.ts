import { defineProject } from 'vitest/config';
import { handlebarsTemplates } from './vite-plugin.ts';

export default defineProject({
  plugins: [handlebarsTemplates()],
  test: { name: 'print', environment: 'happy-dom', include: ['src/**/*.test.ts'] },
});
