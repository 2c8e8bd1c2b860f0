import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { EventBus } from './events.js';
import type { AccessChange, SessionCache } from './session-cache.js';

/**
 * Resources whose change can alter what a cached session may see: a role's permissions, a group's members,
 * locations or doctors. Deleting a location can empty a group's list, which changes its meaning.
 */
const clinicWide: Record<string, readonly string[] | 'any'> = {
  roles: 'any',
  'user-groups': 'any',
  // A doctor's locations decide which groups see them (groups/scope.ts): any write may move them in or out.
  doctors: 'any',
  locations: ['delete'],
};

/**
 * Drops cached sessions on the committed changes services already announce on the bus: 'permissions.change'
 * (a user's role, groups or status changed, or the user was deleted) and 'resource.change' of the resources
 * above. Session revocations (logout, password change, replay) call `sessions.forget` themselves.
 */
export function forgetOnEvents(events: EventBus, sessions: SessionCache, onError: (error: unknown) => void) {
  return events.subscribe((event) => {
    let change: AccessChange | undefined;
    if (event.name === 'permissions.change') {
      change = { clinicId: event.clinicId, userId: (event.payload as { userId: number }).userId };
    } else if (event.name === 'resource.change') {
      const { resource, action } = event.payload as { resource: string; action: string };
      const actions = clinicWide[resource];
      if (actions === 'any' || actions?.includes(action)) change = { clinicId: event.clinicId };
    }
    if (change) sessions.forget(change).catch(onError);
  });
}

/** The Redis channel instances tell each other of changes on; socket.io's adapter keeps its own. */
export const SESSION_CHANGES_CHANNEL = 'clinic:session-changes';

/**
 * Joins the session caches of every instance on one Redis: a change made here is published, and one published
 * by another instance drops the same entries here. Uses the same REDIS_URL as realtime, on its own connections
 * (a subscribing connection can do nothing else). Answers the function that closes the link.
 */
export async function linkSessionCaches(
  sessions: SessionCache,
  redisUrl: string,
): Promise<() => Promise<void>> {
  const instance = randomUUID();
  // Named, so an operator (and a test) can tell these connections from socket.io's in CLIENT LIST.
  const pub = new Redis(redisUrl, {
    lazyConnect: true,
    connectionName: `${SESSION_CHANGES_CHANNEL}:${instance}`,
  });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  sub.on('message', (channel: string, message: string) => {
    if (channel !== SESSION_CHANGES_CHANNEL) return;
    const { from, change } = JSON.parse(message) as { from: string; change: AccessChange };
    if (from !== instance) sessions.dropRemote(change);
  });
  await sub.subscribe(SESSION_CHANGES_CHANNEL);
  // ioredis resubscribes after a reconnect and then says 'ready': whatever was published in between is lost to
  // this instance, so nothing cached before the break is trusted after it.
  sub.on('ready', () => sessions.clear());
  const stopCarrying = sessions.carry(async (change) => {
    await pub.publish(SESSION_CHANGES_CHANNEL, JSON.stringify({ from: instance, change }));
  });
  return async () => {
    stopCarrying();
    await Promise.all([pub, sub].map((r) => r.quit().catch(() => r.disconnect())));
  };
}
