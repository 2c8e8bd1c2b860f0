// The HTTP benchmark's baseline: a bare Fastify answering a constant, started by bench/http as a child process
// so it owns its event loop exactly as the API does. It lives here because bench/ is no workspace package and
// fastify resolves only from the api.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
