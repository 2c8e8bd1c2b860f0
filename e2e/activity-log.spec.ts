import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Screen 38 against the real API with the demo clinic: the owner edits a patient's address in the UI, opens the
// activity log, filters by patients, reads the sentence and the address's before/after, and follows the link back
// to the patient.

const shots = process.env.ACTIVITY_SHOTS ?? 'test-results/activity-log';
const desktop = { width: 1440, height: 900 };

test.describe('nhật ký hoạt động', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('sửa địa chỉ bệnh nhân rồi xem câu, trước/sau và mở lại hồ sơ', async ({ page }) => {
    test.setTimeout(150_000);
    mkdirSync(shots, { recursive: true });
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const phone = `09${String(Date.now()).slice(-8)}`;
    const created = await page.request.post('/api/clinic-patients', {
      headers: { authorization: `Bearer ${token}` },
      data: { fullName: 'Lương Thị Hạnh', phone, gender: 1, address: '3 Trần Phú, Hà Đông' },
    });
    expect(created.status(), await created.text()).toBe(200);
    const patient = ((await created.json()) as { data: { id: number; code: string } }).data;

    // The edit, through the form.
    await page.goto(`/patients/${patient.id}/edit`);
    const address = page.getByRole('textbox', { name: 'Địa chỉ' });
    await expect(address).toHaveValue('3 Trần Phú, Hà Đông', { timeout: 20_000 });
    await address.fill('25 Quang Trung, Hà Đông');
    await page.getByRole('button', { name: 'Lưu hồ sơ' }).click();
    await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
    await expect(page.getByText('25 Quang Trung, Hà Đông')).toBeVisible();

    // The log, filtered to patients.
    await page.goto('/activity-logs');
    await expect(page.getByRole('heading', { name: 'Nhật ký hoạt động', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('combobox', { name: 'Loại dữ liệu' }).selectOption({ label: 'Bệnh nhân' });
    await expect(page).toHaveURL(/type=2/);
    const label = `${patient.code} — Lương Thị Hạnh`;
    const sentence = page.locator('li').filter({ hasText: `đã cập nhật bệnh nhân ${label}` });
    await expect(sentence).toHaveCount(1, { timeout: 15_000 });
    await expect(sentence.locator('p')).toHaveText(`Nguyễn Minh Anh đã cập nhật bệnh nhân ${label}`);
    await sentence.getByRole('button', { name: 'Xem 1 thay đổi' }).click();
    const change = sentence.getByRole('row', { name: /Địa chỉ/ });
    await expect(change.getByRole('cell').nth(0)).toHaveText('3 Trần Phú, Hà Đông');
    await expect(change.getByRole('cell').nth(1)).toHaveText('25 Quang Trung, Hà Đông');
    // The creation is there too, below it (newest first).
    await expect(page.locator('li').filter({ hasText: `đã tạo bệnh nhân ${label}` })).toHaveCount(1);
    await page.screenshot({ path: `${shots}/activity-log.png`, fullPage: true, animations: 'disabled' });

    // The address keeps the filter: reloading shows the same view.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Loại dữ liệu' })).toHaveValue('2', { timeout: 20_000 });

    await sentence.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
    await expect(page.getByRole('heading', { name: 'Lương Thị Hạnh', level: 1 })).toBeVisible();
  });
});
