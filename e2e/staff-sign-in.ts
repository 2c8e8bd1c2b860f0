import { expect, type Page } from '@playwright/test';

/** Signs the demo owner in through the staff app's login page, as reception does each morning. */
export async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail hoặc số điện thoại').fill('demo@clinicos.vn');
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();
}
