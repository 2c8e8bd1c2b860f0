import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type APIResponse, expect, type Locator, type Page, test } from '@playwright/test';
import { mailedCode } from './fixtures';

// E-invoices through the owner's screens, on a clinic of its own (the demo clinic is shared by the other journeys and
// must not start issuing): the owner fills the e-invoice settings on general settings, the local SInvoice stand-in
// being where they go; a sale paid at the desk is refused by the stand-in (last year's series), and the dashboard
// shows it refused, with the way to the list to send it again.

const shots = 'e2e/screenshots/e-invoice-settings';
const desktop = { width: 1280, height: 900 };

/**
 * The whole page, or one part of it cut out of the whole page: an element's own shot scrolls it under the sticky
 * header, which is then drawn over it.
 */
async function shot(page: Page, name: string, part?: Locator) {
  mkdirSync(shots, { recursive: true });
  // From the top, where the sticky header covers only itself.
  await page.evaluate(() => window.scrollTo(0, 0));
  const clip = await part?.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x - 8, y: box.y + window.scrollY - 8, width: box.width + 16, height: box.height + 16 };
  });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true, clip });
}

const data = async <T>(response: APIResponse) => {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

test.describe('hóa đơn điện tử', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('the owner sets e-invoices up; a refused one shows on the dashboard with the way to send it again', async ({
    page,
  }) => {
    test.setTimeout(40_000);
    const n = Date.now().toString().slice(-7);
    const owner = { email: `hddt.${n}@example.vn`, password: 'Secret123', name: 'Lê Thu Hà' };
    await data(
      await page.request.post('/api/auth/register-clinic?lang=vi', {
        data: {
          clinicName: `Phòng khám Hóa đơn ${n}`,
          fullName: owner.name,
          email: owner.email,
          phone: `093${n}`,
          password: owner.password,
        },
      }),
    );
    await data(
      await page.request.post('/api/auth/verify-clinic-user', {
        data: { email: owner.email, code: await mailedCode(owner.email) },
      }),
    );
    await page.goto('/login');
    await page.getByLabel('E-mail hoặc số điện thoại').fill(owner.email);
    await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('heading', { name: `Xin chào, ${owner.name}` })).toBeVisible();

    // 1. A first setup: the stand-in it goes to, the default rates, the accountant's note.
    await page.goto('/settings/general');
    const card = page.getByRole('form', { name: 'Hóa đơn điện tử' });
    await expect(card).toContainText('thử nghiệm cục bộ (không gửi thật)');
    await expect(card.getByRole('combobox', { name: 'Thuốc', exact: true })).toHaveValue('5');
    await shot(page, '1-first-setup', card);

    // Last year's series: valid in form, refused by the provider for an invoice issued this year.
    const lastYear = String(new Date().getFullYear() - 1).slice(-2);
    await card.getByLabel('Tên đăng nhập').fill('0100109106-215');
    await card.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Bi-mat-2026');
    await card.getByLabel('Mã số thuế').fill('0100109107');
    await card.getByLabel('Tên đơn vị').fill('Công ty TNHH Phòng khám Hóa đơn');
    await card.getByLabel('Địa chỉ').fill('12 Nguyễn Trãi, Phường Bến Thành, TP. Hồ Chí Minh');
    await card.getByLabel('Mẫu số').fill('1/001');
    await card.getByLabel('Ký hiệu').fill(`c${lastYear}taa`);
    await expect(card.getByLabel('Ký hiệu')).toHaveValue(`C${lastYear}TAA`);
    await card.getByRole('button', { name: 'Lưu' }).click();
    await expect(card).toContainText('Mã số thuế không hợp lệ');
    await shot(page, '2-bad-tax-code', card);
    await card.getByLabel('Mã số thuế').fill('0100109106');
    await card.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText('Đã lưu cài đặt hóa đơn điện tử')).toBeVisible();
    await expect(card).toContainText('Đã lưu — gõ mật khẩu mới để thay');
    await shot(page, '3-saved', card);

    // 2. A walk-in sale paid at the desk, through the API the cashier's screen uses.
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const service = await data<{ id: number }>(
      await page.request.post('/api/services', {
        headers,
        data: { code: `KB${n}`, name: 'Khám bệnh', price: 150_000 },
      }),
    );
    const invoice = await data<{ id: number; total: number }>(
      await page.request.post('/api/invoices/create', {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: { customerName: 'Nguyễn Văn An', items: [{ serviceId: service.id, quantity: 1 }] },
      }),
    );
    await data(
      await page.request.put(`/api/invoices/${invoice.id}/pay`, {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: { paymentMethod: 1, amountReceived: invoice.total, total: invoice.total },
      }),
    );
    await expect
      .poll(
        async () =>
          (await data<{ refused: number }>(await page.request.get('/api/e-invoices/counts', { headers })))
            .refused,
        { timeout: 15_000 },
      )
      .toBe(1);

    // 3. The dashboard: one refused, the way to the list to send it again.
    await page.goto('/dashboard');
    const refused = page.getByRole('region', { name: 'Bị từ chối' });
    await expect(refused).toContainText('1');
    await expect(refused.getByRole('link', { name: 'Xem và gửi lại' })).toHaveAttribute(
      'href',
      '/e-invoices?status=refused',
    );
    await page.waitForLoadState('networkidle');
    await shot(page, '4-dashboard');

    // Both languages: the same screens in English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('region', { name: 'Refused' })).toContainText('1');
    await shot(page, '5-dashboard-en');
    await page.goto('/settings/general');
    await expect(page.getByRole('form', { name: 'E-invoices' })).toContainText('local test system');
    await shot(page, '6-settings-en', page.getByRole('form', { name: 'E-invoices' }));
  });
});
