import { networkInterfaces } from 'node:os';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting, lets in-flight requests finish, closes sockets, Redis and the database.
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl;
console.log(`
  ClinicOS is running
  ─────────────────────────────────────────────
  Staff app      ${url}/
  Booking site   ${url}/booking/
  Kiosk          ${url}/kiosk/
  Queue display  ${url}/display/
  API docs       ${url}/api/docs
  Database       ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}
  National e-Rx  ${config.nationalRxUrl ?? `the built-in stand-in at ${url}/national-stand-in (demo only)`}
`);
// The stand-in accepts any clinic's prescriptions and sends them nowhere: a real clinic must not rely on it.
if (!config.nationalRxUrl)
  console.log(
    '  Set NATIONAL_RX_URL to the national prescription system before real prescriptions are sent.\n',
  );
// Phones, kiosks and TVs cannot open 'localhost': say where they can, and how to fix it for e-mail links too.
if (!config.publicUrlConfigured) {
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => `http://${a!.address}:${config.port}/`);
  if (lan.length > 0) console.log(`  On this network ${lan.join('  ')}`);
  console.log('  Set PUBLIC_URL to the address people use, so e-mail links carry it too.\n');
}
