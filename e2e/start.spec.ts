import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// A second `pnpm start` with no change does not build the four apps or the API again. This runs the build
// step `pnpm start` runs, on this checkout: the e2e server has just built (or skipped) every app through it.
test('a second start with no change skips every app build', () => {
  test.setTimeout(240_000);
  const buildStep = () => execFileSync('node', ['scripts/build-apps.mjs'], { encoding: 'utf8' });
  buildStep(); // builds what E2E_SKIP_BUILD or an edit left unbuilt; usually skips already
  const builtAt = statSync('apps/staff/dist/index.html').mtimeMs;
  const started = Date.now();
  const output = buildStep();
  const took = Date.now() - started;
  expect(output).toContain('apps: 0 built, 5 up to date');
  for (const app of ['staff', 'kiosk', 'queue-display', 'booking', 'api'])
    expect(output).toContain(`${app}: up to date, build skipped`);
  expect(statSync('apps/staff/dist/index.html').mtimeMs).toBe(builtAt);
  // Hashing the sources is quick; one vite build alone takes several seconds here.
  expect(took).toBeLessThan(5_000);
});
