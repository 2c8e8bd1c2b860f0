import { mkdirSync, readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn as signInOwner } from './staff-sign-in';

// A booking made on the booking site rings the receptionist's bell without a reload. The demo owner makes
// a receptionist (skill Receptionist, a role reading the appointments screen, no group: every location); she is
// signed in on a desktop; on a phone a patient books with BS. Lê Quang Minh, whose bookings wait for approval; her
// bell's count goes up, the panel shows the booking, and a click opens the appointment and reads the notification.

const shots = process.env.NOTIFICATION_SHOTS ?? 'e2e/screenshots/notifications';
const desktop = { width: 1440, height: 900 };
const site = '/booking/phong-kham-da-khoa-an-tam';
const n = Date.now().toString().slice(-6);
const patientPhone = `09${String(Date.now()).slice(-8)}`;
const patientName = 'Phan Thị Thu Trang';
const receptionistName = 'Võ Thị Hạnh';
const password = 'Letan2026';

async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, animations: 'disabled' });
}

/** The newest invitation link mailed to `email` (the e2e server prints mails to its log). */
async function invitation(email: string): Promise<URLSearchParams> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mail = readFileSync('.e2e-data/server.log', 'utf8')
      .split('──── mail to ')
      .filter((block) => block.startsWith(email))
      .at(-1);
    const link = mail?.match(/https?:\/\/[^/\s]+\/accept-invite\?(\S+)/)?.[1];
    if (link) return new URLSearchParams(link);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no invitation mailed to ${email}`);
}

/** The owner makes a receptionist through the API the people screens use; answers her e-mail. */
async function makeReceptionist(browser: Browser): Promise<string> {
  const owner = await (await browser.newContext({ viewport: desktop, locale: 'vi-VN' })).newPage();
  await signInOwner(owner);
  const token = await owner.evaluate(
    () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
  );
  const headers = { authorization: `Bearer ${token}` };
  const data = async <T>(response: Awaited<ReturnType<typeof owner.request.post>>) => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const role = await data<{ id: number }>(
    await owner.request.post('/api/roles', {
      headers,
      data: { name: `Lễ tân ${n}`, screenPermissions: [{ screenId: 10, level: 20 }], featureIds: [] },
    }),
  );
  const email = `le.tan.thong.bao.${n}@example.vn`;
  const invited = await data<{ invited: { email: string }[] }>(
    await owner.request.post('/api/employees/invite', {
      headers,
      data: { emails: email, roleId: role.id, groupIds: [], skills: [1] },
    }),
  );
  expect(invited.invited.map((i) => i.email)).toEqual([email]);
  const link = await invitation(email);
  await data(
    await owner.request.post('/api/auth/accept-invite', {
      data: { email, code: link.get('code'), fullName: receptionistName, password },
    }),
  );
  await owner.context().close();
  return email;
}

/** A patient books on a phone with BS. Lê Quang Minh (Tai Mũi Họng, Quận 1), who approves bookings himself. */
async function bookOnline(browser: Browser): Promise<string> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'vi-VN',
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(site);
  await page.getByRole('button', { name: /Cơ sở Quận 1/ }).click();
  await page.getByRole('button', { name: 'Tai Mũi Họng' }).click();
  await page.getByRole('button', { name: /BS\. Lê Quang Minh/ }).click();
  const times = page.locator('section[aria-labelledby="slots"] button');
  await expect(page.locator('section[aria-labelledby="slots"]')).toHaveAttribute('aria-busy', 'false');
  await times.first().click();
  await expect(page.getByRole('heading', { name: 'Thông tin người khám', level: 1 })).toBeVisible();
  await page.getByLabel('Họ và tên').fill(patientName);
  await page.getByLabel('Số điện thoại').fill(patientPhone);
  await page.getByRole('radio', { name: 'Nữ' }).check();
  await page.getByLabel('Năm sinh').fill('1990');
  await page.getByRole('combobox', { name: 'Triệu chứng' }).fill('Đau họng, sổ mũi');
  await page.getByRole('button', { name: 'Xác nhận đặt lịch' }).click();
  // Sent, not confirmed: it waits for the clinic's approval, which is what reception is told about.
  await expect(page.getByRole('heading', { name: 'Đã gửi yêu cầu đặt lịch', level: 1 })).toBeVisible();
  await expect(page.getByText('Chờ phòng khám duyệt')).toBeVisible();
  const code = ((await page.locator('#booking-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z]+\d+$/);
  await context.close();
  return code;
}

test("a booking made on the booking site rings the receptionist's bell without reload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await makeReceptionist(browser);

  const desk = await (await browser.newContext({ viewport: desktop, locale: 'vi-VN' })).newPage();
  const errors: string[] = [];
  desk.on('pageerror', (error) => errors.push(error.message));
  await desk.goto('/login');
  await desk.getByLabel('E-mail hoặc số điện thoại').fill(email);
  await desk.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(password);
  await desk.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(desk.getByRole('heading', { name: `Xin chào, ${receptionistName}` })).toBeVisible();
  // A new account: nothing unread yet. The marker survives only if the page is never reloaded.
  const bell = desk.getByRole('banner').getByRole('button', { name: /^Thông báo,/ });
  await expect(bell).toHaveAccessibleName('Thông báo, không có thông báo chưa đọc');
  await desk.evaluate(() => {
    (window as Window & { e2eNoReload?: boolean }).e2eNoReload = true;
  });

  const code = await bookOnline(browser);

  await expect(bell).toHaveAccessibleName('Thông báo, 1 chưa đọc', { timeout: 15_000 });
  expect(await desk.evaluate(() => (window as Window & { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
  await bell.click();
  const panel = desk.getByRole('dialog', { name: 'Thông báo' });
  const first = panel.getByRole('listitem').first();
  await expect(first).toContainText(new RegExp(`${code}|${patientName}`));
  await expect(first).toContainText('Chưa đọc');
  await expect(first.getByRole('button')).toBeFocused();
  await shot(desk, 'panel');

  // The click opens the appointment and reads the notification.
  await first.getByRole('button').click();
  await expect(desk).toHaveURL(/\/appointments\/\d+$/);
  await expect(desk.getByText(code).first()).toBeVisible();
  await expect(bell).toHaveAccessibleName('Thông báo, không có thông báo chưa đọc');

  // The full screen lists it, read now.
  await desk.goto('/notifications');
  await expect(desk.getByRole('heading', { name: 'Thông báo', level: 1 })).toBeVisible();
  const row = desk.getByRole('list', { name: 'Thông báo' }).getByRole('listitem').first();
  await expect(row).toContainText(new RegExp(`${code}|${patientName}`));
  await expect(row).not.toContainText('Chưa đọc');
  await shot(desk, 'screen');
  expect(errors).toEqual([]);
  await desk.context().close();
});
