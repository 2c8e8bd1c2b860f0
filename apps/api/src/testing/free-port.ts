import { createServer } from 'node:net';

/** A loopback port free at this moment, for a child server told where to listen (tests and the HTTP bench). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
