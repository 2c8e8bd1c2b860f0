import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrateDatabase, openPglite, openPostgres } from './db/client.js';
import { DEMO_OWNER } from './db/seed/demo.js';
import { createScratchDatabase } from './testing/scratch-database.js';

const kind = process.argv[2] ?? 'postgres';
const scratch =
  kind === 'postgres'
    ? await createScratchDatabase('postgres://postgres@127.0.0.1:5432/postgres', `cpu_${Date.now()}`)
    : undefined;
const database = scratch ? await openPostgres(scratch.url) : await openPglite();
await migrateDatabase(database);
const app = await buildApp(
  loadConfig(
    { SELF_CHECKS: process.env.SELF_CHECKS ?? 'off' },
    { appsDir: undefined, seedDemo: true, jwtSecret: 'x'.repeat(40), dataDir: ':memory:' },
  ),
  { database, logger: false, print: () => {} },
);
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: DEMO_OWNER.email, password: DEMO_OWNER.password },
});
const h = { authorization: `Bearer ${login.json().data.accessToken}` };
const page = await app.inject({
  method: 'POST',
  url: '/api/clinic-patients/search?pageSize=1',
  headers: h,
  payload: {},
});
const id = page.json().data.pageData[0].id;
const cases = {
  read: { method: 'GET', url: `/api/clinic-patients/${id}` },
  search: { method: 'POST', url: '/api/clinic-patients/search?pageSize=50&pageNumber=1', payload: {} },
  create: {
    method: 'POST',
    url: '/api/clinic-patients',
    payload: {
      fullName: 'Nguyễn Thị Benchmark',
      gender: 0,
      phone: '0912345678',
      birthday: '1990-05-04',
      address: '12 Lê Lợi',
    },
  },
} as const;
const only = (process.env.ONLY ?? 'read,search,create').split(',');
for (const [label, req] of Object.entries(cases)) {
  if (!only.includes(label)) continue;
  const n = label === 'create' ? 1500 : 3000;
  const run = async (count: number) => {
    for (let i = 0; i < count; i += 10)
      await Promise.all(Array.from({ length: 10 }, () => app.inject({ ...req, headers: h } as never)));
  };
  await run(500);
  const session = new Session();
  if (process.env.PROF) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await run(n);
  const c = process.cpuUsage(c0);
  const t = performance.now() - t0;
  if (process.env.PROF) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${process.env.PROF}/${label}.cpuprofile`, JSON.stringify(profile));
  }
  console.log(
    `${label}: ${((c.user + c.system) / n).toFixed(0)} µs CPU/req, ${((t * 1000) / n).toFixed(0)} µs wall/req`,
  );
}
await app.close();
await scratch?.drop();
process.exit(0);
