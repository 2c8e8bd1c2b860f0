import { randomUUID } from 'node:crypto';
import { type APIResponse, expect, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The dashboard is live. The owner keeps /dashboard open at her desk; at the cashier's desk (another
// browser context, its own session) a walk-in sale of one service is made and paid in cash through the API the
// cashier's screen uses. Without a reload or a poll, the owner's "Doanh thu thuần" of today rises by the invoice's
// total, carried by the invoice.pay event.

const desktop = { width: 1440, height: 900 };
/** An amount as the app writes it: 150000 → '150.000 ₫'. */
const vnd = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
/** '1.250.000 ₫' → 1250000. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

test.describe('tổng quan', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('the dashboard shows today’s revenue rising after an invoice is paid in another browser context', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // The owner's dashboard, today's revenue as it stands.
    await signIn(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
    const revenue = page.getByTestId('today-revenue');
    await expect(revenue).toBeVisible();
    const before = amountOf(await revenue.textContent());

    // The cashier's desk: another context, signed in on its own.
    const desk = await (await browser.newContext({ viewport: desktop, locale: 'vi-VN' })).newPage();
    await signIn(desk);
    const token = await desk.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: APIResponse) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };
    const services = await data<{ pageData: { id: number; name: string; price: number }[] }>(
      await desk.request.get('/api/services?pageSize=20&pageNumber=1&enabled=true', { headers }),
    );
    const service = services.pageData.find((s) => s.price > 0);
    expect(service, 'the demo catalog has a priced service').toBeDefined();
    const patients = await data<{ pageData: { id: number }[] }>(
      await desk.request.post('/api/clinic-patients/search?pageSize=1&pageNumber=1', { headers, data: {} }),
    );
    const patient = patients.pageData[0];
    expect(patient, 'the demo clinic has a patient').toBeDefined();

    // A walk-in sale of the service, paid in cash (each money move under its own Idempotency-Key).
    const invoice = await data<{ id: number; total: number; status: number }>(
      await desk.request.post('/api/invoices/create', {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: { clinicPatientId: patient!.id, items: [{ serviceId: service!.id, quantity: 1 }] },
      }),
    );
    expect(invoice.total).toBeGreaterThan(0);
    const paid = await data<{ status: number }>(
      await desk.request.put(`/api/invoices/${invoice.id}/pay`, {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: { paymentMethod: 1, amountReceived: invoice.total, total: invoice.total },
      }),
    );
    expect(paid.status).toBe(9000);

    // The owner's dashboard follows, without a reload.
    await expect(revenue).toHaveText(vnd(before + invoice.total), { timeout: 15_000 });
    await desk.context().close();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: 'e2e/screenshots/dashboard/dashboard.png', fullPage: true });
    // The owner's home page: the dashboard's today block.
    await page.goto('/');
    await expect(page.getByTestId('today-revenue')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/dashboard/home-owner.png', fullPage: true });
  });
});
