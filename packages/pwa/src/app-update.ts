import {
  type RegisterServiceWorkerOptions,
  registerServiceWorker,
  type ServiceWorkerHandle,
} from './register';

export interface AppUpdateState {
  /** A new version is waiting: show the update prompt. */
  readonly needRefresh: boolean;
  /** The app is cached for offline use (first install). */
  readonly offlineReady: boolean;
}

/** A tiny external store between the service worker and React (useSyncExternalStore). */
export interface AppUpdateStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AppUpdateState;
  showUpdatePrompt(): void;
  markOfflineReady(): void;
  /** How OK applies the update; set by startAppUpdates. */
  setUpdater(update: () => Promise<void>): void;
  /** OK: closes the prompt and tells the waiting worker to skip waiting (the page reloads on controlling). */
  accept(): Promise<void>;
}

export function createAppUpdateStore(): AppUpdateStore {
  let state: AppUpdateState = { needRefresh: false, offlineReady: false };
  let update: () => Promise<void> = async () => {};
  const listeners = new Set<() => void>();
  const set = (next: Partial<AppUpdateState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    showUpdatePrompt: () => set({ needRefresh: true }),
    markOfflineReady: () => set({ offlineReady: true }),
    setUpdater(next) {
      update = next;
    },
    async accept() {
      set({ needRefresh: false });
      await update();
    },
  };
}

/** The app-wide store the <UpdateBanner/> reads by default. */
export const appUpdate: AppUpdateStore = createAppUpdateStore();

/**
 * Registers the service worker and wires it to the update store. Call once from main.tsx in production
 * builds (vite-plugin-pwa is configured with `injectRegister: false`, so nothing else registers it).
 */
export function startAppUpdates(
  options: RegisterServiceWorkerOptions = {},
  store: AppUpdateStore = appUpdate,
): ServiceWorkerHandle {
  const handle = registerServiceWorker({
    ...options,
    onNeedRefresh: () => {
      store.showUpdatePrompt();
      options.onNeedRefresh?.();
    },
    onOfflineReady: () => {
      store.markOfflineReady();
      options.onOfflineReady?.();
    },
  });
  store.setUpdater(handle.updateServiceWorker);
  return handle;
}
