import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Service packages (screen 19), through the staff app against the real API with the demo clinic: build a package
// from the catalog, submit it, approve it (the owner may approve their own), then put it in a patient's cart.

const shots = 'e2e/screenshots/packages';
const review = process.env.CATALOG_SHOTS ?? '/tmp/catalog-shots';
const desktop = { width: 1366, height: 768 };

async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png` });
  await page.screenshot({ path: `${review}/${name}.png` });
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('gói dịch vụ', () => {
  test.use({ viewport: desktop });
  test.beforeAll(() => mkdirSync(review, { recursive: true }));

  test('tạo gói từ dịch vụ và thuốc, gửi duyệt, duyệt, rồi đưa vào giỏ của một bệnh nhân', async ({
    page,
  }) => {
    const n = Date.now().toString().slice(-6);
    const name = `Gói khám sức khỏe ${n}`;
    await signIn(page);
    await page.goto('/settings/packages');
    await expect(page.getByRole('heading', { name: 'Gói dịch vụ', level: 1 })).toBeVisible();
    // The demo's five packages, one in each state.
    await expect(page.getByRole('table').getByText('Chờ duyệt').first()).toBeVisible();
    await shot(page, 'packages');

    await page.getByRole('button', { name: 'Thêm gói' }).click();
    const form = page.getByRole('dialog', { name: 'Thêm gói dịch vụ' });
    await form.getByLabel('Mã gói').fill(`GOI-${n}`);
    await form.getByLabel('Tên gói').fill(name);
    await form.getByRole('textbox', { name: 'Giá gốc' }).fill('600000');
    await form.getByRole('textbox', { name: 'Giá khuyến mãi' }).fill('450000');
    const picker = form.getByRole('combobox', { name: 'Thêm dịch vụ hoặc thuốc vào gói' });
    await picker.fill('kham tong quat');
    await page.getByRole('option', { name: /Khám tổng quát/ }).click();
    await picker.fill('paracetamol');
    await page
      .getByRole('option', { name: /Paracetamol/ })
      .first()
      .click();
    await form.getByLabel('Số lượt 2').fill('10');
    await expect(form.getByText(/Tổng giá lẻ/)).toBeVisible();
    await shot(page, 'package-form');
    await form.getByRole('button', { name: 'Lưu' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(`goi kham suc khoe ${n}`);
    const row = rowOf(page, name);
    await expect(row).toContainText('Nháp');
    await expect(row).toContainText('450.000 ₫');
    await row.getByRole('button', { name: 'Gửi duyệt' }).click();
    await expect(row).toContainText('Chờ duyệt');
    await row.getByRole('button', { name: 'Duyệt' }).click();
    await expect(row).toContainText('Đang áp dụng');

    // Screen 22 on a patient's details: put it in the cart; a second copy is refused.
    await page.goto('/patients');
    await page.getByRole('row').nth(1).click();
    const packages = page.getByRole('region', { name: 'Gói đã mua' }).first();
    await packages.getByRole('combobox').fill(`GOI-${n}`);
    await page.getByRole('option', { name: new RegExp(`GOI-${n}`) }).click();
    await packages.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    const cartRow = rowOf(page, name);
    await expect(cartRow).toContainText('Trong giỏ hàng');
    await expect(cartRow).toContainText('Khám tổng quát: 1/1');
    await packages.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await shot(page, 'purchased-packages');
    await packages.getByRole('combobox').fill(`GOI-${n}`);
    await page.getByRole('option', { name: new RegExp(`GOI-${n}`) }).click();
    await packages.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await expect(page.getByText('Gói dịch vụ này đã có trong giỏ hàng')).toBeVisible();
  });
});
