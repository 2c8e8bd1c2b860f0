import { createStoredValue, type PushConfig } from '@clinic/api-client';
import type { Language } from '@clinic/i18n';
import { describe, expect, it } from 'vitest';
import { createPushClient, listenToWorker, type PushMessage, setForegroundListener } from './pushClient';

// The push client's rules (docs/product.md#notifications) over a browser stand-in (happy-dom has no Push API; the real
// browser path is e2e/push.spec.ts): ask once, register when new or different, again on a language switch or for
// another user, a failed token only logged, a failed registration reported, logout forgets the token on both sides.

function setup(options: { permission?: NotificationPermission; answer?: NotificationPermission } = {}) {
  const calls: string[] = [];
  let permission = options.permission ?? 'default';
  let lang: Language = 'vi';
  let userId = 7;
  let token = 'token-1';
  let tokenFails = false;
  let registerFails = false;
  const failures: unknown[] = [];
  const logs: string[] = [];
  const config: PushConfig = { provider: 'webpush', vapidPublicKey: 'key' };
  const env = {
    notifications: {
      pushConfig: async () => config,
      registerDevice: async (body: { deviceToken: string; lang: string }) => {
        calls.push(`register ${body.deviceToken} ${body.lang}`);
        if (registerFails) throw new Error('500');
        return { registered: true as const };
      },
      unregisterDevice: async (deviceToken: string) => {
        calls.push(`unregister ${deviceToken}`);
        return { removed: true };
      },
    },
    getLanguage: () => lang,
    userId: () => userId,
    permission: {
      state: () => permission,
      request: async () => {
        calls.push('ask');
        permission = options.answer ?? 'granted';
        return permission;
      },
    },
    registration: async () => ({}) as ServiceWorkerRegistration,
    getToken: async () => {
      if (tokenFails) throw new Error('push service error');
      return token;
    },
    removeToken: async () => {
      calls.push('unsubscribe');
    },
    device: createStoredValue<never>('deviceToken', { storage: null }),
    asked: createStoredValue<boolean>('asked', { storage: null }),
    onRegistrationFailed: (error: unknown) => failures.push(error),
    log: (message: string) => logs.push(message),
  };
  return {
    client: createPushClient(env as unknown as Parameters<typeof createPushClient>[0]),
    env,
    calls,
    failures,
    logs,
    set: {
      lang: (value: Language) => {
        lang = value;
      },
      user: (value: number) => {
        userId = value;
      },
      token: (value: string) => {
        token = value;
      },
      tokenFails: (value: boolean) => {
        tokenFails = value;
      },
      registerFails: (value: boolean) => {
        registerFails = value;
      },
    },
  };
}

describe('push client', () => {
  it('asks once, registers a new or different token, in the current language, for the current user', async () => {
    const { client, calls, set } = setup();
    await client.register();
    await client.register();
    expect(calls).toEqual(['ask', 'register token-1 vi']);
    set.lang('en');
    await client.register();
    set.token('token-2');
    await client.register();
    set.user(8);
    await client.register();
    expect(calls.slice(2)).toEqual(['register token-1 en', 'register token-2 en', 'register token-2 en']);
  });

  it('asks only once when the prompt is refused, and never registers without permission', async () => {
    const { client, calls } = setup({ answer: 'default' });
    await client.register();
    await client.register();
    expect(calls).toEqual(['ask']);
    const denied = setup({ permission: 'denied' });
    await denied.client.register();
    expect(denied.calls).toEqual([]);
  });

  it('only logs a failed token; reports a failed registration and tries again at the next load', async () => {
    const { client, calls, failures, logs, set } = setup({ permission: 'granted' });
    set.tokenFails(true);
    await client.register();
    expect(logs).toEqual(['push: no device token']);
    expect(failures).toEqual([]);
    set.tokenFails(false);
    set.registerFails(true);
    await client.register();
    expect(failures).toHaveLength(1);
    set.registerFails(false);
    await client.register();
    expect(calls).toEqual(['register token-1 vi', 'register token-1 vi']);
  });

  it('unregisters on logout: the server and the browser forget the token', async () => {
    const { client, calls, env } = setup({ permission: 'granted' });
    await client.register();
    await client.unregister();
    expect(calls).toEqual(['register token-1 vi', 'unregister token-1', 'unsubscribe']);
    expect(env.device.get()).toBeUndefined();
    await client.unregister();
    expect(calls).toHaveLength(3);
  });

  it('hands pushes from the worker to the one foreground listener', () => {
    const target = new EventTarget();
    const stop = listenToWorker(target as ServiceWorkerContainer);
    const got: PushMessage[] = [];
    const message = { title: 'a', body: 'b', tag: 't', url: '/', notificationId: 1 };
    setForegroundListener((m) => got.push(m));
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'clinic-push', message } }));
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
    setForegroundListener(null);
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'clinic-push', message } }));
    stop();
    expect(got).toEqual([message]);
  });
});
