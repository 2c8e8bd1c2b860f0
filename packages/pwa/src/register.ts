/** The part of a workbox-window `Workbox` we use; tests pass a fake. */
export interface WorkboxLike {
  addEventListener(
    type: 'installed' | 'waiting' | 'controlling',
    listener: (event: { isUpdate?: boolean; isExternal?: boolean }) => void,
  ): void;
  register(options?: { immediate?: boolean }): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
}

/** The browser surface we touch, injectable for tests. */
export interface PwaEnvironment {
  serviceWorker: Pick<ServiceWorkerContainer, 'ready' | 'controller'> | undefined;
  hostname: string;
  reload: () => void;
  fetch: typeof fetch;
  logger: Pick<Console, 'info' | 'warn' | 'error'>;
  /** Settles `delayMs` after the page's load event, at an idle moment. */
  pageSettled: (delayMs: number) => Promise<void>;
}

export interface RegisterServiceWorkerOptions {
  /** Worker script; vite-plugin-pwa writes `sw.js` at the app's base. */
  swUrl?: string;
  scope?: string;
  /** A new version is installed and waiting while an older one controls the page: ask the user. */
  onNeedRefresh?: () => void;
  /** First install: the app shell is cached and works offline. */
  onOfflineReady?: () => void;
  onRegistered?: (registration: ServiceWorkerRegistration | undefined) => void;
  onRegisterError?: (error: unknown) => void;
  /**
   * Register only this long after the page's load event, at an idle moment: for the booking page, whose first
   * screen on a patient's phone must not share the network and CPU with the worker. By default at once (a staff
   * member who signs in quickly gets push notifications in that same session).
   */
  registerAfterLoadMs?: number;
  /** Look for a new version this often (ms), for screens left open for days (kiosk, TV). 0 disables. */
  updateIntervalMs?: number;
  /** Builds the Workbox; by default workbox-window, loaded lazily so it stays out of the first paint. */
  createWorkbox?: (url: string, options: RegistrationOptions) => WorkboxLike | Promise<WorkboxLike>;
  environment?: Partial<PwaEnvironment>;
}

export interface ServiceWorkerHandle {
  /** Tell the waiting worker to skip waiting; the page reloads once it controls. */
  updateServiceWorker(): Promise<void>;
  /** Settles when registration was attempted (or skipped). */
  ready: Promise<void>;
  /** Stops the periodic update check. */
  dispose(): void;
}

export const OFFLINE_READY_MESSAGE = 'Content is cached for offline use.';
export const NEW_CONTENT_MESSAGE =
  'New content is available and will be used when all tabs for this page are closed.';
export const NO_NETWORK_MESSAGE = 'No internet connection found. App is running in offline mode.';

const HOUR = 60 * 60 * 1000;

function defaultEnvironment(): PwaEnvironment {
  const hasWindow = typeof window !== 'undefined';
  return {
    serviceWorker:
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    hostname: hasWindow ? window.location.hostname : '',
    reload: () => window.location.reload(),
    fetch: (...args) => fetch(...args),
    logger: console,
    pageSettled,
  };
}

/**
 * The page's load event, `delayMs` more, then an idle moment. Registering the worker starts its script and its
 * precache downloads: begun with the first screen, they compete with its requests and code on a slow phone
 * (web.dev, "Service worker registration": register after load).
 */
function pageSettled(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 5000 })
        : resolve();
    const later = () => setTimeout(idle, delayMs);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
}

export function isLocalhost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|[01]?\d?\d)){3}$/.test(hostname)
  );
}

/**
 * Registers the app's service worker with workbox-window and implements the app update of docs/product.md#app-updates.
 * On localhost it first checks that the worker script exists and is JavaScript; if not (a stale worker
 * from another project, a dev server), it unregisters the old worker and reloads.
 */
export function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): ServiceWorkerHandle {
  const env = { ...defaultEnvironment(), ...options.environment };
  const base = import.meta.env.BASE_URL;
  const swUrl = options.swUrl ?? `${base}sw.js`;
  const scope = options.scope ?? base;
  const createWorkbox =
    options.createWorkbox ??
    (async (url: string, opts: RegistrationOptions) => {
      const { Workbox } = await import('workbox-window');
      return new Workbox(url, opts);
    });
  let workbox: WorkboxLike | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const noop: ServiceWorkerHandle = {
    updateServiceWorker: async () => {},
    ready: Promise.resolve(),
    dispose() {},
  };
  const container = env.serviceWorker;
  if (!container) return noop;

  const registerValid = async () => {
    let wb: WorkboxLike;
    try {
      wb = await createWorkbox(swUrl, { scope });
    } catch (error) {
      env.logger.error('Error during service worker registration:', error);
      options.onRegisterError?.(error);
      return;
    }
    workbox = wb;
    let prompted = false;
    let reloading = false;

    const prompt = () => {
      if (!prompted) {
        // Reload once the new worker controls the page: after our OK, or another tab's.
        wb.addEventListener('controlling', (event) => {
          if ((event.isUpdate || event.isExternal) && !reloading) {
            reloading = true;
            env.reload();
          }
        });
      }
      prompted = true;
      env.logger.info(NEW_CONTENT_MESSAGE);
      options.onNeedRefresh?.();
    };

    const offlineReady = () => {
      if (prompted) return;
      env.logger.info(OFFLINE_READY_MESSAGE);
      options.onOfflineReady?.();
    };

    wb.addEventListener('installed', (event) => {
      if (event.isUpdate) return; // the 'waiting' event asks the user
      if (event.isExternal)
        prompt(); // a newer version installed by another tab
      else offlineReady(); // no controller before: first install
    });
    wb.addEventListener('waiting', prompt);

    try {
      const registration = await wb.register();
      options.onRegistered?.(registration);
      const interval = options.updateIntervalMs ?? HOUR;
      if (interval > 0) {
        timer = setInterval(() => {
          wb.update().catch(() => {
            // Offline: try again next time.
          });
        }, interval);
      }
    } catch (error) {
      env.logger.error('Error during service worker registration:', error);
      options.onRegisterError?.(error);
    }
  };

  const checkValidServiceWorker = async () => {
    try {
      const response = await env.fetch(swUrl, { headers: { 'Service-Worker': 'script' } });
      const contentType = response.headers.get('content-type') ?? '';
      if (response.status === 404 || !contentType.includes('javascript')) {
        // No worker here (or an HTML fallback page instead of it): drop the stale one and start clean.
        const registration = await container.ready;
        await registration.unregister();
        env.reload();
        return;
      }
      await registerValid();
    } catch {
      env.logger.info(NO_NETWORK_MESSAGE);
    }
  };

  const start = () => (isLocalhost(env.hostname) ? checkValidServiceWorker() : registerValid());
  const ready =
    options.registerAfterLoadMs === undefined
      ? start()
      : env.pageSettled(options.registerAfterLoadMs).then(start);

  return {
    async updateServiceWorker() {
      await ready;
      workbox?.messageSkipWaiting();
    },
    ready,
    dispose() {
      if (timer) clearInterval(timer);
    },
  };
}
