// Runs the API suite again on a real PostgreSQL (and the realtime suite across two instances on Redis).
// Defaults match the development machines: PostgreSQL 15 on 127.0.0.1:5432 (trust) and Redis 7 on 6379.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  TEST_PG_URL:
    process.env.TEST_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  TEST_REDIS_URL: process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};
console.log(`test:pg against ${env.TEST_PG_URL} and ${env.TEST_REDIS_URL}`);
const result = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
