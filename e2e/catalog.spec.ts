import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The catalog (screens 15, 18, 24), through the staff app against the real API with the demo clinic.

const shots = 'e2e/screenshots/catalog';
// Also where a reviewer looks at the three screens (CATALOG_SHOTS overrides).
const review = process.env.CATALOG_SHOTS ?? '/tmp/catalog-shots';
const desktop = { width: 1366, height: 768 };

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${shots}/${name}.png` });
  await page.screenshot({ path: `${review}/${name}.png` });
}

test.describe('danh mục', () => {
  test.use({ viewport: desktop });
  test.beforeAll(() => mkdirSync(review, { recursive: true }));

  test('dịch vụ: thêm một dịch vụ có giá, tìm không dấu, lọc theo khoảng giá', async ({ page }) => {
    const n = Date.now().toString().slice(-6);
    const name = `Nội soi dạ dày ${n}`;
    await signIn(page);
    await page.goto('/settings/services');
    await expect(page.getByRole('heading', { name: 'Dịch vụ', level: 1 })).toBeVisible();
    await expect(rowOf(page, 'Khám tổng quát').first()).toContainText('150.000 ₫');
    await shot(page, 'services');

    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const form = page.getByRole('dialog', { name: 'Thêm dịch vụ' });
    await form.getByLabel('Mã dịch vụ').fill(`NS-${n}`);
    await form.getByLabel('Tên dịch vụ').fill(name);
    await form.getByRole('textbox', { name: 'Giá', exact: true }).fill('850000');
    await form.getByLabel('Loại dịch vụ').selectOption({ label: 'Dịch vụ liên kết' });
    await form.getByRole('checkbox', { name: /Khám tổng quát/ }).check();
    await form.getByRole('checkbox', { name: /Xét nghiệm công thức máu/ }).check();
    await shot(page, 'service-form');
    await form.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText(`Đã thêm “${name}”.`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(`noi soi da day ${n}`);
    await expect(rowOf(page, name)).toHaveCount(1);
    await expect(rowOf(page, name)).toContainText('850.000 ₫');
    await expect(rowOf(page, name)).toContainText('Dịch vụ liên kết (2)');

    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('');
    await page.getByLabel('Giá từ').fill('800000');
    await expect(rowOf(page, name)).toHaveCount(1);
    await expect(rowOf(page, 'Khám tổng quát')).toHaveCount(0);
    await page.getByLabel('Giá đến').fill('100000');
    await expect(page.getByText('Giá "đến" phải lớn hơn hoặc bằng giá "từ" (800000)')).toBeVisible();
  });

  test('danh mục thuốc: thêm một thuốc, rồi thêm nhiều thuốc cùng lúc', async ({ page }) => {
    const n = Date.now().toString().slice(-6);
    const name = `Vitamin E 400 IU ${n}`;
    await signIn(page);
    await page.goto('/settings/medicines');
    await expect(page.getByRole('heading', { name: 'Danh mục thuốc', level: 1 })).toBeVisible();
    await expect(rowOf(page, 'Amoxicillin 500mg')).toContainText('Vỉ');
    await shot(page, 'medicines');

    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const form = page.getByRole('dialog', { name: 'Thêm thuốc' });
    await form.getByLabel('Tên thuốc').fill(name);
    await form.getByLabel('Đơn vị*').selectOption({ label: 'Chai' });
    await form.getByLabel('Giá bán').fill('120000');
    await form.getByLabel('Ghi chú mặc định').fill('Uống khi sốt trên 38,5°C');
    await form.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText(`Đã thêm “${name}”.`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(`vitamin e 400 iu ${n}`);
    await expect(rowOf(page, name)).toContainText('Chai');
    await expect(rowOf(page, name)).toContainText('120.000 ₫');

    // Two rows, one repeating a medicine the clinic has: nothing is saved and that row says why.
    await page.getByRole('button', { name: 'Thêm nhiều thuốc' }).click();
    const bulk = page.getByRole('dialog', { name: /Thêm nhiều thuốc/ });
    await bulk.getByRole('button', { name: 'Thêm dòng' }).click();
    await bulk.getByLabel('Tên thuốc 1', { exact: true }).fill(`Kẽm gluconat ${n}`);
    await bulk.getByLabel('Giá bán 1', { exact: true }).fill('3000');
    await bulk.getByLabel('Tên thuốc 2', { exact: true }).fill(name.toUpperCase());
    await bulk.getByLabel('Giá bán 2', { exact: true }).fill('5000');
    await bulk.getByRole('button', { name: 'Lưu tất cả' }).click();
    await expect(bulk.getByText('Giá trị này đã tồn tại hoặc bị lặp lại')).toHaveCount(1);
    await shot(page, 'medicines-bulk');
    await bulk.getByLabel('Tên thuốc 2', { exact: true }).fill(`Siro kẽm ${n}`);
    await bulk.getByRole('button', { name: 'Lưu tất cả' }).click();
    await expect(page.getByText('Đã thêm 2 thuốc.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(n);
    await expect(rowOf(page, `Kẽm gluconat ${n}`)).toHaveCount(1);
    await expect(rowOf(page, `Siro kẽm ${n}`)).toHaveCount(1);
  });

  test('mẫu dịch vụ: danh sách và trình chọn dịch vụ có thứ tự', async ({ page }) => {
    await signIn(page);
    await page.goto('/settings/service-templates');
    await expect(page.getByRole('heading', { name: 'Mẫu dịch vụ', level: 1 })).toBeVisible();
    await expect(rowOf(page, 'Khám sức khỏe tổng quát')).toContainText('7 dịch vụ');
    await shot(page, 'service-templates');
    await page.getByRole('button', { name: 'Sửa Khám sức khỏe tổng quát' }).click();
    const form = page.getByRole('dialog', { name: 'Sửa mẫu dịch vụ' });
    await expect(form.getByRole('listitem').first()).toContainText('Khám tổng quát');
    await form.getByRole('button', { name: 'Đưa lên XN-CTM · Xét nghiệm công thức máu' }).click();
    await expect(form.getByRole('listitem').first()).toContainText('Xét nghiệm công thức máu');
    await shot(page, 'service-template-form');
    await form.getByRole('button', { name: 'Hủy' }).click();

    // In English: units, types and prices read the same way.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Service templates', level: 1 })).toBeVisible();
    await expect(rowOf(page, 'Khám sức khỏe tổng quát')).toContainText('7 services');
    await page.goto('/settings/medicines');
    await expect(page.getByRole('heading', { name: 'Medicine library', level: 1 })).toBeVisible();
    await expect(rowOf(page, 'Amoxicillin 500mg')).toContainText('Blister');
    await shot(page, 'medicines-en');
    await page.goto('/settings/services');
    await expect(rowOf(page, 'Tầm soát tim mạch')).toContainText('Associate service (3)');
    await expect(rowOf(page, 'Tầm soát tim mạch')).toContainText('500.000 ₫');
    await shot(page, 'services-en');
    await page.getByRole('button', { name: 'Tiếng Việt' }).click();
  });
});
