import { randomUUID } from 'node:crypto';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// E-invoices through the screens, against the real API and its SInvoice stand-in. The owner saves the settings
// through the API with last year's series, which the stand-in refuses; a walk-in sale is paid in cash (the calls the
// cashier's screen makes), so its e-invoice is queued with the payment and refused; the invoice's details say so
// with the stand-in's reason, and the buyer dialog opens on it. The owner fixes the series (this year's); "Gửi lại"
// on the e-invoice list sends it again and the row turns Đã xuất with the stand-in's number.

const desktop = { width: 1280, height: 800 };
const shots = 'e2e/screenshots/e-invoices';
const year = new Date().getFullYear() % 100;
const series = (yy: number) => `C${String(yy).padStart(2, '0')}TAA`;

/** Every table of the page fits its box: nothing to scroll sideways for at 1280 px. */
async function expectTablesFit(page: Page) {
  const overflows = await page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1)
      .map((table) => table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent),
  );
  expect(overflows, 'tables wider than the screen').toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true, animations: 'disabled' });
}

test.describe('hóa đơn điện tử', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('a refused e-invoice shows its reason on the invoice, and is issued once the series is fixed and sent again from the list', async ({
    page,
  }) => {
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: APIResponse) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };
    const saveSettings = (seriesCode: string, password?: string) =>
      page.request.put('/api/e-invoices/settings', {
        headers,
        data: {
          provider: 'viettel',
          username: '0100109106',
          ...(password ? { password } : {}),
          sellerTaxCode: '0100109106',
          sellerLegalName: 'CÔNG TY TNHH PHÒNG KHÁM DEMO',
          sellerAddress: '12 Nguyễn Trãi, Quận 1, TP. Hồ Chí Minh',
          templateCode: '1/001',
          series: seriesCode,
          issueOn: 'payment',
          serviceTaxRate: -2,
          medicineTaxRate: 5,
          packageTaxRate: -2,
        },
      });

    // 1. The owner's settings, with last year's series: the stand-in refuses what is issued under it.
    await data(await saveSettings(series(year - 1), 'demo'));

    // 2. A walk-in sale of a priced service, paid in cash: its e-invoice is queued with the payment.
    const services = await data<{ pageData: { id: number; price: number }[] }>(
      await page.request.get('/api/services?pageSize=20&pageNumber=1&enabled=true', { headers }),
    );
    const service = services.pageData.find((s) => s.price > 0);
    expect(service, 'the demo catalog has a priced service').toBeDefined();
    const patients = await data<{ pageData: { id: number }[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=1&pageNumber=1', { headers, data: {} }),
    );
    const invoice = await data<{ id: number; code: string; total: number }>(
      await page.request.post('/api/invoices/create', {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: { clinicPatientId: patients.pageData[0]!.id, items: [{ serviceId: service!.id, quantity: 1 }] },
      }),
    );
    await data(
      await page.request.put(`/api/invoices/${invoice.id}/pay`, {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: { paymentMethod: 1, amountReceived: invoice.total, total: invoice.total },
      }),
    );

    // 3. The invoice's details: refused, with the stand-in's code and reason (the panel polls while it is queued).
    await page.goto(`/invoices/${invoice.id}`);
    const panel = page.getByTestId('e-invoice-panel');
    await expect(panel.getByText('Bị từ chối')).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByTestId('e-invoice-refusal')).toContainText('INVALID_SERIES');
    await expect(panel.getByTestId('e-invoice-refusal')).toContainText('Ký hiệu hóa đơn không hợp lệ');
    await shot(page, '1-invoice-refused');

    // The buyer dialog, opened on the company form, with a tax code whose check digit is wrong.
    await panel.getByRole('button', { name: 'Sửa người mua và gửi lại' }).click();
    const dialog = page.getByRole('dialog');
    const taxCode = dialog.getByLabel('Mã số thuế');
    await expect(taxCode).toBeFocused();
    await taxCode.fill('0100109107');
    await dialog.getByLabel('Tên đơn vị').fill('Công ty TNHH An Phát');
    await dialog.getByLabel('Địa chỉ').fill('1 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
    await taxCode.press('Enter');
    await expect(dialog.getByText(/Mã số thuế không hợp lệ/)).toBeVisible();
    await shot(page, '2-buyer-dialog');
    await dialog.getByRole('button', { name: 'Quay lại' }).click();
    await expect(dialog).toHaveCount(0);

    // 4. The owner fixes the series (this year's); the stored password is kept.
    await data(await saveSettings(series(year)));

    // 5. The e-invoice list: "Gửi lại" on the refused row, which turns Đã xuất with the stand-in's number.
    // Reached from the sidebar, right after the invoices; the keyword goes into the address.
    const nav = page.getByRole('navigation');
    const entries = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    expect(entries.indexOf('Hóa đơn điện tử')).toBe(entries.indexOf('Hóa đơn') + 1);
    await nav.getByRole('link', { name: 'Hóa đơn điện tử', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Tìm hóa đơn điện tử' }).fill(invoice.code);
    await expect(page).toHaveURL(new RegExp(`/e-invoices\\?q=${invoice.code}$`));
    const row = page.getByRole('row').filter({ hasText: invoice.code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Bị từ chối');
    await expect(row).toContainText('INVALID_SERIES');
    await expectTablesFit(page);
    await shot(page, '3-list-refused');
    await row.getByRole('button', { name: `Gửi lại hóa đơn điện tử của ${invoice.code}` }).click();
    await expect(page.getByText(`Đã gửi lại hóa đơn điện tử của ${invoice.code}`)).toBeVisible();
    await expect(row).toContainText('Đã xuất', { timeout: 20_000 });
    await expect(row).toContainText(new RegExp(`${series(year)}\\d+`));
    await page.goto('/e-invoices');
    await expect(page.getByRole('row').filter({ hasText: invoice.code })).toContainText('Đã xuất');
    await expectTablesFit(page);
    await shot(page, '4-list-issued');

    // 6. The invoice's details: issued, with its number and lookup code.
    await page.goto(`/invoices/${invoice.id}`);
    await expect(panel.getByText('Đã xuất')).toBeVisible();
    await expect(panel).toContainText('Mã tra cứu');
    await expect(panel).toContainText(new RegExp(`${series(year)}\\d+`));
    await shot(page, '5-invoice-issued');

    // The invoice list's column carries it too.
    await page.goto('/invoices');
    await page.getByRole('searchbox', { name: 'Mã hóa đơn' }).fill(invoice.code);
    await expect(page.getByRole('row').filter({ hasText: invoice.code })).toContainText('Đã xuất');
    await expectTablesFit(page);
    await shot(page, '6-invoices');
  });
});
