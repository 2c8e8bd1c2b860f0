import { LANGUAGE_STORAGE_KEY } from '@clinic/i18n';

/**
 * The apps' local-storage keys, in one place so the apps never spell them twice. The language key belongs
 * to @clinic/i18n, which reads and writes it; it is repeated here only so the list is complete.
 */
export const STORAGE_KEYS = {
  /** The signed-in user (`UserView`), restored on start together with the session token. */
  userData: 'userData',
  /** `{ accessToken, refreshToken }`. */
  sessionToken: 'sessionToken',
  /** The web-push device token last registered with the API. */
  deviceToken: 'deviceToken',
  /** The chosen language, 'vi' by default. */
  language: LANGUAGE_STORAGE_KEY,
  /** Data handed to a print window. */
  printData: 'printData',
} as const;

/** The part of the Web Storage API used here, so tests and non-browser hosts can pass their own. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** window.localStorage when there is one (absent in Node, throws in some private modes), else null. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A Map-backed storage, for tests and for hosts without localStorage. */
export function createMemoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** One JSON value under one storage key. Unreadable or invalid content reads as undefined. */
export interface StoredValue<T> {
  get(): T | undefined;
  set(value: T): void;
  clear(): void;
}

export function createStoredValue<T>(
  key: string,
  options: { storage?: StorageLike | null; validate?: (value: unknown) => value is T } = {},
): StoredValue<T> {
  const storage =
    (options.storage === undefined ? browserStorage() : options.storage) ?? createMemoryStorage();
  return {
    get() {
      try {
        const raw = storage.getItem(key);
        if (raw === null) return undefined;
        const value: unknown = JSON.parse(raw);
        if (options.validate && !options.validate(value)) return undefined;
        return value as T;
      } catch {
        return undefined;
      }
    },
    set(value) {
      try {
        storage.setItem(key, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage disabled: the value lives only as long as the caller keeps it.
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Storage disabled: nothing was stored.
      }
    },
  };
}
