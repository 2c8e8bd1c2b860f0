import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Prescription templates (screen 25), through the staff app against the real API with the demo clinic: the doctor
// writes a template from the medicine library, finds it in the list, and reads its medicines back.

/** Where to keep screenshots for a review by eye (RX_SHOTS=/tmp/shots); none unless asked. */
const review = process.env.RX_SHOTS;
const desktop = { width: 1366, height: 768 };
const shot = async (page: Page, name: string) => {
  if (review) await page.screenshot({ path: `${review}/${name}.png` });
};

test.describe('đơn thuốc mẫu', () => {
  test.use({ viewport: desktop });
  test.beforeAll(() => {
    if (review) mkdirSync(review, { recursive: true });
  });

  test('tạo đơn mẫu từ thư viện thuốc, số lượng theo liều, rồi tìm lại trong danh sách', async ({ page }) => {
    const name = `Viêm họng người lớn ${Date.now().toString().slice(-6)}`;
    await signIn(page);
    await page.goto('/settings/prescription-templates');
    await expect(page.getByRole('heading', { name: 'Mẫu đơn thuốc', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(/Tên đơn mẫu/).fill(name);
    await form.getByLabel('Chẩn đoán').fill('Viêm họng cấp');
    await form.getByLabel('Lời dặn').fill('Súc miệng nước muối ấm, uống nhiều nước');
    const picker = form.getByRole('combobox', { name: 'Tìm thuốc để thêm (Enter để thêm)' });
    for (const [search, row] of [
      ['amoxicillin', 1],
      ['paracetamol', 2],
    ] as const) {
      await picker.fill(search);
      await expect(page.getByRole('option', { name: new RegExp(search, 'i') }).first()).toBeVisible();
      await picker.press('ArrowDown');
      await picker.press('Enter');
      await expect(form.getByLabel(`Số lượng ${row}`)).toBeFocused();
    }
    // Amoxicillin starts from its default dose (1 tablet 3 times a day, 7 days); without noon, 14 tablets are
    // 2 strips of 10.
    await form.getByLabel('Sáng 1').fill('1');
    await form.getByLabel('Trưa 1').fill('');
    await form.getByLabel('Tối 1').fill('1');
    await form.getByLabel('Số ngày 1').fill('7');
    await expect(form.getByLabel('Số lượng 1')).toHaveValue('2');
    await form.getByLabel('Sáng 2').fill('1');
    await form.getByLabel('Trưa 2').fill('1');
    await form.getByLabel('Tối 2').fill('1');
    await form.getByLabel('Số ngày 2').fill('3');
    await expect(form.getByLabel('Số lượng 2')).toHaveValue('9');
    await shot(page, 'template-editor');
    await form.getByRole('button', { name: 'Lưu' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('viem hong nguoi lon');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('2 thuốc');
    await expect(row).toContainText('Viêm họng cấp');
    await shot(page, 'templates-list');
  });
});
