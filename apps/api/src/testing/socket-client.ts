import { io, type Socket } from 'socket.io-client';

// bench/ is no workspace package, so socket.io-client (an api dev dependency) does not resolve from there: the
// benchmark's display sockets come through here, as its queries come through the api's own modules.
export { io, type Socket };

export type Heard = { name: string; payload: Record<string, unknown> };

/**
 * A websocket-only socket at `url` that records every event it hears, once the server has answered
 * `authorized` to `token`; kept in `opened` for the test to close.
 */
export async function listenAs(url: string, token: string, opened: Socket[]) {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  opened.push(socket);
  const heard: Heard[] = [];
  socket.onAny((name: string, payload: Heard['payload']) => heard.push({ name, payload }));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const authorized = new Promise((resolve) => socket.once('authorized', resolve));
  socket.emit('authenticate', token);
  await authorized;
  return { socket, heard };
}
