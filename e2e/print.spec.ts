import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Printing through the exam screen, against the real API with the demo clinic: a walk-in visit is checked in and
// examined, its prescription saved (through the API, as the billing spec prepares its visit), then the doctor
// presses "In đơn thuốc" on the exam screen. The demo clinic has no .docx template, so the built-in template is
// rendered into react-to-print's frame; headless Chromium's print() returns at once, so every frame's print() is
// replaced by one that hands the frame's document to the test, which renders it for a screenshot of the preview.

const review = process.env.PRINT_SHOTS ?? 'test-results/print';
const desktop = { width: 1440, height: 900 };
const medicineName = 'Paracetamol';
/** The clinic's day `days` from now, 'YYYY-MM-DD' (the demo clinic is in Asia/Ho_Chi_Minh). */
const inClinicDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(Date.now() + days * 86_400_000);

async function shot(page: Page, name: string) {
  mkdirSync(review, { recursive: true });
  await page.screenshot({ path: `${review}/${name}.png`, fullPage: true, animations: 'disabled' });
}

test.describe('in ấn', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('in đơn thuốc từ màn hình khám: mẫu có sẵn trong khung in, không vi phạm CSP', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        policyViolations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      );
      // In the print frame: keep what would go to the printer (its whole document) on the top window.
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

    const medicines = await data<{ pageData: { id: number; name: string; unit: string }[] }>(
      await page.request.get(
        `/api/medicines?keyword=${encodeURIComponent(medicineName)}&pageSize=10&pageNumber=1`,
        { headers },
      ),
    );
    const medicine = medicines.pageData[0];
    expect(medicine, `the demo library has ${medicineName}`).toBeDefined();

    // A walk-in patient not seen today, at a doctor of a location other than 1 (the display spec's TV hears
    // location 1's calls; see billing.spec.ts).
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
    const patient = [...records.pageData]
      .reverse()
      .find((p) => !seenToday.has(p.id) && !namesToday.has(p.fullName));
    expect(patient, 'a patient not seen today').toBeDefined();
    const visit = await data<{ id: number }>(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: {
          clinicPatientId: patient!.id,
          doctorId: onDuty.doctorId,
          locationId: onDuty.locationId,
          notReserved: true,
          symptom: 'Sốt, đau đầu',
        },
      }),
    );
    await data(
      await page.request.put(`/api/clinic-appointments/${visit.id}/check-in`, { headers, data: {} }),
    );
    await data(await page.request.put(`/api/clinic-appointments/${visit.id}/start-exam`, { headers }));
    await data(
      await page.request.post('/api/prescriptions', {
        headers,
        data: {
          appointmentId: visit.id,
          diagnosis: 'Sốt siêu vi',
          advice: 'Uống nhiều nước, nghỉ ngơi',
          reExamDate: inClinicDays(7),
          items: [
            { medicineId: medicine!.id, quantity: 6, unit: medicine!.unit, morning: 1, evening: 1, days: 3 },
          ],
        },
      }),
    );

    // The exam screen: the saved prescription and its print button.
    await page.goto(`/queue/${visit.id}/exam`);
    await page.getByRole('tab', { name: 'Đơn thuốc' }).click();
    const print = page.getByRole('button', { name: 'In đơn thuốc' });
    await expect(print).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByRole('combobox', { name: 'Khổ giấy — In đơn thuốc' })).toHaveValue('A5');
    await print.click();

    // The built-in template went to the printer (react-to-print's frame) with the patient and the medicine.
    await expect
      .poll(() => page.evaluate(() => (window as { e2ePrintedHtml?: string[] }).e2ePrintedHtml?.length ?? 0))
      .toBe(1);
    const [html] = await page.evaluate(
      () => (window as unknown as { e2ePrintedHtml: string[] }).e2ePrintedHtml,
    );
    expect(html).toContain(patient!.fullName);
    expect(html).toContain(medicine!.name);
    expect(html).toContain('Mời tái khám');
    expect(html).toContain('size: A5 portrait');
    expect(policyViolations).toEqual([]);
    await expect(print).toBeEnabled();
    await shot(page, 'exam-print-button');

    // The print preview: the frame's document as the printer gets it, on an A5-wide page. It is written into a page
    // of the app's origin (its print stylesheet's URL), so its stylesheets load as in the print frame and the app's
    // CSP applies to it as well.
    mkdirSync(review, { recursive: true });
    writeFileSync(`${review}/prescription.html`, html!);
    const stylesheet = html!.match(/href="([^"]*\/assets\/print-[^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeTruthy();
    const preview = await (await browser.newContext({ viewport: { width: 560, height: 794 } })).newPage();
    await preview.goto(new URL(stylesheet!, page.url()).href);
    await preview.setContent(html!, { waitUntil: 'load' });
    await preview.emulateMedia({ media: 'print' });
    await preview.screenshot({ path: `${review}/prescription-preview.png`, fullPage: true });
    await preview.close();
  });
});
