import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Web push in the staff app (docs/product.md#notifications) in Chromium against the real API.
//
// What Chromium here cannot do is get a real push subscription: in Playwright's (incognito-like) contexts
// PushManager.subscribe() is refused outright ('Push API not supported in incognito'), and in a normal profile it
// waits on Google's push service, which these machines cannot reach, and never settles. The first test shows the
// second case stays a logged failure. The journey then gives the page a subscription the test made (PushManager
// answered from an init script, with a real P-256 key and auth secret, as a browser would make them) and sees the
// app register it with the API, send it again on a language switch, show its toast when registration fails, and
// remove it on logout. The service worker's push handler is driven through the DevTools protocol
// (ServiceWorker.deliverPushMessage): the event a push service's delivery raises in the worker.

const review = process.env.PUSH_SHOTS ?? 'test-results/push';

/** A browser-made subscription: what PushManager.subscribe would answer, for an endpoint the test names. */
function testSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/send/${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** PushManager answered with `subscription`; the key the app subscribed with is kept for the test to check. */
async function fakePushManager(page: Page, subscription: ReturnType<typeof testSubscription>) {
  await page.addInitScript((json) => {
    const state = window as unknown as { e2eSubscribedWith?: string; e2eSubscribed?: boolean };
    const make = (key: ArrayBuffer | null) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => json,
      unsubscribe: async () => {
        state.e2eSubscribed = false;
        return true;
      },
    });
    let current: ReturnType<typeof make> | null = null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey as Uint8Array;
      state.e2eSubscribedWith = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      state.e2eSubscribed = true;
      current = make(key.buffer as ArrayBuffer);
      return current as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (state.e2eSubscribed ? current : null) as unknown as PushSubscription | null;
  }, subscription);
}

test.describe('thông báo đẩy', () => {
  test.use({ locale: 'vi-VN', viewport: { width: 1440, height: 900 } });

  test('a real subscription needs the push service: unreachable here, the failure is only logged', async ({
    baseURL,
    launchOptions,
  }) => {
    test.setTimeout(90_000);
    // A normal profile, not Playwright's incognito-like context, so Chromium really tries the push service.
    const profile = mkdtempSync(path.join(tmpdir(), 'push-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      locale: 'vi-VN',
    });
    try {
      await context.grantPermissions(['notifications']);
      const page = context.pages()[0] ?? (await context.newPage());
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      let registrations = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/users/register-device')) registrations += 1;
      });
      await signIn(page);
      // The app gives the push service 20 s, then logs the failed retrieval and carries on.
      await expect
        .poll(() => logged.some((text) => text.startsWith('push: no device token')), { timeout: 40_000 })
        .toBe(true);
      expect(registrations).toBe(0);
      await expect(page.getByText('Không đăng ký được thiết bị')).toHaveCount(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('đăng ký thiết bị sau khi đăng nhập, gửi lại khi đổi ngôn ngữ, bỏ khi đăng xuất; service worker hiện thông báo', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(review, { recursive: true });
    await context.grantPermissions(['notifications']);
    const subscription = testSubscription();
    const token = JSON.stringify(subscription);
    await fakePushManager(page, subscription);
    const registered: { deviceToken: string; lang: string; platform: string }[] = [];
    const unregistered: { removed: boolean }[] = [];
    page.on('requestfinished', async (request) => {
      if (
        request.url().endsWith('/api/users/register-device') &&
        (await request.response())?.status() === 200
      )
        registered.push(request.postDataJSON());
      if (request.url().endsWith('/api/users/unregister-device'))
        unregistered.push(
          ((await (await request.response())!.json()) as { data: { removed: boolean } }).data,
        );
    });

    // The server refuses the first registration: the toast says so, and nothing is stored for next time.
    await page.route('**/api/users/register-device', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"PSYS_5000"}' }),
    );
    await signIn(page);
    await expect(page.getByText('Không đăng ký được thiết bị nhận thông báo')).toBeVisible();
    await page.screenshot({ path: `${review}/registration-failed.png` });
    expect(await page.evaluate(() => localStorage.getItem('deviceToken'))).toBeNull();
    await page.unroute('**/api/users/register-device');

    // At the next load the token is registered, subscribed with the server's VAPID key.
    await page.reload();
    await expect.poll(() => registered.length).toBe(1);
    expect(registered[0]).toEqual({ deviceToken: token, lang: 'vi', platform: 'web' });
    const accessToken = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const config = await page.request.get('/api/notifications/push-config', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { data: pushConfig } = (await config.json()) as {
      data: { provider: string; vapidPublicKey: string };
    };
    expect(pushConfig.provider).toBe('webpush');
    expect(await page.evaluate(() => (window as { e2eSubscribedWith?: string }).e2eSubscribedWith)).toBe(
      pushConfig.vapidPublicKey,
    );
    // The same token in the same language is not sent again at the next load.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(registered).toHaveLength(1);

    // A language switch sends it again, in the new language.
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => registered.length).toBe(2);
    expect(registered[1]).toEqual({ deviceToken: token, lang: 'en', platform: 'web' });
    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect.poll(() => registered.length).toBe(3);

    // The worker's push handler: with the app in front the push goes to the page, not to a system notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const staff = registrations.find((r: { scopeURL: string; isDeleted: boolean }) =>
          r.scopeURL.endsWith(`:${new URL(page.url()).port}/`),
        );
        if (staff) resolve(staff.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const id = await registrationId;
    const origin = new URL(page.url()).origin;
    await page.evaluate(() => {
      const w = window as unknown as { e2ePushes: unknown[] };
      w.e2ePushes = [];
      navigator.serviceWorker.addEventListener('message', (event) => w.e2ePushes.push(event.data));
    });
    const message = {
      title: 'Bệnh nhân đã tiếp đón',
      body: 'Trần Thị Bình đang chờ khám',
      tag: 'notification-41',
      url: '/appointments',
      notificationId: 41,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: id,
      data: JSON.stringify(message),
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { e2ePushes: unknown[] }).e2ePushes))
      .toEqual([{ type: 'clinic-push', message }]);

    // With no staff window open the worker shows the notification itself (an FCM data message, this time).
    await page.goto('about:blank');
    const background = {
      ...message,
      title: 'Hóa đơn đã thanh toán',
      tag: 'notification-42',
      notificationId: '42',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: id,
      data: JSON.stringify({ data: background, from: '1234', priority: 'normal' }),
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();
    const shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data,
      })),
    );
    expect(shown).toContainEqual({
      title: background.title,
      body: background.body,
      tag: 'notification-42',
      data: { url: '/appointments', notificationId: 42 },
    });

    // Logout removes the registration on the server (it was stored for this user) and the browser's subscription.
    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => unregistered).toEqual([{ removed: true }]);
    expect(await page.evaluate(() => localStorage.getItem('deviceToken'))).toBeNull();
    expect(await page.evaluate(() => (window as { e2eSubscribed?: boolean }).e2eSubscribed)).toBe(false);
  });
});
