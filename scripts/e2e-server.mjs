// The server the browser journeys run against: the same `pnpm start` path, on a throw-away data folder.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = '.e2e-data';
rmSync(dataDir, { recursive: true, force: true });
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('pnpm', ['build:apps'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn('pnpm', ['--filter', '@clinic/api', 'start'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'on', LOG_LEVEL: 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
