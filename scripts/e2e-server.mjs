// The server the browser journeys run against: the same `pnpm start` path, on a throw-away data folder.
// Its output is also written to .e2e-data/server.log: with no SMTP configured every mail is printed there,
// which is how a journey reads the activation code a new clinic owner is sent.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';

const dataDir = '.e2e-data';
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
if (!process.env.E2E_SKIP_BUILD) {
  // Like `pnpm start`: the four apps and the API, each only if its sources changed since its last build.
  const build = spawnSync('node', ['scripts/build-apps.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const log = createWriteStream(`${dataDir}/server.log`);
const server = spawn('pnpm', ['--filter', '@clinic/api', 'start'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    // The provider's token, so a journey can change the demo clinic's plan (e2e/plans.spec.ts).
    PROVIDER_TOKEN: 'e2e-provider-token',
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: 'on',
    LOG_LEVEL: 'warn',
    // The journeys' answers are checked too: each one the compiled serializer writes must equal zod's.
    SELF_CHECKS: 'on',
  },
});
for (const stream of [server.stdout, server.stderr]) {
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
