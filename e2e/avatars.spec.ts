import { expect, test } from '@playwright/test';
import { png } from './fixtures';

// Avatars go through the files flow (request, signed PUT, upload-done checks). The owner sets a profile
// picture in My settings and sees it in the header; a file over 2 MB is refused before anything is sent.

test('the owner sets a profile picture and the header shows it; a 3 MB picture is refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await page.getByLabel('E-mail hoặc số điện thoại').fill('demo@clinicos.vn');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();

  await page.goto('/account');
  const input = page.getByTestId('avatar-file-input');
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/files/')) requests.push(r.url());
  });
  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(3 * 1024 * 1024, 1),
  });
  await expect(page.getByText('“big.png” quá lớn: tối đa 2 MB.')).toBeVisible();
  expect(requests).toEqual([]);

  await input.setInputFiles({ name: 'chan-dung.png', mimeType: 'image/png', buffer: png() });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/me') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  expect((await saved).status()).toBe(200);

  // The header's avatar is now the picture, served through a signed download link.
  const headerPicture = page.locator('header img[alt="Nguyễn Minh Anh"]');
  await expect(headerPicture).toBeVisible();
  expect(await headerPicture.getAttribute('src')).toContain('/api/files/download/');
  await expect.poll(() => headerPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);

  // It stays after a reload (stored on the account, not just in the page).
  await page.reload();
  await expect(page.locator('header img[alt="Nguyễn Minh Anh"]')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/account-avatar.png', animations: 'disabled' });
});
