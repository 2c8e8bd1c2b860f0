import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The national e-prescription through the screens, against the real API and the stand-in it mounts for the demo: the
// owner sees where prescriptions go in settings; a prescription naming a medicine without a national drug code is
// refused after the exam, with the reason on the prescription; once the code is entered in the library, "Gửi lại" sends
// it.

const shots = 'e2e/screenshots/national-prescriptions';
const desktop = { width: 1440, height: 900 };

async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png` });
}

test.describe('đơn thuốc quốc gia', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('chủ phòng khám xem tài khoản; đơn bị từ chối hiện lý do, sửa rồi gửi lại thì đã gửi', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };

    // 1. General settings: the account (password never shown) and the local stand-in it sends to.
    await page.goto('/settings/general');
    const account = page.getByRole('form', { name: 'Đơn thuốc điện tử quốc gia' });
    await expect(account.getByRole('textbox', { name: 'Mã cơ sở' })).toHaveValue('79999');
    await expect(account).toContainText('thử nghiệm');
    await account.scrollIntoViewIfNeeded();
    await shot(page, '1-settings');

    // 2. A walk-in prescribed a medicine the library has no national drug code for, and the exam finished.
    const name = `Thuốc chưa mã ${Date.now()}`;
    const medicine = await data<{ id: number }>(
      await page.request.post('/api/medicines', {
        headers,
        data: { name, unit: 'tablet', price: 1500, ingredients: 'Loratadin 10mg' },
      }),
    );
    // In stock, so the prescription can be handed over (a line the stock cannot cover is refused at save).
    await data(
      await page.request.post('/api/stock-sheets/create', {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: {
          type: 1,
          reason: 'importNewGoods',
          items: [
            {
              medicineId: medicine.id,
              lotNumber: `NP-${Date.now()}`,
              expiryDate: '2030-12-31',
              quantity: 20,
              importPrice: 1000,
              costPerUnit: 1000,
            },
          ],
        },
      }),
    );
    const today = await data<{ doctorId: number; locationId: number; clinicPatientId: number }[]>(
      await page.request.post('/api/clinic-appointments/all-today', { headers, data: {} }),
    );
    const seen = new Set(today.map((a) => a.clinicPatientId));
    const patients = await data<{ pageData: { id: number; fullName: string }[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=50&pageNumber=2', { headers, data: {} }),
    );
    const patient = patients.pageData.find((p) => !seen.has(p.id))!;
    const visit = await data<{ id: number }>(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: {
          clinicPatientId: patient.id,
          doctorId: today[0]!.doctorId,
          locationId: today[0]!.locationId,
          notReserved: true,
        },
      }),
    );
    for (const step of ['check-in', 'start-exam'])
      await data(
        await page.request.put(`/api/clinic-appointments/${visit.id}/${step}`, { headers, data: {} }),
      );
    const prescription = await data<{ id: number; national: { code: string } }>(
      await page.request.post('/api/prescriptions', {
        headers,
        data: {
          appointmentId: visit.id,
          diagnoses: [{ code: 'L50.0' }],
          items: [{ medicineId: medicine.id, quantity: 10, unit: 'tablet', evening: 1, days: 10 }],
        },
      }),
    );
    await data(await page.request.put(`/api/clinic-appointments/${visit.id}/finish-exam`, { headers }));

    // 3. The exam's prescription: refused, with the medicine named, and "Gửi lại".
    await page.goto(`/queue/${visit.id}/exam`);
    await page.getByRole('tab', { name: 'Đơn thuốc' }).click();
    await expect(page.getByText('Bị từ chối')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`Thuốc “${name}” chưa có mã thuốc quốc gia`)).toBeVisible();
    await expect(page.getByText(prescription.national.code)).toBeVisible();
    await shot(page, '2-rejected');

    // 4. The code entered in the library, sent again: sent.
    const current = await data<Record<string, unknown>>(
      await page.request.get(`/api/medicines/${medicine.id}`, { headers }),
    );
    const { id, createdAt, updatedAt, enabled, ...form } = current;
    await data(
      await page.request.put(`/api/medicines/${medicine.id}`, {
        headers,
        data: { ...form, nationalDrugCode: 'VN-17845-14' },
      }),
    );
    await page.getByRole('button', { name: 'Gửi lại' }).click();
    await expect(page.getByText('Đã gửi', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`Thuốc “${name}”`)).toHaveCount(0);
    await shot(page, '3-sent');
  });
});
