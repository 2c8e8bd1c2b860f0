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
    const picker = form.getByRole('combobox', { name: 'Tìm dịch vụ, thuốc theo mã hoặc tên…' });
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

    // Screen 22's tab comes with the patient details; the cart call is the one it will make.
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('sessionToken') ?? '{}') as { accessToken?: string }).accessToken,
    );
    expect(token).toBeTruthy();
    const headers = { authorization: `Bearer ${token}`, 'x-screen-id': '22' };
    const found = await page.request.post('/api/packages/search', { headers, data: { keyword: `GOI-${n}` } });
    const packageId = (await found.json()).data.pageData[0].id as number;
    const patients = await page.request.post('/api/clinic-patients/search?pageSize=1', { headers, data: {} });
    const patientId = (await patients.json()).data.pageData[0].id as number;
    const added = await page.request.post(`/api/clinic-patients/${patientId}/purchased-packages`, {
      headers,
      data: { packageId },
    });
    expect(added.status(), await added.text()).toBe(200);
    const again = await page.request.post(`/api/clinic-patients/${patientId}/purchased-packages`, {
      headers,
      data: { packageId },
    });
    expect(again.status()).toBe(400);
    const cart = await page.request.get(`/api/clinic-patients/${patientId}/purchased-packages`, { headers });
    expect(JSON.stringify((await cart.json()).data)).toContain(name);
  });
});
