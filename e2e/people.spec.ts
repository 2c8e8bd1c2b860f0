import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

// Staff accounts, roles and groups, through the staff app against the real API.

const shots = 'e2e/screenshots/people';
const viewport = { width: 1366, height: 768 };

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail hoặc số điện thoại').fill(username);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** The path of the newest invitation link mailed to `email` (the server prints mails without SMTP). */
async function invitationPath(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const log = readFileSync('.e2e-data/server.log', 'utf8');
    const mail = log
      .split('──── mail to ')
      .filter((block) => block.startsWith(email))
      .at(-1);
    const link = mail?.match(/https?:\/\/[^/\s]+(\/accept-invite\?\S+)/)?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no invitation mailed to ${email}`);
}

test('the owner invites a receptionist, who signs in to only the allowed screens and is signed out when disabled', async ({
  browser,
}) => {
  const n = Date.now().toString().slice(-6);
  const roleName = `Lễ tân ${n}`;
  const email = `le.tan.${n}@example.vn`;

  const owner = await (await browser.newContext({ viewport })).newPage();
  await signIn(owner, 'demo@clinicos.vn', 'Demo@2026');
  await expect(owner.getByRole('heading', { name: 'Xin chào, Nguyễn Minh Anh' })).toBeVisible();

  // The role: Read on locations and specialties, nothing else (set up through the API the screen uses).
  const token = await owner.evaluate(
    () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
  );
  const role = await owner.request.post('/api/roles', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: roleName,
      screenPermissions: [
        { screenId: 2, level: 10 },
        { screenId: 3, level: 10 },
      ],
      featureIds: [],
    },
  });
  expect(role.status()).toBe(200);
  await owner.goto('/settings/roles');
  await expect(owner.getByRole('row').filter({ hasText: roleName })).toHaveCount(1);
  await owner.screenshot({ path: `${shots}/roles.png` });
  await owner.getByRole('button', { name: `Sửa ${roleName}` }).click();
  await expect(owner.getByRole('dialog')).toBeVisible();
  await owner.screenshot({ path: `${shots}/role-matrix.png`, animations: 'disabled' });
  await owner.keyboard.press('Escape');

  // The invitation.
  await owner.goto('/settings/users');
  await owner.getByRole('button', { name: 'Mời nhân viên' }).click();
  await owner.getByLabel('Địa chỉ e-mail').fill(`${email}, admin@clinicos.vn`);
  await owner.getByLabel('Vai trò').selectOption({ label: roleName });
  await owner.screenshot({ path: `${shots}/invite.png` });
  await owner.getByRole('button', { name: 'Gửi lời mời' }).click();
  await expect(owner.getByText('Đã mời 1 người.')).toBeVisible();
  // Already used: reported by name, not invited.
  await expect(
    owner.getByRole('list', { name: 'Không mời được 1 địa chỉ:' }).getByText('admin@clinicos.vn'),
  ).toBeVisible();
  await owner.screenshot({ path: `${shots}/invite-result.png` });
  await owner.keyboard.press('Escape');

  // The receptionist follows the mailed link, sets a name and password, and signs in.
  const staff = await (await browser.newContext({ viewport })).newPage();
  await staff.goto(await invitationPath(email));
  await staff.getByLabel('Họ và tên').fill('Hồ Thị Lan');
  await staff.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Letan2026');
  await staff.getByLabel('Nhập lại mật khẩu').fill('Letan2026');
  await staff.screenshot({ path: `${shots}/accept-invite.png` });
  await staff.getByRole('button', { name: 'Hoàn tất' }).click();
  await expect(staff).toHaveURL(/\/login$/);
  await signIn(staff, email, 'Letan2026');
  await expect(staff.getByRole('heading', { name: 'Xin chào, Hồ Thị Lan' })).toBeVisible();

  // Only the allowed screens are in the menu; a direct address to another shows the not-permitted page.
  const nav = staff.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Cơ sở khám' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Chuyên khoa' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bác sĩ' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Cài đặt chung' })).toHaveCount(0);
  await staff.goto('/settings/doctors');
  await expect(staff.getByRole('heading', { name: 'Bạn không có quyền xem trang này' })).toBeVisible();
  await nav.getByRole('link', { name: 'Cơ sở khám' }).click();
  // Read only: the list is there, the write actions are not.
  await expect(staff.getByRole('row').filter({ hasText: 'Cơ sở Quận 1' })).toHaveCount(1);
  await expect(staff.getByRole('button', { name: 'Thêm mới' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /^Xóa / })).toHaveCount(0);
  await staff.screenshot({ path: `${shots}/receptionist-locations.png` });

  // The owner disables the receptionist: the open page goes back to sign-in.
  await owner.reload();
  await owner.getByRole('button', { name: 'Tắt Hồ Thị Lan' }).click();
  await expect(owner.getByRole('row').filter({ hasText: 'Hồ Thị Lan' }).getByText('Đã tắt')).toBeVisible();
  await owner.screenshot({ path: `${shots}/users.png` });
  await expect(staff).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(staff.getByText('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.')).toBeVisible();
});
