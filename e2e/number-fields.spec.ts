import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// A number typed wrong is kept as typed and refused with its field's own words, and nothing is saved or billed:
// −2 services is not 2, −1000 ₫ is not 1.000 ₫, a quantity of 0 does not quietly go back, and a weight of −55 is a
// negative weight, not "not a number".

const shots = process.env.NUMBER_SHOTS ?? '/work/shots';
const desktop = { width: 1366, height: 768 };

async function api(page: Page) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
  );
  const headers = { authorization: `Bearer ${token}` };
  const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  return { headers, data };
}

/** Types key by key, as a person does (a whole-value fill would not show a caret that jumps). */
async function typeInto(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text, { delay: 30 });
  await page.keyboard.press('Tab');
}

test.describe('ô số', () => {
  test.use({ viewport: desktop });
  test.beforeAll(() => mkdirSync(shots, { recursive: true }));

  test('số lượng dịch vụ −2 và 0 bị từ chối với lời của nó, không lưu, không tính tiền', async ({ page }) => {
    await signIn(page);
    const { headers, data } = await api(page);
    const today = await data<{ id: number; status: number }[]>(
      await page.request.post('/api/clinic-appointments/all-today', { headers, data: {} }),
    );
    const visit = today.find((a) => a.status === 4000) ?? today.find((a) => a.status === 3000);
    expect(visit, 'a visit in the clinic today in the demo').toBeTruthy();
    const services = await data<{ pageData: { id: number; name: string }[] }>(
      await page.request.get('/api/services?pageSize=20&pageNumber=1&enabled=true', { headers }),
    );
    const url = `/api/clinic-appointments/${visit!.id}/services`;
    const before = await data<
      { serviceId: number; quantity: number; purchasedPackageItemId: number | null }[]
    >(await page.request.get(url, { headers }));
    const service = services.pageData.find((s) => !before.some((o) => o.serviceId === s.id))!;
    await data(
      await page.request.put(url, {
        headers,
        data: {
          services: [
            ...before.map(({ serviceId, quantity, purchasedPackageItemId }) => ({
              serviceId,
              quantity,
              purchasedPackageItemId,
            })),
            { serviceId: service.id, quantity: 1 },
          ],
        },
      }),
    );

    await page.goto(`/queue/${visit!.id}/exam`);
    const start = page.getByRole('button', { name: 'Bắt đầu khám' });
    if (visit!.status === 3000) await start.click();
    await page.getByRole('tab', { name: 'Dịch vụ' }).click();
    const quantity = page.getByRole('textbox', { name: `Số lượng ${service.name}` });
    await expect(quantity).toHaveValue('1');

    await typeInto(page, quantity, '-2');
    await expect(quantity).toHaveValue('-2');
    await expect(page.getByText('Số lượng phải lớn hơn 0')).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: `${shots}/numbers-service-quantity.png` });

    await typeInto(page, quantity, '0');
    await expect(quantity).toHaveValue('0');
    await expect(page.getByText('Số lượng phải lớn hơn 0')).toBeVisible();

    // Nothing was sent: the visit still has one of the service, billed once.
    const after = await data<{ serviceId: number; quantity: number; total: number; price: number }[]>(
      await page.request.get(url, { headers }),
    );
    const line = after.find((o) => o.serviceId === service.id)!;
    expect(line.quantity).toBe(1);
    expect(line.total).toBe(line.price);

    // A right number goes through, and the message goes away.
    await typeInto(page, quantity, '2');
    await expect(page.getByText('Số lượng phải lớn hơn 0')).toHaveCount(0);
    await expect
      .poll(async () => {
        const now = await data<{ serviceId: number; quantity: number }[]>(
          await page.request.get(url, { headers }),
        );
        return now.find((o) => o.serviceId === service.id)?.quantity;
      })
      .toBe(2);
  });

  test('giá −1000 bị từ chối là "Giá không được âm", dịch vụ không được lưu', async ({ page }) => {
    await signIn(page);
    const { headers, data } = await api(page);
    const code = `AM-${Date.now().toString().slice(-6)}`;
    await page.goto('/settings/services');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const form = page.getByRole('dialog', { name: 'Thêm dịch vụ' });
    await form.getByLabel('Mã dịch vụ').fill(code);
    await form.getByLabel('Tên dịch vụ').fill(`Dịch vụ giá âm ${code}`);
    const price = form.getByRole('textbox', { name: 'Giá', exact: true });
    await typeInto(page, price, '-1000');
    await expect(price).toHaveValue('-1.000');
    await form.getByRole('button', { name: 'Lưu' }).click();
    await expect(form.getByText('Giá không được âm')).toBeVisible();
    await expect(form).toBeVisible();
    await page.waitForTimeout(300); // the dialog's entrance is long over; let the message settle
    await page.screenshot({ path: `${shots}/numbers-service-price.png` });
    const found = await data<{ pageData: unknown[] }>(
      await page.request.get(`/api/services?pageSize=5&pageNumber=1&keyword=${code}`, { headers }),
    );
    expect(found.pageData).toHaveLength(0);
  });

  test('cân nặng −55 là "Số đo không được âm", hồ sơ không được lưu', async ({ page }) => {
    await signIn(page);
    const { headers, data } = await api(page);
    const name = `Cân Âm ${Date.now().toString().slice(-6)}`;
    await page.goto('/patients/new');
    await page.getByRole('textbox', { name: 'Họ và tên' }).fill(name);
    await page.getByRole('radio', { name: 'Nam' }).check();
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill('0987000055');
    const weight = page.getByRole('textbox', { name: 'Cân nặng (kg)' });
    await typeInto(page, weight, '-55');
    await expect(weight).toHaveValue('-55');
    await page.getByRole('button', { name: 'Lưu hồ sơ' }).click();
    await expect(page.getByText('Số đo không được âm')).toBeVisible();
    await expect(page.getByText('Trường này phải là một số')).toHaveCount(0);
    await expect(page).toHaveURL(/\/patients\/new$/);
    const found = await data<{ pageData: unknown[] }>(
      await page.request.post('/api/clinic-patients/search', {
        headers,
        data: { keyword: name, pageSize: 5, pageNumber: 1 },
      }),
    );
    expect(found.pageData).toHaveLength(0);
  });
});
