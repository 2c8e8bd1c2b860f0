import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Billing's story through the screens, against the real API with the demo clinic. Prepared through the API: the
// clinic's bank account and bank-notification key, a delivery of the medicine to sell (an import with an
// Idempotency-Key), and a walk-in visit examined to the end with an HbA1c test and that medicine prescribed. Then
// the cashier opens /billing, picks the visit, makes its invoice, chooses Chuyển khoản and shows the VietQR code;
// the test plays the bank-notification service (SePay's webhook body, `Authorization: Apikey <key>`) paying the
// invoice by its code, and the screen turns Đã thanh toán without a reload; Hoàn tất takes the visit off the
// queue; /invoices lists the invoice as paid by transfer.

const review = process.env.BILLING_SHOTS;
const desktop = { width: 1440, height: 900 };

/** Screenshots to look at (BILLING_SHOTS=dir); CI takes none. */
async function shot(page: Page, name: string) {
  if (!review) return;
  mkdirSync(review, { recursive: true });
  await page.screenshot({ path: `${review}/${name}.png`, fullPage: true, animations: 'disabled' });
}

const run = Date.now().toString(36).toUpperCase();
/** An amount as the app writes it: 150000 → '150.000 ₫'. */
const vnd = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
/** 'YYYY-MM-DD HH:mm:ss' in Vietnam's time, as SePay sends `transactionDate`. */
const sepayNow = () =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Ho_Chi_Minh',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date());

const bank = { bin: '970436', accountNumber: '0071000123456', accountName: 'PHONG KHAM DEMO' };
const webhookKey = `e2e-billing-${run}-0123456789abcdef`;
const medicineName = 'Smecta';
const serviceCode = 'XN-HBA1C';

test.describe('thu ngân', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('thu tiền một lượt khám bằng chuyển khoản VietQR, ngân hàng báo có qua webhook, màn hình chuyển Đã thanh toán không cần tải lại', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };

    // The clinic receives transfers into this account; the bank-notification service calls with this key.
    const settings = await data<Record<string, unknown>>(
      await page.request.get('/api/clinics/general-settings', { headers }),
    );
    await data(
      await page.request.put('/api/clinics/general-settings', {
        headers,
        data: {
          clinicName: settings.clinicName,
          phone: settings.phone,
          email: settings.email,
          address: settings.address,
          timeZone: settings.timeZone,
          allowBookingInDays: settings.allowBookingInDays,
          allowBookingBeforeMinutes: settings.allowBookingBeforeMinutes,
          allowCheckInLateAfterMinutes: settings.allowCheckInLateAfterMinutes,
          enableCheckInSheet: settings.enableCheckInSheet,
          nearExpiryDays: settings.nearExpiryDays,
          bank,
          bankWebhookApiKey: webhookKey,
        },
      }),
    );

    // The medicine to dispense is in stock: a delivery of 20, saved once under its Idempotency-Key.
    const medicines = await data<{ pageData: { id: number; name: string; unit: string; price: number }[] }>(
      await page.request.get(
        `/api/medicines?keyword=${encodeURIComponent(medicineName)}&pageSize=10&pageNumber=1`,
        { headers },
      ),
    );
    const medicine = medicines.pageData.find((m) => m.name === medicineName);
    expect(medicine, `the demo library has ${medicineName}`).toBeDefined();
    await data(
      await page.request.post('/api/stock-sheets/create', {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: {
          type: 1,
          reason: 'importNewGoods',
          note: `e2e billing ${run}`,
          items: [
            {
              medicineId: medicine!.id,
              lotNumber: `BL-${run}`,
              expiryDate: '2030-12-31',
              quantity: 20,
              importPrice: 3_000,
              costPerUnit: 3_000,
            },
          ],
        },
      }),
    );
    const services = await data<{ pageData: { id: number; code: string; price: number }[] }>(
      await page.request.get(`/api/services?keyword=${serviceCode}&pageSize=10&pageNumber=1`, { headers }),
    );
    const service = services.pageData.find((s) => s.code === serviceCode);
    expect(service, `the demo catalog has ${serviceCode}`).toBeDefined();

    // A patient with no visit today walks in to a doctor on duty, is examined, tested and prescribed 2 sachets.
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
    // A doctor of the second location: starting the exam calls the patient on that location's display, and the
    // display spec pairs a TV at location 1 that lists the recent calls it hears.
    const elsewhere = today.filter((a) => a.locationId !== 1);
    const onDuty = elsewhere.find((a) => a.status === 4000) ?? elsewhere[0] ?? today[0]!;
    const records = await data<{ pageData: { id: number; code: string; fullName: string }[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=50&pageNumber=1', { headers, data: {} }),
    );
    const patient = records.pageData.find((p) => !seenToday.has(p.id) && !namesToday.has(p.fullName));
    expect(patient, 'a patient not seen today').toBeDefined();
    const visit = await data<{ id: number; code: string }>(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: {
          clinicPatientId: patient!.id,
          doctorId: onDuty.doctorId,
          locationId: onDuty.locationId,
          notReserved: true,
          symptom: 'Khám kiểm tra đường huyết',
        },
      }),
    );
    await data(
      await page.request.put(`/api/clinic-appointments/${visit.id}/check-in`, { headers, data: {} }),
    );
    await data(await page.request.put(`/api/clinic-appointments/${visit.id}/start-exam`, { headers }));
    await data(
      await page.request.put(`/api/clinic-appointments/${visit.id}/services`, {
        headers,
        data: { services: [{ serviceId: service!.id, quantity: 1 }], packages: [] },
      }),
    );
    await data(
      await page.request.post('/api/prescriptions', {
        headers,
        data: {
          appointmentId: visit.id,
          diagnosis: 'Rối loạn tiêu hóa',
          items: [
            { medicineId: medicine!.id, quantity: 2, unit: medicine!.unit, morning: 1, evening: 1, days: 1 },
          ],
        },
      }),
    );
    await data(await page.request.put(`/api/clinic-appointments/${visit.id}/finish-exam`, { headers }));

    // 1. The cashier finds the visit in the queue (by the patient's code) and makes its invoice.
    await page.goto('/billing');
    await expect(page.getByRole('heading', { name: 'Thu ngân', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Tìm bệnh nhân' }).fill(patient!.code);
    const row = page.getByRole('option', { name: new RegExp(patient!.fullName) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Chưa lập hóa đơn');
    await row.click();
    await page.getByRole('button', { name: 'Lập hóa đơn' }).click();
    const lines = page.getByRole('table', { name: 'Các dòng của hóa đơn' });
    await expect(lines).toContainText('Xét nghiệm HbA1c');
    await expect(lines).toContainText(medicineName);
    const expected = service!.price + 2 * medicine!.price;
    await expect(page.getByTestId('invoice-total')).toHaveText(vnd(expected));
    const [invoice] = (
      await data<{ id: number; code: string; status: number; total: number }[]>(
        await page.request.get(`/api/clinic-appointments/${visit.id}/invoices`, { headers }),
      )
    ).filter((i) => i.status === 1000);
    expect(invoice?.total).toBe(expected);
    await expect(page.getByText(invoice!.code, { exact: true })).toBeVisible();

    // 2. Bank transfer: the VietQR code of the amount and the invoice code.
    await page.getByRole('radio', { name: 'Chuyển khoản' }).check();
    const qr = page.getByRole('img', {
      name: `Mã VietQR chuyển khoản ${vnd(expected)} đến Vietcombank ${bank.accountNumber}`,
    });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('data-payload', new RegExp(invoice!.code));
    await expect(page.getByText('Đang chờ chuyển khoản…')).toBeVisible();
    await shot(page, '1-vietqr');

    // 3. The bank-notification service reports the transfer: the screen turns Paid without a reload.
    const webhook = await page.request.post('/api/payments/bank-webhook', {
      headers: { authorization: `Apikey ${webhookKey}` },
      data: {
        id: Date.now(),
        gateway: 'Vietcombank',
        transactionDate: sepayNow(),
        accountNumber: bank.accountNumber,
        code: null,
        content: `MBVCB.${run}.${invoice!.code}.CT tu ${patient!.fullName}`,
        transferType: 'in',
        transferAmount: expected,
        accumulated: 0,
        subAccount: null,
        referenceCode: `FT${run}`,
        description: `BankAPINotify ${invoice!.code}`,
      },
    });
    expect(webhook.status(), await webhook.text()).toBe(200);
    expect(((await webhook.json()) as { data: { outcome: string } }).data.outcome).toBe('matched');
    await expect(page.getByText('Đã thanh toán', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Đang chờ chuyển khoản…')).toHaveCount(0);
    await expect(page.getByText('Chuyển khoản', { exact: true }).last()).toBeVisible();
    await shot(page, '2-paid');

    // 4. Finishing the visit's billing takes it off the queue.
    await page.getByRole('button', { name: 'Hoàn tất' }).click();
    await expect(page.getByRole('option', { name: new RegExp(patient!.fullName) })).toHaveCount(0);
    await expect(page.getByText('Chọn một lượt khám để thu tiền')).toBeVisible();

    // 5. The invoices list has it, paid by transfer.
    await page.goto('/invoices');
    await page.getByRole('searchbox', { name: 'Mã hóa đơn' }).fill(invoice!.code);
    const listed = page.getByRole('row').filter({ hasText: invoice!.code });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('Đã thanh toán');
    await expect(listed).toContainText('Chuyển khoản');
    await expect(listed).toContainText(vnd(expected));
    await shot(page, '3-invoices');
  });
});
