import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * What the local stand-ins of outside services (national-prescription/, e-invoice/) share: a plain node:http
 * handler, mounted in the API ahead of routing or run as its own server, bounded bodies and memory, and the error an
 * outside call's gateway throws when the service cannot be reached.
 */

export type StandInHandler = (req: IncomingMessage, res: ServerResponse, path?: string) => void;

/**
 * Mounted in a public demo anyone may call it, so what a stand-in remembers is bounded: the oldest entries go first.
 */
export const MAX_KEPT = 10_000;

export function keepAtMost(kept: unknown[] | Map<unknown, unknown>, max: number) {
  if (Array.isArray(kept)) {
    if (kept.length > max) kept.splice(0, kept.length - max);
    return;
  }
  for (const key of kept.keys()) {
    if (kept.size <= max) break;
    kept.delete(key);
  }
}

export class BodyTooLarge extends Error {}

const MAX_BODY_BYTES = 1024 * 1024;

/** The request's body as text, refused past 1 MiB. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  return JSON.parse(await readBody(req));
}

export function json(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** A JSON object from an outside service's answer, or undefined for anything else (HTML, an array, nothing). */
export function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Why an outside call did not get an answer, in words for the log: timed out, or the network's error code. */
export function unreachableReason(error: unknown): string {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'TimeoutError' || name === 'AbortError'
    ? 'timed out'
    : `could not be reached (${(error as { cause?: { code?: string } })?.cause?.code ?? name ?? 'error'})`;
}

/**
 * Mounts a stand-in inside the API under `prefix`, ahead of routing: a request below the prefix is taken over
 * before any of the API's hooks or routes see it, so it needs no login, no clinic and no contract. Only the
 * service's own calls are answered there: a stand-in's test controls are never reachable over HTTP.
 */
export function mountStandIn(app: FastifyInstance, prefix: string, handle: StandInHandler) {
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.raw.url ?? '/';
    if (url !== prefix && !url.startsWith(`${prefix}/`)) return done();
    reply.hijack();
    handle(req.raw, reply.raw, url.slice(prefix.length) || '/');
  });
}

/** A stand-in as its own HTTP server (tests, the `*:stand-in` scripts): port 0 picks a free one. */
export async function serveStandIn(handle: StandInHandler, options: { port?: number; host?: string } = {}) {
  const server = createServer((req, res) => handle(req, res));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    /** Closes the server, dropping the requests it was told to hang. */
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The URL of a stand-in mounted in this API under `prefix`, from the address its server listens on (a wildcard
 * address is reached over loopback), or from PORT before it listens. Read at each call, so PORT=0 works too.
 */
export function ownStandInUrl(address: AddressInfo | string | null, port: number, prefix: string): string {
  if (!address || typeof address === 'string') return `http://127.0.0.1:${port}${prefix}`;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${prefix}`;
}
