import { describe, expect, it, vi } from 'vitest';
import {
  createLocalStorageTokenStore,
  createMemoryStorage,
  createStoredValue,
  STORAGE_KEYS,
  type UserView,
} from './index';

describe('local storage', () => {
  it('names the local storage keys once', () => {
    expect(STORAGE_KEYS).toEqual({
      userData: 'userData',
      sessionToken: 'sessionToken',
      deviceToken: 'deviceToken',
      language: 'lang',
      printData: 'printData',
    });
  });

  it('keeps the session token as JSON under sessionToken and tells subscribers of each change', () => {
    const storage = createMemoryStorage();
    const store = createLocalStorageTokenStore({ storage });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    expect(store.get()).toBeUndefined();
    store.set({ accessToken: 'a1', refreshToken: 'r1' });
    expect(JSON.parse(storage.getItem('sessionToken') ?? 'null')).toEqual({
      accessToken: 'a1',
      refreshToken: 'r1',
    });
    expect(store.get()).toEqual({ accessToken: 'a1', refreshToken: 'r1' });

    store.clear();
    expect(storage.getItem('sessionToken')).toBeNull();
    store.clear();
    expect(listener.mock.calls).toEqual([[{ accessToken: 'a1', refreshToken: 'r1' }], [undefined]]);

    unsubscribe();
    store.set({ accessToken: 'a2', refreshToken: 'r2' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads storage on every get, so a pair another tab rotated is used at once; junk reads as no session', () => {
    const storage = createMemoryStorage();
    const store = createLocalStorageTokenStore({ storage });
    storage.setItem('sessionToken', JSON.stringify({ accessToken: 'other-tab', refreshToken: 'r9' }));
    expect(store.get()?.accessToken).toBe('other-tab');
    storage.setItem('sessionToken', '{not json');
    expect(store.get()).toBeUndefined();
    storage.setItem('sessionToken', JSON.stringify({ accessToken: 'a' }));
    expect(store.get()).toBeUndefined();
  });

  it('stores the user data beside it', () => {
    const storage = createMemoryStorage();
    const userData = createStoredValue<Pick<UserView, 'id' | 'fullName'>>(STORAGE_KEYS.userData, { storage });
    userData.set({ id: 1, fullName: 'Nguyễn Văn An' });
    expect(JSON.parse(storage.getItem('userData') ?? 'null')).toEqual({ id: 1, fullName: 'Nguyễn Văn An' });
    expect(userData.get()).toEqual({ id: 1, fullName: 'Nguyễn Văn An' });
    userData.clear();
    expect(userData.get()).toBeUndefined();
  });
});
