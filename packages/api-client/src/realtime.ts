import {
  type DeviceRealtimeEventPayloads,
  REALTIME_RECONNECT_AFTER_SERVER_DISCONNECT_MS,
  REALTIME_RECONNECT_DELAY_MAX_MS,
  REALTIME_RECONNECT_DELAY_MS,
  RealtimeEvent,
  type RealtimeEventPayloads,
} from '@clinic/domain';
import { io, type Socket } from 'socket.io-client';
import type { ResourceChangeEvent } from './endpoints/resources/types';

/**
 * connecting: opening or re-opening the socket; connected: open, `authenticate` sent; authorized: the server
 * accepted the token and the socket hears its clinic's events; disconnected: closed (see `reconnect`).
 */
export type RealtimeStatus = 'connecting' | 'connected' | 'authorized' | 'disconnected';

/** The domain events (the names with a dot; packages/domain realtime.ts). */
export type DomainRealtimeEvent = Extract<RealtimeEvent, `${string}.${string}`>;

/** Any domain event's payload (each event's own is in RealtimeEventMap). */
export type DomainEventPayload = RealtimeEventPayloads[DomainRealtimeEvent];

/** What the server says about the connection itself. */
interface ConnectionEvents {
  /** The server accepted the token; the socket is in its rooms. */
  authorized: { clinicId: number; deviceId?: number };
  /** The token was refused; the server disconnects right after. */
  unauthorized: undefined;
}

/**
 * What each server event carries to a staff socket: the one event map of packages/domain, with set-up resources
 * narrowed to the names this client knows.
 */
export type RealtimeEventMap = Omit<RealtimeEventPayloads, 'resource.change'> &
  ConnectionEvents & {
    /** A set-up resource (location, specialty, symptom, supplier, doctor) was written. */
    'resource.change': ResourceChangeEvent;
  };

/** What a kiosk's or display's socket hears: its location's events, name-free (packages/domain). */
export type DeviceRealtimeEventMap = DeviceRealtimeEventPayloads & ConnectionEvents;

export interface RealtimeClientOptions {
  /** The API origin; default the page's own origin. */
  url?: string;
  /** Default '/socket.io'. */
  path?: string;
  /** The current access token, sent with `authenticate` on every (re)connect. */
  getAccessToken: () => string | undefined;
  /** Whether a server-side disconnect should be followed by a new connection. */
  isLoggedIn: () => boolean;
  /** Connect at once if logged in (default true); else call connect(). */
  autoConnect?: boolean;
  /** Reconnect delay after a server-side disconnect; default 5 s (docs/product.md#lists-and-data). */
  reconnectAfterServerDisconnectMs?: number;
  /** socket.io's automatic reconnection: first delay (default 2 s) growing to at most `reconnectionDelayMax` (10 s). */
  reconnectionDelay?: number;
  reconnectionDelayMax?: number;
}

export interface RealtimeClient<Events extends object = RealtimeEventMap> {
  readonly status: RealtimeStatus;
  getStatus(): RealtimeStatus;
  /** Hears every status change; answers the unsubscribe. */
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  /** Subscribes to a server event, across reconnections; answers the unsubscribe. */
  on<E extends keyof Events & string>(event: E, handler: (payload: Events[E]) => void): () => void;
  /** Opens the connection (after sign-in). */
  connect(): void;
  /** Drops the connection and opens a new one that authenticates with the current token (after a refresh). */
  reconnect(): void;
  /** Closes the connection and cancels a pending reconnect (at logout); connect() opens it again. */
  disconnect(): void;
  /** Closes for good and forgets every subscription. */
  close(): void;
}

/** socket.io-client options: websocket only, reconnection 2 s growing to 10 s. Exported for tests. */
export function realtimeSocketOptions(
  options: Pick<RealtimeClientOptions, 'path' | 'reconnectionDelay' | 'reconnectionDelayMax'>,
) {
  return {
    transports: ['websocket'],
    autoConnect: false,
    // Its own connection, never a multiplexed one another socket could close.
    forceNew: true,
    reconnectionDelay: options.reconnectionDelay ?? REALTIME_RECONNECT_DELAY_MS,
    reconnectionDelayMax: options.reconnectionDelayMax ?? REALTIME_RECONNECT_DELAY_MAX_MS,
    ...(options.path ? { path: options.path } : {}),
  };
}

/**
 * The realtime connection (docs/architecture.md#events-and-realtime): socket.io over websocket only; on every connect
 * it emits `authenticate` with the access token and the server answers `authorized` (or `unauthorized` and a
 * disconnect). Lost connections come back through socket.io's own reconnection (2 s growing to 10 s); a disconnect by
 * the server is not retried by socket.io, so while the user is logged in the client reconnects itself after 5 s.
 */
export function createRealtimeClient<Events extends object = RealtimeEventMap>(
  options: RealtimeClientOptions,
): RealtimeClient<Events> {
  const socketOptions = realtimeSocketOptions(options);
  const socket: Socket = options.url ? io(options.url, socketOptions) : io(socketOptions);
  const serverDisconnectDelay =
    options.reconnectAfterServerDisconnectMs ?? REALTIME_RECONNECT_AFTER_SERVER_DISCONNECT_MS;

  let status: RealtimeStatus = 'disconnected';
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const statusListeners = new Set<(status: RealtimeStatus) => void>();

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  };
  const cancelRetry = () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  socket.on('connect', () => {
    setStatus('connected');
    const token = options.getAccessToken();
    // Without a token the server drops the socket after its authenticate timeout; nothing to send.
    if (token) socket.emit(RealtimeEvent.Authenticate, token);
  });
  socket.on(RealtimeEvent.Authorized, () => setStatus('authorized'));
  socket.on('disconnect', (reason) => {
    setStatus(socket.active ? 'connecting' : 'disconnected');
    if (reason === 'io server disconnect' && !closed && options.isLoggedIn()) {
      cancelRetry();
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        if (options.isLoggedIn()) open();
      }, serverDisconnectDelay);
    }
  });
  socket.on('connect_error', () => setStatus(socket.active ? 'connecting' : 'disconnected'));
  socket.io.on('reconnect_attempt', () => setStatus('connecting'));

  function open() {
    if (closed || socket.connected) return;
    cancelRetry();
    setStatus('connecting');
    socket.connect();
  }

  function drop() {
    cancelRetry();
    socket.disconnect();
    setStatus('disconnected');
  }

  const client: RealtimeClient<Events> = {
    get status() {
      return status;
    },
    getStatus: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    on(event, handler) {
      const name: string = event;
      const listener = handler as (...args: unknown[]) => void;
      socket.on(name, listener);
      return () => void socket.off(name, listener);
    },
    connect: open,
    reconnect() {
      if (closed) return;
      drop();
      if (options.isLoggedIn()) open();
    },
    disconnect: drop,
    close() {
      if (closed) return;
      drop();
      closed = true;
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      statusListeners.clear();
    },
  };

  if (options.autoConnect !== false && options.isLoggedIn()) open();
  return client;
}
