import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Plans (docs/product.md#plans): the provider moves the demo clinic to Basic, and the stock screens stay in the
// sidebar with a lock and open the upgrade panel; then its plan ends, and every page says the clinic is read-only.
// The demo clinic is put back on Full with no end afterwards: the other journeys share the server.

const desktop = { width: 1440, height: 900 };
const PROVIDER_TOKEN = process.env.PROVIDER_TOKEN ?? 'e2e-provider-token';

async function setPlan(request: APIRequestContext, clinicId: number, plan: number, until: string | null) {
  const res = await request.put(`/api/provider/clinics/${clinicId}/plan`, {
    headers: { authorization: `Bearer ${PROVIDER_TOKEN}` },
    data: { plan, until },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('gói đăng ký', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('Basic locks the stock screens with the provider’s contact; an ended plan shows the read-only banner', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const info = await request.get('/api/clinics/info', { headers: { authorization: `Bearer ${token}` } });
    const clinicId = (await info.json()).data.id as number;
    try {
      await setPlan(request, clinicId, 2, null);
      await page.goto('/stock/sheets');
      const stockLink = page.getByRole('navigation').getByRole('link', { name: /^Phiếu nhập xuất kho/ });
      await expect(stockLink.getByLabel('Cần nâng cấp gói')).toBeVisible();
      await expect(page.getByText('Gói của phòng khám chưa có chức năng này')).toBeVisible();
      await expect(page.getByRole('link', { name: '1900 6868' })).toBeVisible();
      await page.screenshot({ path: 'e2e/screenshots/plans/locked-screen.png' });

      await setPlan(request, clinicId, 3, new Date(Date.now() - 60_000).toISOString());
      await page.goto('/dashboard');
      await expect(page.getByText(/Gói đăng ký của phòng khám đã hết hạn ngày/)).toBeVisible();
      // Reads go on: the dashboard loads as before.
      await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();
      await expect(page.getByTestId('today-revenue')).toBeVisible();
      await page.screenshot({ path: 'e2e/screenshots/plans/expired-banner.png' });
    } finally {
      await setPlan(request, clinicId, 3, null);
    }
  });
});
