import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; the app applies them at start-up (never drizzle-kit migrate).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
