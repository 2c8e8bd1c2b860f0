import { createStoredValue, STORAGE_KEYS, type StorageLike } from './storage';

/** The session token. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export type TokenListener = (tokens: SessionTokens | undefined) => void;

/**
 * Where the API client reads and writes the session. The app saves the pair after sign-in and clears it on
 * logout; the client saves the rotated pair after a refresh and clears it when the session expires.
 * Listeners hear every change (and, for the localStorage store, changes made by other tabs).
 */
export interface TokenStore {
  get(): SessionTokens | undefined;
  set(tokens: SessionTokens): void;
  clear(): void;
  subscribe(listener: TokenListener): () => void;
}

export function isSessionTokens(value: unknown): value is SessionTokens {
  const v = value as Partial<SessionTokens> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.accessToken === 'string' &&
    v.accessToken !== '' &&
    typeof v.refreshToken === 'string' &&
    v.refreshToken !== ''
  );
}

function listenerSet() {
  const listeners = new Set<TokenListener>();
  return {
    add(listener: TokenListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
    emit(tokens: SessionTokens | undefined) {
      for (const listener of [...listeners]) listener(tokens);
    },
  };
}

/** A store that lives as long as the page (kiosk sessions, tests). */
export function createMemoryTokenStore(initial?: SessionTokens): TokenStore {
  let current = initial;
  const listeners = listenerSet();
  return {
    get: () => current,
    set(tokens) {
      current = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
      listeners.emit(current);
    },
    clear() {
      if (current === undefined) return;
      current = undefined;
      listeners.emit(undefined);
    },
    subscribe: listeners.add,
  };
}

export interface LocalStorageTokenStoreOptions {
  /** Defaults to window.localStorage (an in-memory stand-in where there is none). */
  storage?: StorageLike | null;
  /** Defaults to STORAGE_KEYS.sessionToken ('sessionToken'). */
  key?: string;
  /** Tell listeners when another tab signs in, refreshes or signs out (default true in a browser). */
  syncAcrossTabs?: boolean;
}

/**
 * The session token as JSON `{ accessToken, refreshToken }` under 'sessionToken'. It is read from storage on
 * every get, so a pair rotated by another tab is used at once instead of a stale, already-spent one.
 */
export function createLocalStorageTokenStore(options: LocalStorageTokenStoreOptions = {}): TokenStore {
  const key = options.key ?? STORAGE_KEYS.sessionToken;
  const stored = createStoredValue<SessionTokens>(key, {
    storage: options.storage,
    validate: isSessionTokens,
  });
  const listeners = listenerSet();
  const canSync = options.syncAcrossTabs !== false && typeof window !== 'undefined';
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listeners.emit(stored.get());
  };
  return {
    get: () => stored.get(),
    set(tokens) {
      stored.set({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      listeners.emit(stored.get() ?? tokens);
    },
    clear() {
      const had = stored.get() !== undefined;
      stored.clear();
      if (had) listeners.emit(undefined);
    },
    subscribe(listener) {
      if (canSync && listeners.size === 0) window.addEventListener('storage', onStorage);
      const remove = listeners.add(listener);
      return () => {
        remove();
        if (canSync && listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
