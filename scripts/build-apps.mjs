#!/usr/bin/env node
// `pnpm start`, `pnpm build` (CI, then the budgets) and the e2e server build the four PWAs and the API through
// this: an app whose sources did not change since its last build is not built again (see app-build-cache.mjs). A
// fresh clone builds all five; CI's browser journeys then find them up to date instead of building them a second
// time. `node scripts/build-apps.mjs api` builds only the apps named (the HTTP bench needs only the API).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChangedApps } from './app-build-cache.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const allApps = ['staff', 'kiosk', 'queue-display', 'booking', 'api'];
const named = process.argv.slice(2);
const unknown = named.filter((app) => !allApps.includes(app));
if (unknown.length > 0) {
  console.error(`build-apps: no app ${unknown.join(', ')} (apps: ${allApps.join(', ')})`);
  process.exit(1);
}
const apps = named.length > 0 ? allApps.filter((app) => named.includes(app)) : allApps;

const started = Date.now();
const results = buildChangedApps({
  root,
  apps,
  build: (app) =>
    spawnSync('pnpm', ['--filter', `./apps/${app}`, 'build'], { cwd: root, stdio: 'inherit' }).status === 0,
});
const count = (action) => results.filter((r) => r.action === action).length;
console.log(`apps: ${count('built')} built, ${count('skipped')} up to date (${Date.now() - started} ms)`);
if (results.some((r) => r.action === 'failed')) process.exit(1);
