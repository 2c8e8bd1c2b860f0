import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { Db } from '../db/client.js';
import { visibleLocationIds } from '../modules/groups/scope.js';
import type { AuthContext } from './auth-context.js';
import { isDeviceToken, resolveDevice } from './device-auth.js';
import type { EventBus } from './events.js';
import {
  clinicRoom,
  deviceLocationRoom,
  deviceRoom,
  emitToRooms,
  staffRooms,
  userRoom,
} from './realtime-rooms.js';
import type { SessionCache } from './session-cache.js';

export { clinicRoom, deviceRoom } from './realtime-rooms.js';

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
    clock: () => Date;
    events: EventBus;
    redisUrl: string | undefined;
    authenticateTimeoutMs: number;
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
        const { auth } = await deps.sessions.resolve(given);
        const locationIds = await visibleLocationIds(deps.db, auth);
        clearTimeout(timer);
        socket.data.auth = auth;
        await socket.join(staffRooms(auth.clinicId, auth.userId, locationIds));
        socket.emit('authorized', { clinicId: auth.clinicId });
      } catch {
        socket.emit('unauthorized');
        // Without `true` the disconnect packet follows the event in order, so the client hears why.
        socket.disconnect();
      }
    });
    socket.on('disconnect', () => clearTimeout(timer));
  });

  const unsubscribe = deps.events.subscribe((event) => {
    if (event.name === DEVICE_DISCONNECT) {
      const room = deviceRoom(event.payload.deviceId);
      // As for a refused token: 'unauthorized' first, then the disconnect packet in order, so the device knows why.
      io.to(room).emit('unauthorized');
      io.in(room).disconnectSockets();
      return;
    }
    emitToRooms(io, event);
    // A user's groups changed, or a group's locations: their sockets' location rooms follow at once.
    if (event.name === 'permissions.change') void rescope(userRoom(event.payload.userId));
    if (event.name === 'resource.change' && event.payload.resource === 'user-groups')
      void rescope(clinicRoom(event.clinicId));
  });

  /** Moves the staff sockets of `room` (on any instance, through the adapter) into the rooms their groups give. */
  async function rescope(room: string) {
    try {
      for (const socket of await io.in(room).fetchSockets()) {
        const auth = socket.data.auth as AuthContext | undefined;
        if (!auth) continue;
        const rooms = staffRooms(auth.clinicId, auth.userId, await visibleLocationIds(deps.db, auth));
        for (const old of socket.rooms) if (old !== socket.id && !rooms.includes(old)) socket.leave(old);
        socket.join(rooms);
      }
    } catch {
      // Closing (or Redis gone): the socket keeps its rooms until it authenticates again.
    }
  }

  app.addHook('onClose', async () => {
    unsubscribe();
    await io.close();
    await Promise.all(redis.map((r) => r.quit().catch(() => r.disconnect())));
  });
  return io;
}
