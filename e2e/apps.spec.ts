import { expect, type Page, test } from '@playwright/test';

const shots = 'e2e/screenshots';

/** Collects console errors and CSP violations: a page that trips its own CSP is broken, whatever it shows. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

const apps = [
  {
    name: 'booking',
    path: '/booking/',
    // Without a clinic in the address the booking site explains how to reach one (it calls no API).
    ready: 'Chưa chọn phòng khám',
    viewports: [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ],
  },
  {
    name: 'kiosk',
    path: '/kiosk/',
    // A kiosk not paired yet asks for its pairing code.
    ready: 'Ghép nối ki-ốt',
    viewports: [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ],
  },
  {
    name: 'queue-display',
    path: '/display/',
    // A display not paired yet asks for its pairing code.
    ready: 'Ghép nối màn hình gọi số',
    viewports: [{ width: 1920, height: 1080 }],
  },
];

for (const app of apps) {
  for (const viewport of app.viewports) {
    test(`${app.name} loads under the strict CSP and is ready (${viewport.width}px)`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize(viewport);
      const response = await page.goto(app.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page.getByText(app.ready)).toBeVisible();
      await page.screenshot({ path: `${shots}/${app.name}-${viewport.width}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  }
}

test('the language switch turns the page into English and remembers it', async ({ page }) => {
  await page.goto('/kiosk/');
  await expect(page.getByRole('heading', { name: 'Ghép nối ki-ốt' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Pair this kiosk' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pair this kiosk' })).toBeVisible();
});

test('a client-side route of the booking site serves the booking app', async ({ page }) => {
  const response = await page.goto('/booking/phong-kham-da-khoa-an-tam');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Chọn cơ sở khám và chuyên khoa', level: 1 })).toBeVisible();
});

test('the API docs render and list the auth routes', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/api/docs');
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/api-docs.png` });
  expect(errors).toEqual([]);
});

test('the demo owner signs in through the API the browser uses', async ({ request }) => {
  const login = await request.post('/api/auth/login', {
    data: { username: 'demo@clinicos.vn', password: 'Demo@2026' },
  });
  expect(login.status()).toBe(200);
  const { accessToken, user } = (await login.json()).data;
  expect(user.fullName).toBe('Nguyễn Minh Anh');
  const info = await request.get('/api/clinics/info', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect((await info.json()).data.name).toBe('Phòng khám Đa khoa An Tâm');
});
