// Benchmarks as ratios against a baseline measured in the same run, so a slow or busy machine does not
// change the verdict. Run with `pnpm bench`. Each case names its target ratio.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { migrateDatabase, openPglite } from '../apps/api/src/db/client.js';
import { DEMO_OWNER } from '../apps/api/src/db/seed/demo.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);

async function timeIt(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 200; i += 1) await run(); // warm-up
  const start = performance.now();
  for (let i = 0; i < ITERATIONS; i += 1) await run();
  const perCall = (performance.now() - start) / ITERATIONS;
  console.log(`${label.padEnd(44)} ${(perCall * 1000).toFixed(0).padStart(6)} µs/call`);
  return perCall;
}

const database = await openPglite();
await migrateDatabase(database);
const app = await buildApp(
  loadConfig(
    {},
    {
      dataDir: ':memory:',
      appsDir: undefined,
      seedDemo: true,
      jwtSecret: 'bench-secret-bench-secret-bench-secret',
    },
  ),
  {
    database,
    logger: false,
    print: () => {},
  },
);
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
});
const headers = { authorization: `Bearer ${login.json().data.accessToken}` };

const baseline = await timeIt('baseline: GET /api/health (one query)', () =>
  app.inject({ method: 'GET', url: '/api/health' }),
);
const guarded = await timeIt('GET /api/users/me (token + session + 2 queries)', () =>
  app.inject({ method: 'GET', url: '/api/users/me', headers }),
);
const screen = await timeIt('GET /api/clinics/general-settings (+ permission)', () =>
  app.inject({ method: 'GET', url: '/api/clinics/general-settings', headers }),
);

const cases = [
  { name: 'authenticated read vs baseline', ratio: guarded / baseline, target: 8 },
  { name: 'screen-guarded read vs baseline', ratio: screen / baseline, target: 8 },
];
let failed = 0;
for (const c of cases) {
  const ok = c.ratio <= c.target;
  if (!ok) failed += 1;
  console.log(`${ok ? 'ok  ' : 'SLOW'} ${c.name}: ${c.ratio.toFixed(2)}× (target ≤ ${c.target}×)`);
}
await app.close();
await database.close();
process.exit(failed ? 1 : 0);
