import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { RegisteredRoute } from '../app.js';
import type { Db } from '../db/client.js';
import { visibleDoctorIds } from '../modules/groups/scope.js';
import { isDeviceToken, resolveDevice } from './device-auth.js';
import type { EventBus } from './events.js';
import { doctorScopedReads, lazyReadAccess, type ReadRoute, readRoom } from './realtime-audience.js';
import { deviceLocationRoom, deviceRoom, emitToRooms, sessionRoom, userRoom } from './realtime-rooms.js';
import { userMayCall } from './route-guard.js';
import type { SessionAccess, SessionCache } from './session-cache.js';
import type { AccessClaims, TokenSigner } from './tokens.js';

/** setTimeout's ceiling (about 24.8 days); a longer session is cut at its next check or reconnect. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Not a client event: published on the bus when a device's token stops working (revoke, delete, re-pair). Every
 * instance's subscriber drops that device's sockets; with the Redis adapter a room-wide disconnect reaches the
 * sockets held by other instances too.
 */
export const DEVICE_DISCONNECT = 'device.disconnect';
export interface DeviceDisconnect {
  deviceId: number;
}

/**
 * socket.io on the API's own port, websocket only. A socket joins its rooms (realtime-rooms.ts) only after
 * `authenticate` succeeds, and events go only to rooms, so a socket that never authenticates never hears anything.
 */
export async function attachRealtime(
  app: FastifyInstance,
  deps: {
    db: Db;
    /** The same per-session cache as the routes: a socket signs in like a request does. */
    sessions: SessionCache;
    signer: TokenSigner;
    /** The app's registered routes: a socket hears what the reads it may call show. */
    routeTable: readonly RegisteredRoute[];
    clock: () => Date;
    events: EventBus;
    redisUrl: string | undefined;
    authenticateTimeoutMs: number;
    /** Every staff socket is checked against its session this often (a change whose message was lost). */
    recheckMs: number;
  },
) {
  const io = new Server(app.server, {
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: false },
  });
  let redis: Redis[] = [];
  if (deps.redisUrl) {
    const pub = new Redis(deps.redisUrl, { lazyConnect: true });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redis = [pub, sub];
    io.adapter(createAdapter(pub, sub));
  }

  const readAccess = lazyReadAccess(deps.routeTable);

  /** The rooms a staff session hears: its user's and session's own, and those of the reads it may call. */
  async function roomsOf(access: SessionAccess): Promise<string[]> {
    const { auth } = access;
    const doctorIds = await visibleDoctorIds(deps.db, auth);
    const rooms = [userRoom(auth.userId), sessionRoom(auth.sessionId)];
    for (const [read, routeAccess] of readAccess()) {
      if (!userMayCall(access, routeAccess)) continue;
      rooms.push(readRoom(auth.clinicId, read));
      if (!doctorScopedReads.has(read as ReadRoute)) continue;
      if (doctorIds === undefined) rooms.push(readRoom(auth.clinicId, read, '*'));
      else for (const id of doctorIds) rooms.push(readRoom(auth.clinicId, read, id));
    }
    return rooms;
  }

  /** Ends a staff socket whose session no longer holds: 'unauthorized', then the disconnect packet in order. */
  function cut(socket: Socket) {
    clearTimeout(socket.data.expiry);
    socket.emit('unauthorized');
    socket.disconnect();
  }

  /**
   * Seats a staff socket by its session as it is now: the rooms of what it may read, a cut when its session
   * ends by time; a session that no longer holds (logged out, disabled, replayed, expired) cuts it. Only the last
   * of overlapping checks of one socket applies.
   */
  async function seat(socket: Socket, claims: AccessClaims): Promise<boolean> {
    const check = (socket.data.checks ?? 0) + 1;
    socket.data.checks = check;
    let access: SessionAccess;
    let rooms: string[];
    try {
      access = await deps.sessions.byClaims(claims);
      rooms = await roomsOf(access);
    } catch {
      if (check === socket.data.checks) cut(socket);
      return false;
    }
    if (check !== socket.data.checks || socket.disconnected) return false;
    for (const old of socket.rooms) if (old !== socket.id && !rooms.includes(old)) socket.leave(old);
    socket.join(rooms);
    socket.data.staff = claims;
    clearTimeout(socket.data.expiry);
    const left = Math.min(access.expiresAt.getTime() - deps.clock().getTime(), MAX_TIMER_MS);
    socket.data.expiry = setTimeout(() => cut(socket), Math.max(left, 0));
    return true;
  }

  io.on('connection', (socket) => {
    const timer = setTimeout(() => socket.disconnect(true), deps.authenticateTimeoutMs);
    socket.on('authenticate', async (token: unknown) => {
      try {
        const given = typeof token === 'string' ? token : undefined;
        // A kiosk or display hears its location's events and its own room (where its revocation arrives).
        if (isDeviceToken(given)) {
          const device = await resolveDevice(deps.db, given, deps.clock());
          clearTimeout(timer);
          socket.data.device = device;
          await socket.join([
            deviceLocationRoom(device.clinicId, device.locationId),
            deviceRoom(device.deviceId),
          ]);
          socket.emit('authorized', { clinicId: device.clinicId, deviceId: device.deviceId });
          return;
        }
        const claims = given ? await deps.signer.verifyAccess(given) : null;
        if (!claims) throw new Error('unauthorized');
        clearTimeout(timer);
        if (await seat(socket, claims)) socket.emit('authorized', { clinicId: claims.clinicId });
      } catch {
        socket.emit('unauthorized');
        // Without `true` the disconnect packet follows the event in order, so the client hears why.
        socket.disconnect();
      }
    });
    socket.on('disconnect', () => {
      clearTimeout(timer);
      clearTimeout(socket.data.expiry);
    });
  });

  // A change to a user, role, group or session (made here, or carried from another instance by the session
  // caches' Redis link) checks this instance's sockets of it again at once: a logged-out or disabled user's
  // socket is cut, a changed role or group hears only what it may now read.
  const stopChecking = deps.sessions.onDrop((change) => {
    for (const socket of io.of('/').sockets.values()) {
      const claims = socket.data.staff as AccessClaims | undefined;
      if (!claims || claims.clinicId !== change.clinicId) continue;
      if (change.userId !== undefined && claims.userId !== change.userId) continue;
      void seat(socket, claims);
    }
  });

  // A change whose Redis message never arrived still reaches the sockets: each is seated again this often, reading
  // its session afresh once the cached entry is older than SESSION_FRESH_MS.
  const recheck = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) {
      const claims = socket.data.staff as AccessClaims | undefined;
      if (claims) void seat(socket, claims);
    }
  }, deps.recheckMs);
  recheck.unref();

  const unsubscribe = deps.events.subscribe((event) => {
    if (event.name === DEVICE_DISCONNECT) {
      const room = deviceRoom(event.payload.deviceId);
      // As for a refused token: 'unauthorized' first, then the disconnect packet in order, so the device knows why.
      io.to(room).emit('unauthorized');
      io.in(room).disconnectSockets();
      return;
    }
    emitToRooms(io, event);
  });

  app.addHook('onClose', async () => {
    unsubscribe();
    stopChecking();
    clearInterval(recheck);
    await io.close();
    await Promise.all(redis.map((r) => r.quit().catch(() => r.disconnect())));
  });
  return io;
}
