import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppUpdateStore, startAppUpdates } from './app-update';
import {
  NO_NETWORK_MESSAGE,
  OFFLINE_READY_MESSAGE,
  type PwaEnvironment,
  registerServiceWorker,
  type WorkboxLike,
} from './register';

type Listener = (event: { isUpdate?: boolean; isExternal?: boolean }) => void;

/** Stands in for workbox-window: records listeners and lets the test fire lifecycle events. */
class FakeWorkbox implements WorkboxLike {
  listeners = new Map<string, Listener[]>();
  messageSkipWaiting = vi.fn();
  update = vi.fn(async () => {});
  register = vi.fn(async () => ({ scope: '/' }) as ServiceWorkerRegistration);
  constructor(
    readonly url: string,
    readonly options: RegistrationOptions,
  ) {}
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string, event: { isUpdate?: boolean; isExternal?: boolean } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function setup(environment: Partial<PwaEnvironment> = {}) {
  let workbox: FakeWorkbox | undefined;
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const reload = vi.fn();
  const store = createAppUpdateStore();
  const handle = startAppUpdates(
    {
      updateIntervalMs: 0,
      createWorkbox: (url, options) => {
        workbox = new FakeWorkbox(url, options);
        return workbox;
      },
      environment: {
        serviceWorker: {
          controller: null,
          ready: new Promise(() => {}),
        } as unknown as ServiceWorkerContainer,
        hostname: 'clinic.example.vn',
        reload,
        logger,
        ...environment,
      },
    },
    store,
  );
  return {
    store,
    handle,
    logger,
    reload,
    get workbox() {
      if (!workbox) throw new Error('no Workbox was created');
      return workbox;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('App update', () => {
  it('registers sw.js at the app base with that scope', async () => {
    const app = setup();
    await app.handle.ready;
    expect(app.workbox.url).toBe('/sw.js');
    expect(app.workbox.options).toEqual({ scope: '/' });
    expect(app.workbox.register).toHaveBeenCalledTimes(1);
  });

  it('with no existing controller, logs that content is cached for offline use and shows no prompt', async () => {
    const app = setup();
    await app.handle.ready;
    app.workbox.fire('installed', { isUpdate: false });
    expect(app.logger.info).toHaveBeenCalledWith(OFFLINE_READY_MESSAGE);
    expect(app.store.getSnapshot()).toEqual({ needRefresh: false, offlineReady: true });
  });

  it('when a new version installs while an older one controls the page, OK skips waiting and reloads on controlling', async () => {
    const app = setup();
    const listener = vi.fn();
    app.store.subscribe(listener);
    await app.handle.ready;

    app.workbox.fire('installed', { isUpdate: true });
    expect(app.store.getSnapshot().needRefresh).toBe(false);
    app.workbox.fire('waiting', { isUpdate: true });
    expect(app.store.getSnapshot().needRefresh).toBe(true);
    expect(listener).toHaveBeenCalled();
    expect(app.logger.info).not.toHaveBeenCalledWith(OFFLINE_READY_MESSAGE);

    await app.store.accept();
    expect(app.store.getSnapshot().needRefresh).toBe(false);
    expect(app.workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(app.reload).not.toHaveBeenCalled();

    app.workbox.fire('controlling', { isUpdate: true });
    expect(app.reload).toHaveBeenCalledTimes(1);
    app.workbox.fire('controlling', { isUpdate: true });
    expect(app.reload).toHaveBeenCalledTimes(1);
  });

  it('prompts when another tab installed the new version', async () => {
    const app = setup();
    await app.handle.ready;
    app.workbox.fire('installed', { isExternal: true });
    expect(app.store.getSnapshot().needRefresh).toBe(true);
  });

  it('does not reload on the first controlling of a fresh install', async () => {
    const app = setup();
    await app.handle.ready;
    app.workbox.fire('installed', { isUpdate: false });
    app.workbox.fire('controlling', { isUpdate: false });
    expect(app.reload).not.toHaveBeenCalled();
  });

  it('checks for a new version periodically', async () => {
    vi.useFakeTimers();
    let workbox: FakeWorkbox | undefined;
    const handle = registerServiceWorker({
      updateIntervalMs: 1000,
      createWorkbox: (url, options) => {
        workbox = new FakeWorkbox(url, options);
        return workbox;
      },
      environment: {
        serviceWorker: { controller: null } as unknown as ServiceWorkerContainer,
        hostname: 'clinic.example.vn',
      },
    });
    await handle.ready;
    await vi.advanceTimersByTimeAsync(2500);
    expect(workbox?.update).toHaveBeenCalledTimes(2);
    handle.dispose();
  });

  it('without registerAfterLoadMs, registers at once, not waiting for the page to settle', async () => {
    const pageSettled = vi.fn(() => new Promise<void>(() => {}));
    const app = setup({ pageSettled });
    await app.handle.ready;
    expect(app.workbox.register).toHaveBeenCalledTimes(1);
    expect(pageSettled).not.toHaveBeenCalled();
  });

  it('with registerAfterLoadMs, fetches and registers nothing until the page has loaded and settled', async () => {
    let settle = () => {};
    const waited: number[] = [];
    const fetchImpl = vi.fn(
      async () => new Response('x', { headers: { 'content-type': 'text/javascript' } }),
    );
    const createWorkbox = vi.fn((url: string, options: RegistrationOptions) => new FakeWorkbox(url, options));
    const handle = registerServiceWorker({
      updateIntervalMs: 0,
      registerAfterLoadMs: 3000,
      createWorkbox,
      environment: {
        serviceWorker: { controller: null } as unknown as ServiceWorkerContainer,
        hostname: 'localhost',
        fetch: fetchImpl,
        pageSettled: (delayMs) => {
          waited.push(delayMs);
          return new Promise((resolve) => (settle = resolve));
        },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(waited).toEqual([3000]);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(createWorkbox).not.toHaveBeenCalled();
    settle();
    await handle.ready;
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(createWorkbox).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service worker support', async () => {
    const createWorkbox = vi.fn();
    const handle = registerServiceWorker({ createWorkbox, environment: { serviceWorker: undefined } });
    await handle.ready;
    await handle.updateServiceWorker();
    expect(createWorkbox).not.toHaveBeenCalled();
  });

  it('reports a registration failure', async () => {
    const onRegisterError = vi.fn();
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const handle = registerServiceWorker({
      onRegisterError,
      createWorkbox: (url, options) => {
        const wb = new FakeWorkbox(url, options);
        wb.register.mockRejectedValueOnce(new Error('SecurityError'));
        return wb;
      },
      environment: {
        serviceWorker: { controller: null } as ServiceWorkerContainer,
        hostname: 'x.vn',
        logger,
      },
    });
    await handle.ready;
    expect(onRegisterError).toHaveBeenCalledWith(expect.any(Error));
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('on localhost', () => {
  const response = (status: number, contentType: string) =>
    new Response(status === 404 ? null : 'x', { status, headers: { 'content-type': contentType } });

  function localSetup(fetchImpl: typeof fetch) {
    const unregister = vi.fn(async () => true);
    const reload = vi.fn();
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const createWorkbox = vi.fn((url: string, options: RegistrationOptions) => new FakeWorkbox(url, options));
    const handle = registerServiceWorker({
      updateIntervalMs: 0,
      createWorkbox,
      environment: {
        hostname: 'localhost',
        fetch: fetchImpl,
        reload,
        logger,
        serviceWorker: {
          controller: null,
          ready: Promise.resolve({ unregister } as unknown as ServiceWorkerRegistration),
        } as unknown as ServiceWorkerContainer,
      },
    });
    return { handle, unregister, reload, logger, createWorkbox };
  }

  it('registers when the worker script is JavaScript', async () => {
    const app = localSetup(async () => response(200, 'text/javascript; charset=utf-8'));
    await app.handle.ready;
    expect(app.createWorkbox).toHaveBeenCalledTimes(1);
    expect(app.unregister).not.toHaveBeenCalled();
  });

  it.each([
    ['missing (404)', 404, 'text/plain'],
    ['not JavaScript', 200, 'text/html'],
  ])('unregisters and reloads when the worker script is %s', async (_name, status, type) => {
    const app = localSetup(async () => response(status, type));
    await app.handle.ready;
    expect(app.unregister).toHaveBeenCalledTimes(1);
    expect(app.reload).toHaveBeenCalledTimes(1);
    expect(app.createWorkbox).not.toHaveBeenCalled();
  });

  it('runs offline when there is no network', async () => {
    const app = localSetup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await app.handle.ready;
    expect(app.logger.info).toHaveBeenCalledWith(NO_NETWORK_MESSAGE);
    expect(app.reload).not.toHaveBeenCalled();
  });
});
