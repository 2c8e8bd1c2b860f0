import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

// socket.io (the server) is a dependency of apps/api only; this package must not add it, so the test server
// borrows it from there. These are the few parts of its API the tests use.
interface ServerSocket {
  id: string;
  on(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
  join(room: string): void;
  disconnect(close?: boolean): void;
  /** The engine.io connection under the socket. */
  conn: { close(): void };
}
interface IoServer {
  on(event: 'connection', listener: (socket: ServerSocket) => void): void;
  to(room: string): { emit(event: string, payload: unknown): void };
  close(): Promise<void> | void;
}
type IoServerClass = new (server: ReturnType<typeof createServer>, options: object) => IoServer;

const requireFromApi = createRequire(new URL('../../../../apps/api/package.json', import.meta.url));
const { Server } = requireFromApi('socket.io') as { Server: IoServerClass };

/**
 * A real socket.io server that behaves like apps/api/src/platform/realtime.ts: websocket only, `authenticate`
 * with a token it knows answers `authorized` and joins the clinic room, anything else `unauthorized` and a
 * disconnect.
 */
export async function startSocketServer(validTokens: Set<string>) {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], serveClient: false });
  const authenticated: { token: string; socketId: string; at: number }[] = [];
  const sockets = new Map<string, ServerSocket>();
  let connections = 0;
  io.on('connection', (socket) => {
    connections++;
    socket.on('authenticate', (token) => {
      if (typeof token === 'string' && validTokens.has(token)) {
        authenticated.push({ token, socketId: socket.id, at: Date.now() });
        sockets.set(socket.id, socket);
        socket.join('clinic:1');
        socket.emit('authorized', { clinicId: 1 });
      } else {
        socket.emit('unauthorized');
        socket.disconnect();
      }
    });
    socket.on('disconnect', () => sockets.delete(socket.id));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    authenticated,
    get connections() {
      return connections;
    },
    /** Publishes a domain event to the clinic, as the API does after a commit. */
    publish: (name: string, payload: unknown) => io.to('clinic:1').emit(name, payload),
    /** The server closes every authenticated socket ('io server disconnect' on the client). */
    disconnectAll: () => {
      for (const socket of sockets.values()) socket.disconnect(true);
    },
    /** The connections drop without a goodbye (network loss: 'transport close' on the client). */
    dropTransports: () => {
      for (const socket of sockets.values()) socket.conn.close();
    },
    close: async () => {
      await io.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
export type SocketServer = Awaited<ReturnType<typeof startSocketServer>>;
