import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The structured dose is the only truth of a prescription line, against the real API with the demo clinic: the
// doctor picks Amoxicillin (sold by the strip of 10 tablets, default dose 1 tablet 3 times a day for 7 days), edits
// the dose to Sáng 1 · Chiều 1 · 5 days, and the line's quantity, the printed usage and the cashier's invoice follow
// it: 10 tablets = 1 strip, billed as 1 strip, and no second instruction contradicting the dose is printed.

const shots = process.env.DOSE_SHOTS ?? '/work/shots';
const desktop = { width: 1366, height: 768 };
const vnd = (amount: number) => `${amount.toLocaleString('vi-VN')} ₫`;

async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/dose-${name}.png`, animations: 'disabled' });
}

test.describe('liều thuốc có cấu trúc', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('sửa liều: số lượng theo vỉ, cách dùng in ra theo liều, hóa đơn tính 1 vỉ', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => {
      // In the print frame: keep what would go to the printer on the top window (headless print() returns at once).
      window.print = () => {
        const top = window.top as (Window & { e2ePrintedHtml?: string[] }) | null;
        if (top) top.e2ePrintedHtml = [...(top.e2ePrintedHtml ?? []), document.documentElement.outerHTML];
      };
    });
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };

    // A walk-in patient not seen today, at a doctor of a location other than 1 (see print.spec.ts).
    const today = await data<
      {
        clinicPatientId: number;
        doctorId: number;
        locationId: number;
        status: number;
        patient: { fullName: string };
      }[]
    >(await page.request.post('/api/clinic-appointments/all-today', { headers, data: {} }));
    const seenToday = new Set(today.map((a) => a.clinicPatientId));
    const namesToday = new Set(today.map((a) => a.patient.fullName));
    const elsewhere = today.filter((a) => a.locationId !== 1);
    const onDuty = elsewhere.find((a) => a.status === 4000) ?? elsewhere[0] ?? today[0]!;
    const records = await data<{ pageData: { id: number; code: string; fullName: string }[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=50&pageNumber=1', { headers, data: {} }),
    );
    const patient = records.pageData.find((p) => !seenToday.has(p.id) && !namesToday.has(p.fullName));
    expect(patient, 'a patient not seen today').toBeDefined();
    const visit = await data<{ id: number }>(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: {
          clinicPatientId: patient!.id,
          doctorId: onDuty.doctorId,
          locationId: onDuty.locationId,
          notReserved: true,
          symptom: 'Ho, sốt',
        },
      }),
    );
    await data(
      await page.request.put(`/api/clinic-appointments/${visit.id}/check-in`, { headers, data: {} }),
    );
    await data(await page.request.put(`/api/clinic-appointments/${visit.id}/start-exam`, { headers }));

    // 1. The doctor picks Amoxicillin: its default dose is in the fields, not a second text.
    await page.goto(`/queue/${visit.id}/exam`);
    await page.getByRole('tab', { name: 'Đơn thuốc' }).click({ timeout: 30_000 });
    const picker = page.getByRole('combobox', { name: 'Tìm thuốc để thêm (Enter để thêm)' });
    await picker.fill('amoxicillin');
    await expect(page.getByRole('option', { name: /Amoxicillin 500mg/ }).first()).toBeVisible({
      timeout: 30_000,
    });
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(page.getByLabel('Số lượng 1')).toBeFocused();
    await expect(page.getByLabel('Sáng 1')).toHaveValue('1');
    await expect(page.getByLabel('Trưa 1')).toHaveValue('1');
    await expect(page.getByLabel('Tối 1')).toHaveValue('1');
    await expect(page.getByLabel('Số ngày 1')).toHaveValue('7');
    await expect(page.getByLabel('Ghi chú 1')).toHaveValue('');
    // 21 tablets at 10 a strip: 3 strips.
    await expect(page.getByLabel('Số lượng 1')).toHaveValue('3');
    await expect(page.getByTestId('conversion-1')).toHaveText('Quy đổi: 21 viên → 3 vỉ (30 viên)');

    // 2. The dose edited to Sáng 1 · Chiều 1 · 5 days: one strip, and the total before saving.
    await page.getByLabel('Trưa 1').fill('');
    await page.getByLabel('Tối 1').fill('');
    await page.getByLabel('Chiều 1').fill('1');
    await page.getByLabel('Số ngày 1').fill('5');
    await expect(page.getByLabel('Số lượng 1')).toHaveValue('1');
    await expect(page.getByTestId('conversion-1')).toHaveText('Quy đổi: 10 viên = 1 vỉ');
    await expect(page.getByTestId('usage-1')).toHaveText(
      'Cách dùng: Uống. Sáng 1 viên, chiều 1 viên. Dùng 5 ngày.',
    );
    await expect(page.getByTestId('prescription-total')).toHaveText(`Tổng tiền thuốc: ${vnd(15_000)}`);

    // 3. A note naming other times and days is flagged.
    await page.getByLabel('Ghi chú 1').fill('Uống 1 viên, ngày 3 lần, uống đủ 7 ngày');
    await expect(page.getByText(/Ghi chú nói 3 lần\/ngày, liều đang ghi 2 lần\/ngày/)).toBeVisible();
    await page.getByLabel('Với bữa ăn 1').selectOption('after');
    await page.getByLabel('Số lượng 1').scrollIntoViewIfNeeded();
    await shot(page, 'editor');
    await page.getByLabel('Ghi chú 1').fill('Uống với nhiều nước');
    await expect(page.getByText(/Ghi chú nói/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Lưu đơn thuốc' }).click();
    await expect(page.getByText('Đã lưu đơn thuốc')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('prescription-total')).toHaveText(`Tổng tiền thuốc: ${vnd(15_000)}`);

    // 4. The print: the usage generated from the edited dose, the note labelled beside it, the conversion; nothing
    // of the library's old "ngày 3 lần, uống đủ 7 ngày".
    const print = page.getByRole('button', { name: 'In đơn thuốc' });
    await expect(print).toBeEnabled({ timeout: 20_000 });
    await print.click();
    await expect
      .poll(() => page.evaluate(() => (window as { e2ePrintedHtml?: string[] }).e2ePrintedHtml?.length ?? 0))
      .toBe(1);
    const [html] = await page.evaluate(
      () => (window as unknown as { e2ePrintedHtml: string[] }).e2ePrintedHtml,
    );
    expect(html).toContain('Uống sau ăn. Sáng 1 viên, chiều 1 viên. Dùng 5 ngày.');
    expect(html).toContain('Ghi chú:</span> Uống với nhiều nước');
    expect(html).toContain('(10 viên = 1 vỉ)');
    expect(html).not.toContain('ngày 3 lần');
    expect(html).not.toContain('7 ngày');
    const stylesheet = html!.match(/href="([^"]*\/assets\/print-[^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeTruthy();
    const preview = await (await browser.newContext({ viewport: desktop })).newPage();
    await preview.goto(new URL(stylesheet!, page.url()).href);
    await preview.setContent(html!, { waitUntil: 'load' });
    await preview.emulateMedia({ media: 'print' });
    mkdirSync(shots, { recursive: true });
    await preview.screenshot({ path: `${shots}/dose-print.png` });
    await preview.close();

    // 5. The cashier bills what is handed over: 1 strip at the strip's price.
    await data(await page.request.put(`/api/clinic-appointments/${visit.id}/finish-exam`, { headers }));
    await page.goto('/billing');
    await page.getByRole('searchbox', { name: 'Tìm bệnh nhân' }).fill(patient!.code);
    await page.getByRole('option', { name: new RegExp(patient!.fullName) }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Lập hóa đơn' }).click();
    const lines = page.getByRole('table', { name: 'Các dòng của hóa đơn' });
    const amoxicillin = lines.getByRole('row').filter({ hasText: 'Amoxicillin 500mg' });
    await expect(amoxicillin).toContainText(vnd(15_000), { timeout: 30_000 });
    await expect(amoxicillin.getByRole('cell').nth(1)).toHaveText('1 Vỉ');
    await expect(amoxicillin.getByRole('cell').last()).toHaveText(vnd(15_000));
    await shot(page, 'invoice');
  });
});
