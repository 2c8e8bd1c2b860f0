// The waiting-room TVs of the queue-call benchmark, on their own thread: real displays are other machines, so
// their socket parsing must not queue behind the server's work on its event loop (nor the server's behind theirs).
// Told 'arm', each display waits for one `queue.call`; once all have heard it, the thread answers their arrival
// times on the process's monotonic clock (process.hrtime, shared by every thread), in ms.
import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from '../apps/api/src/testing/socket-client.js';

const { url, tokens } = workerData as { url: string; tokens: string[] };
const port = parentPort!;
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

async function connectDisplay(token: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => socket.emit('authenticate', token));
    socket.once('authorized', () => resolve());
    socket.once('unauthorized', () => reject(new Error('display refused')));
    socket.once('connect_error', reject);
  });
  return socket;
}

// In batches, as a building's TVs come up.
const sockets: Socket[] = [];
for (let i = 0; i < tokens.length; i += 50)
  sockets.push(...(await Promise.all(tokens.slice(i, i + 50).map(connectDisplay))));
port.postMessage({ kind: 'connected' });

port.on('message', async (message: { kind: 'arm' | 'close' }) => {
  if (message.kind === 'close') {
    for (const socket of sockets) socket.close();
    port.close();
    return;
  }
  const heard = sockets.map(
    (socket) => new Promise<number>((resolve) => socket.once('queue.call', () => resolve(nowMs()))),
  );
  port.postMessage({ kind: 'armed' });
  port.postMessage({ kind: 'heard', times: await Promise.all(heard) });
});
