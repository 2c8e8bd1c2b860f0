import { type BrowserContext, expect, type Page, test } from '@playwright/test';

// The staff session survives what is not a logout: a reload with no network, and
// leaving the page while sign-in is still loading the user details. The service worker stays on in both.

const shots = 'e2e/screenshots/staff';
const desktop = { width: 1366, height: 768 };

async function signIn(page: Page) {
  await page.getByLabel('E-mail hoặc số điện thoại').fill('demo@clinicos.vn');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** Until the service worker controls the page: the next loads come from its cache. */
/**
 * How many patients the offline cache (IndexedDB, apps/staff/src/offline) holds: the list is written there just
 * after it shows, and a reload before that would lose the write.
 */
function keptPatients(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('clinic-'))?.name;
    if (!name) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve(0);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('patients')) {
          db.close();
          resolve(0);
          return;
        }
        const count = db.transaction('patients').objectStore('patients').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => {
          db.close();
          resolve(0);
        };
      };
    });
  });
}

async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('staff session', () => {
  test.use({ viewport: desktop });

  test('signed out, any address opens the sign-in screen, which checks its fields and a wrong password, then signs in', async ({
    page,
  }) => {
    await page.goto('/patients');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByText('Trường này là bắt buộc')).toHaveCount(2);
    await expect(page.getByLabel('E-mail hoặc số điện thoại')).toBeFocused();
    await page.getByLabel('E-mail hoặc số điện thoại').fill('demo@clinicos.vn');
    await expect(page.getByText('Trường này là bắt buộc')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Wrong@2026');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('alert')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng');
    // The error follows the language, as every error text does.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Username or password is incorrect');
    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a reload with no network opens the app signed in with the offline banner; back online it loads data', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();
    await underServiceWorker(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Hồ sơ bệnh nhân' }).click();
    // A patient's code, not a loading placeholder row: the list's data is there.
    const patientCode = page.getByRole('cell', { name: /^BN\d{6}$/ }).first();
    await expect(patientCode).toBeVisible();
    await expect.poll(() => keptPatients(page)).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/\/patients$/);
    await expect(page.getByRole('heading', { name: 'Hồ sơ bệnh nhân', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tài khoản' })).toContainText('Nguyễn Minh Anh');
    const banner = page.getByRole('status').filter({ hasText: 'Mất kết nối' });
    await expect(banner).toBeVisible();
    // The remembered permissions still build the menu.
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Cài đặt chung' })).toBeVisible();
    // The list loaded before comes from the offline cache (apps/staff/src/offline).
    await expect(patientCode).toBeVisible();
    await page.screenshot({ path: `${shots}/offline-reload.png` });
    // Still signed in after a while offline: nothing gave up on the session.
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/patients$/);

    // Back online: the user details are loaded again (confirming the session) and the list's data arrives.
    const detailsReloaded = page.waitForResponse((r) => r.url().endsWith('/api/users/me') && r.ok());
    await context.setOffline(false);
    await detailsReloaded;
    await expect(banner).toBeHidden();
    await expect(patientCode).toBeVisible();
    await page.screenshot({ path: `${shots}/offline-back-online.png` });

    // A reload online is the ordinary signed-in start again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hồ sơ bệnh nhân', level: 1 })).toBeVisible();
  });

  test('a session ended elsewhere (its logout sent from another device) returns the open page to sign-in at once', async ({
    page,
    request,
  }) => {
    // The page's socket is open and authorized before the session ends.
    const authorized = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"authorized"')) resolve();
        }),
      ),
    );
    await page.goto('/login');
    await signIn(page);
    await expect(page).not.toHaveURL(/\/login$/);
    await authorized;
    const { accessToken } = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}') as { accessToken: string },
    );
    const ended = await request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(ended.status()).toBe(200);
    // No click, no navigation: the server cuts the page's socket and the page finds out by itself.
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  });

  test('opening a URL while sign-in still loads the user details stays signed in (repeated)', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    for (let attempt = 1; attempt <= 6; attempt++) {
      // A fresh browser each time, as a first visit: the service worker registers and precaches meanwhile.
      const context: BrowserContext = await browser.newContext({ viewport: desktop });
      const page = await context.newPage();
      // A slow answer keeps the user details loading when the next URL is opened, as a busy server does.
      await context.route('**/api/employees/my-permissions', async (route) => {
        await new Promise((r) => setTimeout(r, 800));
        await route.continue().catch(() => undefined); // the page may be gone by then
      });
      await page.goto('/login');
      const detailsAsked = page.waitForRequest((r) => r.url().endsWith('/api/users/me'));
      await signIn(page);
      await detailsAsked;
      await page.goto(attempt % 2 ? '/patients' : '/settings/general');
      await expect(page.getByRole('heading', { level: 1 }), `attempt ${attempt}`).toHaveText(
        attempt % 2 ? 'Hồ sơ bệnh nhân' : 'Cài đặt chung',
      );
      await expect(page).not.toHaveURL(/\/login$/);
      await context.close();
    }
  });
});
