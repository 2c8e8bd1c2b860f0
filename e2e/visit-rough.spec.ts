import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Three rough edges of the visit, through the screens against the real API and the demo clinic: a walk-in sale
// to a customer with no patient record ("Khách lẻ"), a new record whose phone another record holds under another
// name (warned, and the staff chooses), and reception correcting a check-in sheet after check-in.

const shots = process.env.ROUGH_SHOTS;
const desktop = { width: 1366, height: 768 };
const run = Date.now().toString().slice(-6);

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/rough-${name}.png`, animations: 'disabled' });
}

async function apiOf(page: Page) {
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

/** Waits for a dialog's opening animation, so a screenshot shows it whole. */
const settled = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

test.describe('những chỗ còn thô của lượt khám', () => {
  test.use({ viewport: desktop, locale: 'vi-VN' });

  test('bán lẻ cho khách không có hồ sơ: hóa đơn ghi "Khách lẻ", không tạo hồ sơ bệnh nhân', async ({
    page,
  }) => {
    await signIn(page);
    const { headers, data } = await apiOf(page);
    const name = `Chị Hoa ${run}`;
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Bán lẻ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bán lẻ' });
    await dialog.getByRole('radio', { name: 'Khách lẻ (không tạo hồ sơ)' }).check();
    await dialog.getByLabel('Tên khách (không bắt buộc)').fill(name);
    await dialog.getByLabel('Số điện thoại (không bắt buộc)').fill('0903555111');
    await dialog.getByRole('combobox', { name: 'Thêm thuốc, dịch vụ hoặc gói' }).fill('Vitamin C');
    await dialog
      .getByRole('option', { name: /Vitamin C 500mg/ })
      .first()
      .click();
    await settled(dialog);
    await shot(page, 'walk-in-sale');
    await dialog.getByRole('button', { name: 'Lập hóa đơn' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Khách lẻ · ${name} · 0903555111`)).toBeVisible();
    await shot(page, 'walk-in-invoice');

    const patients = await data<{ pageData: unknown[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=5&pageNumber=1', {
        headers,
        data: { keyword: name },
      }),
    );
    // No patient record was made for the customer.
    expect(patients.pageData).toEqual([]);
    await page.goto('/invoices');
    await expect(page.getByText(`Khách lẻ · ${name} · 0903555111`).first()).toBeVisible();
    await shot(page, 'invoice-list');
  });

  test('số điện thoại đã có trong hồ sơ tên khác: cảnh báo, nhân viên chọn dùng hồ sơ cũ hay tạo mới', async ({
    page,
  }) => {
    await signIn(page);
    const { headers, data } = await apiOf(page);
    const phone = `0934${run}`;
    const mother = await data<{ id: number; code: string }>(
      await page.request.post('/api/clinic-patients', {
        headers,
        data: { fullName: `Phạm Thị Hồng ${run}`, gender: 0, phone, yearOfBirth: 1970 },
      }),
    );

    await page.goto('/patients/new');
    await page.getByRole('textbox', { name: 'Họ và tên' }).fill(`Trần Thị Mai ${run}`);
    await page.getByRole('radio', { name: 'Nữ' }).check();
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(phone);
    const notice = page.getByRole('status').filter({ hasText: 'Số điện thoại này đã có trong hồ sơ' });
    await expect(notice).toContainText(mother.code);
    await page.getByRole('radio', { name: 'Chỉ biết năm sinh' }).check();
    await page.getByRole('textbox', { name: 'Năm sinh' }).fill('1998');
    await shot(page, 'shared-phone-notice');
    await page.getByRole('button', { name: 'Lưu hồ sơ' }).click();
    const ask = page.getByRole('dialog', { name: 'Số điện thoại đã thuộc hồ sơ khác' });
    await expect(ask).toContainText(`${mother.code} · Phạm Thị Hồng ${run} · 1970`);
    await settled(ask);
    await shot(page, 'shared-phone-confirm');
    // A daughter on her mother's phone: a record of her own.
    await ask.getByRole('button', { name: 'Tạo hồ sơ mới' }).click();
    await expect(page).toHaveURL(/\/patients\/\d+$/);
    const both = await data<{ pageData: { fullName: string }[] }>(
      await page.request.post('/api/clinic-patients/search?pageSize=5&pageNumber=1', {
        headers,
        data: { keyword: phone },
      }),
    );
    expect(both.pageData.map((p) => p.fullName).sort()).toEqual([
      `Phạm Thị Hồng ${run}`,
      `Trần Thị Mai ${run}`,
    ]);
  });

  test('lễ tân sửa phiếu tiếp đón sau khi đã tiếp đón, với cùng kiểm tra như lúc tiếp đón', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const { headers, data } = await apiOf(page);
    const today = await data<{ doctorId: number; locationId: number; status: number }[]>(
      await page.request.post('/api/clinic-appointments/all-today', { headers, data: {} }),
    );
    const inRoom = today.find((a) => a.status === 4000);
    expect(inRoom, 'a seeded exam in progress today').toBeDefined();
    const patient = await data<{ id: number }>(
      await page.request.post('/api/clinic-patients', {
        headers,
        data: { fullName: `Đỗ Văn Sửa ${run}`, gender: 1, phone: `0935${run}`, yearOfBirth: 1985 },
      }),
    );
    const visit = await data<{ id: number }>(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: {
          clinicPatientId: patient.id,
          doctorId: inRoom!.doctorId,
          locationId: inRoom!.locationId,
          notReserved: true,
        },
      }),
    );
    await data(
      await page.request.put(`/api/clinic-appointments/${visit.id}/check-in`, { headers, data: {} }),
    );

    await page.goto(`/appointments/${visit.id}`);
    await page.getByRole('button', { name: 'Sửa phiếu tiếp đón' }).click();
    const dialog = page.getByRole('dialog', { name: /Sửa phiếu tiếp đón/ });
    await expect(dialog.getByText('Đang tải phiếu tiếp đón…')).toHaveCount(0);
    const required = dialog.locator(
      'input[required]:not([type=checkbox]):not([type=radio]), textarea[required]',
    );
    for (const input of await required.all())
      if (!(await input.inputValue())) await input.fill('Bình thường');
    // The same checks as at check-in: a temperature typed without its point is caught with its bound.
    await dialog.getByRole('textbox', { name: 'Nhiệt độ (°C)' }).fill('382');
    await dialog.getByRole('button', { name: 'Lưu phiếu' }).click();
    await expect(dialog.getByText('Số đo phải từ 30 đến 45')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nhiệt độ (°C)' }).fill('38.2');
    await settled(dialog);
    await shot(page, 'correct-check-in-sheet');
    await dialog.getByRole('button', { name: 'Lưu phiếu' }).click();
    await expect(page.getByText('Đã lưu phiếu tiếp đón')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Opened again, the dialog starts from the sheet as saved; the API has it too.
    await page.getByRole('button', { name: 'Sửa phiếu tiếp đón' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Nhiệt độ (°C)' })).toHaveValue('38.2');
    await dialog.getByRole('button', { name: 'Quay lại' }).click();
    const sheet = await data<{ properties: { value: unknown }[] }>(
      await page.request.get(`/api/clinic-appointments/${visit.id}/check-in-sheet`, { headers }),
    );
    expect(sheet.properties.map((p) => p.value)).toContain('38.2');
    await shot(page, 'appointment-details');
  });
});

test('ki-ốt: ví dụ mã đặt lịch dài đúng như mã thật, ở 390×844 và 1366×768', async ({ browser, page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/settings/devices');
  await page.getByRole('button', { name: 'Thêm thiết bị' }).first().click();
  await page.getByRole('radio', { name: 'Ki-ốt tiếp đón' }).check();
  await page.getByLabel('Tên thiết bị').fill(`Ki-ốt ví dụ ${run}`);
  await page.getByRole('button', { name: 'Thêm và lấy mã' }).click();
  const code = page.getByRole('img', { name: /^Mã ghép nối/ });
  const pairingCode = ((await code.textContent()) ?? '').replace(/\D/g, '');
  expect(pairingCode).toMatch(/^\d{6}$/);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
  const kiosk = await context.newPage();
  await kiosk.goto('/kiosk/');
  await kiosk.getByLabel('Mã ghép nối').fill(pairingCode);
  await kiosk.getByRole('button', { name: 'Ghép nối' }).click();
  await kiosk.getByRole('button', { name: 'Bắt đầu sử dụng' }).click();
  await kiosk.getByRole('button', { name: /Nhập mã đặt lịch/ }).click();
  const box = kiosk.getByRole('textbox', { name: 'Mã đặt lịch' });
  await expect(box).toHaveAttribute('placeholder', 'Ví dụ: LH000012');
  await shot(kiosk, 'kiosk-code-390');
  await kiosk.setViewportSize({ width: 1366, height: 768 });
  await shot(kiosk, 'kiosk-code-1366');
  await context.close();
});
