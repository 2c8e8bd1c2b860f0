import { execSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { mailedCode } from './fixtures';

const shots = 'e2e/screenshots/staff';
const desktop = { width: 1366, height: 768 };

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('E-mail hoặc số điện thoại').fill(username);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

test.describe('staff app', () => {
  test.use({ viewport: desktop });

  test('a new owner registers, activates, signs in, switches language, changes password and signs back in', async ({
    page,
  }) => {
    const n = Date.now().toString().slice(-7);
    const owner = {
      clinic: `Phòng khám Thử nghiệm ${n}`,
      name: 'Võ Thị Hồng',
      email: `hong.${n}@example.vn`,
      phone: `091${n}`,
      password: 'Secret123',
    };

    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.screenshot({ path: `${shots}/sign-in.png` });
    await page.getByRole('link', { name: 'Đăng ký phòng khám' }).click();
    await expect(page.getByRole('heading', { name: 'Đăng ký phòng khám' })).toBeVisible();

    // Mismatched passwords are caught before anything is sent.
    await page.getByLabel('Tên phòng khám').fill(owner.clinic);
    await page.getByLabel('Họ và tên').fill(owner.name);
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Số điện thoại').fill(owner.phone);
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(owner.password);
    await page.getByLabel('Nhập lại mật khẩu').fill('Different1');
    await page.getByRole('button', { name: 'Tạo phòng khám' }).click();
    await expect(page.getByText('Mật khẩu xác nhận không khớp')).toBeVisible();
    await page.screenshot({ path: `${shots}/sign-up.png` });
    await page.getByLabel('Nhập lại mật khẩu').fill(owner.password);
    await page.getByRole('button', { name: 'Tạo phòng khám' }).click();

    await expect(page.getByRole('heading', { name: 'Kích hoạt tài khoản' })).toBeVisible();
    await expect(page.getByText(owner.email)).toBeVisible();
    await page.screenshot({ path: `${shots}/activate.png` });
    await page.getByLabel('Mã xác nhận').fill(await mailedCode(owner.email));
    await page.getByRole('button', { name: 'Kích hoạt' }).click();
    await expect(page.getByText('Tài khoản đã được kích hoạt. Mời bạn đăng nhập.')).toBeVisible();

    await signIn(page, owner.email, owner.password);
    await expect(page.getByRole('heading', { name: `Xin chào, ${owner.name}` })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Cài đặt chung' })).toBeVisible();
    await page.screenshot({ path: `${shots}/home.png` });

    // English and back; the choice survives a reload.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: `Hello, ${owner.name}` })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'General settings' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: `Hello, ${owner.name}` })).toBeVisible();
    await page.screenshot({ path: `${shots}/home-en.png` });
    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(page.getByRole('heading', { name: `Xin chào, ${owner.name}` })).toBeVisible();

    // General settings, with the booking link and its QR code.
    await page.getByRole('navigation').getByRole('link', { name: 'Cài đặt chung' }).click();
    await expect(page.getByLabel('Tên phòng khám')).toHaveValue(owner.clinic);
    await expect(page.getByRole('img', { name: `Mã QR đặt lịch của ${owner.clinic}` })).toBeVisible();
    await page.getByLabel('Đặt lịch trước tối đa (ngày)').fill('21');
    // The clinic's own form (the bank-transfer card below has its own Save).
    await page.getByRole('button', { name: 'Lưu' }).first().click();
    await expect(page.getByText('Đã lưu cài đặt chung.')).toBeVisible();
    await page.screenshot({ path: `${shots}/general-settings.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tải mã QR (PNG)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.png$/);

    // My settings.
    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await page.getByRole('menuitem', { name: 'Thông tin cá nhân' }).click();
    await expect(page.getByLabel('Họ và tên')).toHaveValue(owner.name);
    await page.screenshot({ path: `${shots}/my-settings.png` });

    // Change password, then sign out and back in with it.
    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await page.getByRole('menuitem', { name: 'Đổi mật khẩu' }).click();
    await page.getByLabel('Mật khẩu hiện tại').fill(owner.password);
    await page.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('Newer1234');
    await page.getByLabel('Nhập lại mật khẩu').fill('Newer1234');
    await page.screenshot({ path: `${shots}/change-password.png` });
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText('Đã đổi mật khẩu.')).toBeVisible();

    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, owner.email, owner.password);
    await expect(page.getByText('Tên đăng nhập hoặc mật khẩu không đúng')).toBeVisible();
    await signIn(page, owner.phone, 'Newer1234');
    await expect(page.getByRole('heading', { name: `Xin chào, ${owner.name}` })).toBeVisible();
  });

  test('forgot password sends a code and the reset signs in with the new password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await page.getByLabel('E-mail').fill('admin@clinicos.vn');
    await page.screenshot({ path: `${shots}/forgot-password.png` });
    await page.getByRole('button', { name: 'Gửi mã' }).click();
    await expect(page.getByRole('heading', { name: 'Đặt lại mật khẩu' })).toBeVisible();
    await page.getByLabel('Mã xác nhận').fill(await mailedCode('admin@clinicos.vn'));
    await page.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('Reset2026');
    await page.getByLabel('Nhập lại mật khẩu').fill('Reset2026');
    await page.screenshot({ path: `${shots}/reset-password.png` });
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page.getByText('Đã đặt lại mật khẩu. Mời bạn đăng nhập bằng mật khẩu mới.')).toBeVisible();
    await signIn(page, 'admin@clinicos.vn', 'Reset2026');
    await expect(page.getByRole('heading', { name: 'Xin chào, Trần Thị Bích Ngọc' })).toBeVisible();
  });

  test('an expired session returns to sign-in with "Session expired"', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'demo@clinicos.vn', 'Demo@2026');
    await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();
    // The server no longer knows this session: both tokens are dead.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => localStorage.getItem(k)?.includes('refreshToken'));
      if (!key) throw new Error('no stored session');
      localStorage.setItem(key, JSON.stringify({ accessToken: 'expired', refreshToken: 'revoked' }));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.')).toBeVisible();
  });

  test('an unknown address inside the app shows the not-found page', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'demo@clinicos.vn', 'Demo@2026');
    await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
    await page.screenshot({ path: `${shots}/not-found.png` });
  });

  test('the staff app is installable, opens offline, and a newly deployed build asks to reload, then runs the new version', async ({
    page,
  }) => {
    await page.goto('/login');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', lang: 'vi' });
    expect(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);
    // The first visit installs the worker; once it is active, a reload puts the page under its control.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload(); // now the worker controls the page
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The offline app shell: with the network gone, a reload still opens the app from the worker's cache.
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();
    await page.context().setOffline(false);
    await page.reload();

    const before = await page.evaluate(() =>
      document.querySelector('meta[name="build-id"]')?.getAttribute('content'),
    );

    execSync('pnpm --filter @clinic/staff build', {
      env: { ...process.env, BUILD_ID: `e2e-${Date.now()}` },
      stdio: 'pipe',
    });
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
      return navigator.serviceWorker.getRegistration().then((r) => r?.update());
    });
    const dialog = page.getByRole('alertdialog', { name: 'Cập nhật ứng dụng' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('Đã có phiên bản mới của ứng dụng. Trang sẽ được tải lại!');
    await page.screenshot({ path: `${shots}/update-modal.png`, animations: 'disabled' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate, null, {
      timeout: 30_000,
    });
    const after = await page.evaluate(() =>
      document.querySelector('meta[name="build-id"]')?.getAttribute('content'),
    );
    expect(after).not.toBe(before);
  });
});
