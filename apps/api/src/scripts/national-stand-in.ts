import { STAND_IN_PASSWORD, startNationalStandIn } from '../platform/national-prescription/stand-in.js';

// `pnpm national:stand-in`: the national e-prescription stand-in on its own, for pointing an API (or curl) at it:
// NATIONAL_RX_URL=<the URL it prints> pnpm start. PORT (default 0: a free port) and HOST (default 127.0.0.1)
// choose where it listens. Any username logs in with the password `demo`.

const server = await startNationalStandIn({
  port: Number(process.env.PORT ?? 0),
  host: process.env.HOST || '127.0.0.1',
});
console.log(`National e-prescription stand-in at ${server.url}`);
console.log(
  `  login: POST ${server.url}/api/auth/dang-nhap-co-so-kham-chua-benh (any username, password "${STAND_IN_PASSWORD}")`,
);
console.log(`  send:  POST ${server.url}/api/v1/gui-don-thuoc`);
console.log(`  use it: NATIONAL_RX_URL=${server.url} pnpm start`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
