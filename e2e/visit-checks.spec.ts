import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// The exam's checks, against the real API with the demo clinic: a walk-in's height and weight typed into the
// check-in sheet show, dated, in the exam's patient summary and in the record's health section; a blank result sheet
// is refused with a message; the printed sheet is signed by the visit's doctor under one heading; finishing with
// ordered services still waiting names them and asks first.

const shots = process.env.VISIT_CHECKS_SHOTS ?? '/work/shots';
const desktop = { width: 1366, height: 768 };
/** The clinic's day, 'DD/MM/YYYY' as the screens write it (the demo clinic is in Asia/Ho_Chi_Minh). */
const todayShown = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' })
    .format(Date.now())
    .split('-')
    .reverse()
    .join('/');

async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, animations: 'disabled' });
}

test.describe('kiểm tra trong lượt khám', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('sinh hiệu lúc tiếp đón hiện trong tóm tắt, phiếu trống bị từ chối, kết thúc khi còn dịch vụ chờ làm thì hỏi', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await page.addInitScript(() => {
      // In the print frame: keep what would go to the printer on the top window (headless print() returns at once).
      window.print = () => {
        const top = window.top as (Window & { e2ePrintedHtml?: string[] }) | null;
        if (!top) return;
        top.e2ePrintedHtml = [...(top.e2ePrintedHtml ?? []), document.documentElement.outerHTML];
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

    // A walk-in patient not seen today, at a doctor on duty.
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
    const records = await data<{ pageData: { id: number; fullName: string }[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=50&pageNumber=1', { headers, data: {} }),
    );
    const patient = records.pageData
      .slice(10)
      .find((p) => !seenToday.has(p.id) && !namesToday.has(p.fullName));
    expect(patient, 'a patient not seen today').toBeDefined();
    const visit = await data<{ id: number; doctorName: string }>(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: {
          clinicPatientId: patient!.id,
          doctorId: onDuty.doctorId,
          locationId: onDuty.locationId,
          notReserved: true,
          symptom: 'Ho khan, sốt nhẹ 3 ngày',
        },
      }),
    );
    await data(
      await page.request.put(`/api/clinic-appointments/${visit.id}/check-in`, { headers, data: {} }),
    );

    // Reception types the measurements into the check-in sheet (the default check-in form's fixed vitals).
    const checkInForms = await data<{ id: number; isDefault: boolean }[]>(
      await page.request.get('/api/forms/all-by-entity-type?entityTypeId=4', { headers }),
    );
    const checkInForm = checkInForms.find((f) => f.isDefault) ?? checkInForms[0]!;
    const vitals = await data<{ id: number; internalName: string }[]>(
      await page.request.get(`/api/forms/${checkInForm.id}/properties`, { headers }),
    );
    const propertyOf = (key: string) => vitals.find((p) => p.internalName === key)!.id;
    await data(
      await page.request.post('/api/check-in-sheets', {
        headers,
        data: {
          appointmentId: visit.id,
          formId: checkInForm.id,
          properties: [
            { propertyId: propertyOf('height'), value: '171' },
            { propertyId: propertyOf('weight'), value: '64.5' },
            { propertyId: propertyOf('blood_pressure'), value: '125/80' },
          ],
        },
      }),
    );
    // Two services ordered, neither done yet.
    const services = await data<{ pageData: { id: number; name: string }[] }>(
      await page.request.get('/api/services?pageSize=20&pageNumber=1', { headers }),
    );
    const ordered = services.pageData.slice(0, 2);
    await data(await page.request.put(`/api/clinic-appointments/${visit.id}/start-exam`, { headers }));
    await data(
      await page.request.put(`/api/clinic-appointments/${visit.id}/services`, {
        headers,
        data: { services: ordered.map((s) => ({ serviceId: s.id })) },
      }),
    );

    // 1. The exam's summary shows the check-in measurements with their day.
    await page.goto(`/queue/${visit.id}/exam`);
    const summary = page.getByRole('region', { name: 'Tóm tắt bệnh nhân' });
    await expect(summary.getByText('171 cm')).toBeVisible({ timeout: 30_000 });
    await expect(summary.getByText('64.5 kg')).toBeVisible();
    await expect(summary.getByText('Huyết áp (mmHg): 125/80')).toBeVisible();
    await expect(summary.getByText(`đo ngày ${todayShown()}`).first()).toBeVisible();

    // 2. A blank result sheet is refused with a message; the dialog stays to fill it.
    await page.getByRole('tab', { name: 'Phiếu kết quả' }).click();
    await page.getByRole('button', { name: 'Thêm phiếu kết quả' }).click();
    const editor = page.getByRole('dialog', { name: 'Thêm phiếu kết quả' });
    await editor.getByRole('button', { name: 'Lưu phiếu' }).click();
    await expect(editor.getByRole('alert')).toHaveText(
      'Phiếu kết quả đang trống: hãy nhập ít nhất một kết quả, chẩn đoán hoặc kết luận trước khi lưu.',
    );
    await expect(editor).toBeVisible();
    const sheets = await data<unknown[]>(
      await page.request.get(`/api/clinic-appointments/${visit.id}/service-sheets`, { headers }),
    );
    expect(sheets).toEqual([]);
    // Filled with a coded diagnosis and a conclusion, it saves.
    const icd = editor.getByRole('combobox', { name: 'Chẩn đoán (ICD-10)' });
    await icd.fill('J20.9');
    await editor.getByRole('option', { name: /^J20\.9/ }).click();
    await editor.getByLabel('Kết luận').fill('Viêm phế quản cấp, điều trị ngoại trú');
    await editor.getByRole('button', { name: 'Lưu phiếu' }).click();
    await expect(editor).toBeHidden();
    // The coded diagnosis joins the summary, dated.
    await expect(summary.getByText('J20.9')).toBeVisible();
    await shot(page, 'exam-summary');

    // 3. The printed sheet: one heading, signed by the visit's doctor.
    await page.getByRole('button', { name: 'In phiếu kết quả' }).first().click();
    await expect
      .poll(() => page.evaluate(() => (window as { e2ePrintedHtml?: string[] }).e2ePrintedHtml?.length ?? 0))
      .toBe(1);
    const [html] = await page.evaluate(
      () => (window as unknown as { e2ePrintedHtml: string[] }).e2ePrintedHtml,
    );
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/visit-checks-result-sheet.html', html!);
    const sign = html!.match(/clinic-print__sign-name">([^<]*)</)?.[1];
    expect(sign).toBe(visit.doctorName);
    // The document's own heading once (the frame's <title> names the document, not the page).
    const article = html!.slice(html!.indexOf('<article'));
    expect(article.match(/phiếu kết quả/gi)?.length).toBe(1);
    const stylesheet = html!.match(/href="([^"]*\/assets\/print-[^"]+\.css)"/)?.[1];
    const preview = await (await browser.newContext({ viewport: desktop })).newPage();
    await preview.goto(new URL(stylesheet!, page.url()).href);
    await preview.setContent(html!, { waitUntil: 'load' });
    await preview.emulateMedia({ media: 'print' });
    await preview.screenshot({ path: `${shots}/exam-print.png` });
    await preview.close();

    // 4. Finishing asks first, naming the services still waiting; going back keeps the visit open.
    const finish = page.getByRole('toolbar').getByRole('button', { name: 'Kết thúc khám' });
    await finish.click();
    const pending = page.getByRole('dialog', { name: 'Còn dịch vụ chưa làm xong' });
    await expect(pending.getByText('Lượt khám còn 2 dịch vụ chưa làm xong:')).toBeVisible();
    for (const s of ordered)
      await expect(pending.getByRole('listitem').filter({ hasText: s.name })).toContainText('Chờ làm');
    await shot(page, 'exam-pending-services');
    await pending.getByRole('button', { name: 'Quay lại' }).click();
    await expect(pending).toBeHidden();
    await finish.click();
    await page
      .getByRole('dialog', { name: 'Còn dịch vụ chưa làm xong' })
      .getByRole('button', { name: 'Vẫn kết thúc khám' })
      .click();
    await expect(page).toHaveURL(/\/queue\/?\?tab=checkedIn$/);

    // 5. The record's health section: the measurements and the code, each dated.
    await page.goto(`/patients/${patient!.id}`);
    const health = page.getByRole('region', { name: 'Chỉ số đo khi tiếp đón' });
    await expect(health.getByText('171', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(health.getByText('64.5', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Chẩn đoán đã mã hóa (ICD-10)' }).getByText('J20.9'),
    ).toBeVisible();
    await health.scrollIntoViewIfNeeded();
    await shot(page, 'exam-health');

    // 6. The re-examination list (the coming week).
    await page.goto('/re-examinations');
    await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'exam-re-exams');
  });
});
