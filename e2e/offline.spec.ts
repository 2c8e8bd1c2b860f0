import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Working offline, against the real API with the demo clinic: the doctor has opened the queue, a patient and a
// visit's result sheets, and the cashier a patient's invoice, when the connection drops. The queue and the patient
// still open from the device's cache; a result sheet saved offline waits in the outbox ("chờ gửi") and reaches the
// server once when the connection returns, even though the reply to its first send is lost on the way back; a
// payment is refused with its message; a sheet whose visit was finished meanwhile is shown as a conflict, not lost.

const shots = 'e2e/screenshots/offline';
const desktop = { width: 1366, height: 900 };

/** In-app navigation (no page load), as a click on a link does: works offline without the service worker. */
const go = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test.use({ viewport: desktop, locale: 'vi-VN' });

test('mất kết nối: hàng đợi và bệnh nhân vẫn mở, phiếu kết quả chờ gửi rồi gửi đúng một lần, thanh toán bị từ chối', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const n = Date.now().toString().slice(-6);
  await signIn(page);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
  );
  // page.request is the test's own client: context.setOffline does not cut it, so it checks the server throughout.
  const api = async <T>(method: string, url: string, data?: object): Promise<T> => {
    const res = await page.request.fetch(`/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'x-screen-id': '11', 'x-feature-id': '104' },
      ...(data ? { data } : {}),
    });
    const text = await res.text();
    expect(res.ok(), `${method} ${url}: ${text}`).toBeTruthy();
    return JSON.parse(text).data as T;
  };
  const rows = <T>(data: unknown) =>
    (Array.isArray(data) ? data : (data as { pageData: T[] }).pageData) as T[];

  // Two walk-ins of today: one being examined (the result sheet), one examined with a test, at the cash desk.
  const doctor = rows<{ id: number; locationIds?: number[] }>(await api('GET', '/doctors'))[0]!;
  const location = rows<{ id: number }>(await api('GET', '/locations')).find(
    (l) => !doctor.locationIds || doctor.locationIds.includes(l.id),
  )!;
  const service = (
    await api<{ pageData: { id: number; code: string }[] }>(
      'GET',
      '/services?keyword=XN-HBA1C&pageSize=10&pageNumber=1',
    )
  ).pageData.find((s) => s.code === 'XN-HBA1C')!;
  const walkIn = async (fullName: string) => {
    const patient = await api<{ id: number; code: string }>('POST', '/clinic-patients', {
      fullName,
      gender: 1,
      phone: `0906${n}`,
      yearOfBirth: 1980,
    });
    const visit = await api<{ id: number }>('POST', '/clinic-appointments/create', {
      clinicPatientId: patient.id,
      doctorId: doctor.id,
      locationId: location.id,
      notReserved: true,
      symptom: 'Ho, sốt nhẹ',
    });
    await api('PUT', `/clinic-appointments/${visit.id}/check-in`, {});
    await api('PUT', `/clinic-appointments/${visit.id}/start-exam`, {});
    return { patient, visit, fullName };
  };
  const examined = await walkIn(`Võ Thị Ngoại ${n}`);
  const paying = await walkIn(`Đặng Văn Thu ${n}`);
  await api('PUT', `/clinic-appointments/${paying.visit.id}/services`, {
    services: [{ serviceId: service.id, quantity: 1 }],
    packages: [],
  });
  await api('PUT', `/clinic-appointments/${paying.visit.id}/finish-exam`, {});

  // Online, the day's work loads (and is kept on the device): the queue, the patient, the visit's result sheets.
  await go(page, '/queue');
  await page.getByRole('tab', { name: /^Đang khám/ }).click();
  await expect(page.getByRole('heading', { name: examined.fullName })).toBeVisible();
  await go(page, `/patients/${examined.patient.id}`);
  await expect(page.getByText(examined.patient.code).first()).toBeVisible();
  await go(page, `/queue/${examined.visit.id}/exam`);
  await page.getByRole('tab', { name: 'Phiếu kết quả' }).click();
  await page.getByRole('button', { name: 'Thêm phiếu kết quả' }).click();
  let editor = page.getByRole('dialog', { name: 'Thêm phiếu kết quả' });
  await expect(editor.getByRole('textbox', { name: 'Chẩn đoán' })).toBeEnabled();
  await editor.getByRole('button', { name: 'Hủy' }).click();
  // The cashier opens the second patient's invoice.
  await go(page, '/billing');
  await page.getByRole('searchbox', { name: 'Tìm bệnh nhân' }).fill(paying.patient.code);
  await page.getByRole('option', { name: new RegExp(paying.fullName) }).click();
  await page.getByRole('button', { name: 'Lập hóa đơn' }).click();
  await expect(page.getByTestId('invoice-total')).toBeVisible();
  // Meanwhile reception takes in another walk-in: the queue is not on screen, but its kept copy is read again.
  const queueReadAgain = page.waitForResponse(
    (r) => r.url().includes('/api/clinic-appointments/all-today') && r.ok(),
  );
  const late = await walkIn(`Lâm Văn Muộn ${n}`);
  await queueReadAgain;

  // The connection drops. A payment is refused before it leaves, with its reason.
  await context.setOffline(true);
  const banner = page
    .getByRole('status')
    .filter({ hasText: /Mất kết nối — đang dùng dữ liệu lưu lúc \d\d:\d\d/ });
  await page.getByLabel('Khách đưa').fill('1000000');
  await page.getByRole('button', { name: 'Thu tiền mặt' }).click();
  const refused = page.getByText('Không có kết nối: thanh toán không thể thực hiện khi ngoại tuyến.');
  await expect(refused).toBeVisible();
  await expect(banner).toBeVisible();
  await refused.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/1-payment-refused.png` });

  // The queue and the patient open from the cache: the queue as it was last seen, with the late walk-in.
  await go(page, '/queue');
  await page.getByRole('tab', { name: /^Đang khám/ }).click();
  await expect(page.getByRole('heading', { name: examined.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { name: late.fullName })).toBeVisible();
  await go(page, `/patients/${examined.patient.id}`);
  await expect(page.getByText(examined.patient.code).first()).toBeVisible();
  await page.screenshot({ path: `${shots}/2-patient-offline.png` });
  // Patient look-up runs over the patients kept on the device, accents not needed.
  await go(page, '/patients');
  await page.getByRole('searchbox', { name: 'Tìm bệnh nhân' }).fill(`vo thi ngoai ${n}`);
  await expect(page.getByRole('cell', { name: examined.patient.code })).toBeVisible();

  // A result sheet saved offline waits in the outbox.
  await go(page, `/queue/${examined.visit.id}/exam`);
  await page.getByRole('tab', { name: 'Phiếu kết quả' }).click();
  await page.getByRole('button', { name: 'Thêm phiếu kết quả' }).click();
  editor = page.getByRole('dialog', { name: 'Thêm phiếu kết quả' });
  const fillSheet = async (diagnosis: string) => {
    for (const input of await editor
      .locator('input[required]:not([type=checkbox]):not([type=radio]), textarea[required]')
      .all())
      if (!(await input.inputValue())) await input.fill('Bình thường');
    await editor.getByRole('textbox', { name: 'Chẩn đoán' }).fill(diagnosis);
    await editor.getByRole('button', { name: 'Lưu phiếu' }).click();
  };
  await fillSheet('Viêm họng cấp (lưu khi mất mạng)');
  await expect(
    page.getByText(/Phiếu kết quả đã lưu trên máy này và sẽ tự gửi khi có mạng lại/).first(),
  ).toBeVisible();
  await expect(editor).toBeHidden();
  const pending = page.getByTestId('offline-pending');
  await expect(pending).toContainText(/Phiếu kết quả lúc \d\d:\d\d · chờ gửi/);
  await page.screenshot({ path: `${shots}/3-pending.png` });
  expect(
    await api<unknown[]>('GET', `/clinic-appointments/${examined.visit.id}/service-sheets`),
  ).toHaveLength(0);

  // Back online: the first send reaches the server but its reply is lost; the outbox sends again with the same key.
  const sends: string[] = [];
  let firstAnswer: unknown;
  await page.route('**/api/service-sheets', async (route) => {
    sends.push(route.request().headers()['idempotency-key'] ?? '');
    if (sends.length > 1) return route.continue();
    const response = await route.fetch();
    firstAnswer = (await response.json()).data;
    await route.abort('failed');
  });
  await context.setOffline(false);
  await expect(page.getByText('Viêm họng cấp (lưu khi mất mạng)').first()).toBeVisible({ timeout: 15_000 });
  await expect(pending).toHaveCount(0);
  expect(sends).toHaveLength(2);
  expect(sends[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(sends[1]).toBe(sends[0]);
  const saved = await api<unknown[]>('GET', `/clinic-appointments/${examined.visit.id}/service-sheets`);
  // One sheet, exactly as the first (lost) answer had it: the second send wrote nothing.
  expect(saved).toEqual([firstAnswer]);
  await page.unroute('**/api/service-sheets');

  // Offline again, a second sheet is saved; meanwhile the visit is finished at another desk. On reconnect the
  // server refuses it: it is listed with its message and content, to copy or discard.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Thêm phiếu kết quả' }).click();
  editor = page.getByRole('dialog', { name: 'Thêm phiếu kết quả' });
  await fillSheet('Sốt xuất huyết (ghi sau khi đã kết thúc)');
  await expect(editor).toBeHidden();
  await expect(pending).toBeVisible();
  await api('PUT', `/clinic-appointments/${examined.visit.id}/finish-exam`, {});
  await context.setOffline(false);
  const conflict = page.getByTestId('offline-conflict');
  await expect(conflict).toContainText('ghi sau khi đã kết thúc', { timeout: 15_000 });
  await expect(page.getByText('Thay đổi không gửi được')).toBeVisible();
  await page.screenshot({ path: `${shots}/4-conflict.png` });
  await conflict.getByRole('button', { name: 'Bỏ đi' }).click();
  await expect(conflict).toHaveCount(0);
});
