import { type Browser, expect, type Page, test } from '@playwright/test';

// Screen 11, today's examinations, at two desks at once. Reception (the demo owner) books a walk-in
// through the booking form and checks the patient in on the queue (filling the check-in sheet when the clinic uses
// one); the doctor's page (the demo admin), open on the queue all along, sees the patient arrive without a reload,
// starts the exam (confirming it, as the doctor already has a seeded patient in the room) and finishes it.

const shots = 'e2e/screenshots/queue';
const desktop = { width: 1366, height: 768 };

async function signIn(browser: Browser, email: string, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: desktop, locale: 'vi-VN' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mail hoặc số điện thoại').fill(email);
  await page.getByRole('textbox', { name: 'Mật khẩu', exact: true }).fill('Demo@2026');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: `Xin chào, ${name}` })).toBeVisible();
  return page;
}

const rowOf = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test.describe('khám bệnh hôm nay', () => {
  test('tiếp đón ở quầy, bác sĩ thấy ngay, bắt đầu và kết thúc khám', async ({ browser }) => {
    const reception = await signIn(browser, 'demo@clinicos.vn', 'Nguyễn Minh Anh');
    const doctorPage = await signIn(browser, 'admin@clinicos.vn', 'Trần Thị Bích Ngọc');

    // The doctor's desk: the queue is open before the patient arrives.
    await doctorPage.goto('/queue?tab=checkedIn');
    await expect(doctorPage.getByRole('heading', { name: 'Khám bệnh hôm nay', level: 1 })).toBeVisible();
    await expect(doctorPage.getByRole('tab', { name: /Đã tiếp đón/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Reception books a walk-in for a seeded patient with a doctor at one of the doctor's locations.
    const token = await reception.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof reception.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };
    const clinicData = await data<{ doctors: { id: number; name: string; locationIds: number[] }[] }>(
      await reception.request.get('/api/clinics/clinic-data', { headers }),
    );
    // A doctor with a patient already in the exam room (the demo seeds one per doctor), so that starting the
    // walk-in's exam asks first; other journeys may have added doctors of their own.
    const today = await data<{ doctorId: number; locationId: number; status: number }[]>(
      await reception.request.post('/api/clinic-appointments/all-today', { headers, data: {} }),
    );
    const inRoom = today.find((a) => a.status === 4000);
    expect(inRoom, 'a seeded exam in progress today').toBeDefined();
    const doctor = clinicData.doctors.find((d) => d.id === inRoom!.doctorId)!;
    const locationId = inRoom!.locationId;
    const patients = await data<{ pageData: { id: number; fullName: string; code: string }[] }>(
      await reception.request.post('/api/clinic-patients/search?pageSize=50&pageNumber=1', {
        headers,
        data: {},
      }),
    );
    const patient = patients.pageData[37]!;
    // …at the desk, through the booking form: the patient is here now (a walk-in, no slot).
    await reception.goto('/appointments/new');
    await expect(reception.getByRole('heading', { name: 'Đặt lịch hẹn', level: 1 })).toBeVisible();
    await reception.getByRole('combobox', { name: 'Bệnh nhân' }).fill(patient.code);
    await reception.getByRole('option', { name: new RegExp(patient.code) }).click();
    await reception.getByRole('switch', { name: /Khám ngay/ }).check();
    await reception.getByRole('combobox', { name: 'Bác sĩ' }).fill(doctor.name);
    await reception.getByRole('option', { name: doctor.name, exact: true }).click();
    await reception.getByRole('combobox', { name: 'Địa điểm' }).selectOption(String(locationId));
    await reception.getByRole('combobox', { name: 'Triệu chứng' }).fill('Đau họng, sốt nhẹ 2 ngày');
    await reception.getByRole('button', { name: 'Đặt lịch', exact: true }).click();
    await expect(reception.getByText('Đã duyệt').first()).toBeVisible();

    // Reception's queue: the walk-in is under New; check them in.
    await reception.goto('/queue');
    const newRow = rowOf(reception, patient.fullName);
    await expect(newRow).toBeVisible();
    await expect(reception.getByRole('tab', { name: /Mới/ })).toHaveAttribute('aria-selected', 'true');
    await reception.screenshot({ path: `${shots}/new.png` });
    await newRow.getByRole('button', { name: 'Tiếp đón' }).click();
    const dialog = reception.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // With the clinic's check-in sheet on, the sheet's form is shown: wait for it, fill any required text.
    await expect(dialog.getByText('Đang tải phiếu tiếp đón…')).toHaveCount(0);
    const required = dialog.locator(
      'input[required]:not([type=checkbox]):not([type=radio]), textarea[required]',
    );
    for (const input of await required.all())
      if (!(await input.inputValue())) await input.fill('Bình thường');
    // The vital signs taken at the desk: a temperature typed without its point is caught with its bound.
    await dialog.getByRole('textbox', { name: 'Mạch (lần/phút)' }).fill('88');
    await dialog.getByRole('textbox', { name: 'Nhiệt độ (°C)' }).fill('372');
    await dialog.getByRole('textbox', { name: 'Huyết áp (mmHg)' }).fill('120/80');
    await dialog.getByRole('textbox', { name: 'SpO₂ (%)' }).fill('98');
    await dialog.getByRole('button', { name: 'Tiếp đón' }).click();
    await expect(dialog.getByText('Số đo phải từ 30 đến 45')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nhiệt độ (°C)' }).fill('37.2');
    await expect(dialog.getByText('Số đo phải từ 30 đến 45')).toHaveCount(0);
    await reception.screenshot({ path: `${shots}/check-in.png` });
    await dialog.getByRole('button', { name: 'Tiếp đón' }).click();
    await expect(reception.getByText(/^Số thứ tự \d+$/)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The answer moves the row at once: no stale check-in button left to press twice.
    await expect(rowOf(reception, patient.fullName)).toHaveCount(0);
    await reception.screenshot({ path: `${shots}/checked-in-toast.png` });

    // The doctor's queue shows the patient under Checked In without a reload, with their order number.
    const waiting = rowOf(doctorPage, patient.fullName);
    await expect(waiting).toBeVisible({ timeout: 15_000 });
    await expect(waiting.getByRole('img', { name: /Số thứ tự \d+/ })).toBeVisible();
    await expect(waiting.getByText('Đau họng, sốt nhẹ 2 ngày')).toBeVisible();
    await doctorPage.screenshot({ path: `${shots}/doctor-checked-in.png` });

    // The demo doctor already has a patient in the exam room (seeded): a second exam is asked first.
    await waiting.getByRole('button', { name: 'Bắt đầu khám' }).click();
    const second = doctorPage.getByRole('dialog', { name: `${doctor.name} đang khám` });
    await expect(second.getByText(new RegExp(`Vẫn bắt đầu khám cho ${patient.fullName}\\?$`))).toBeVisible();
    await doctorPage.waitForTimeout(400); // the dialog's 300 ms entrance
    await doctorPage.screenshot({ path: `${shots}/second-exam-confirm.png` });
    await second.getByRole('button', { name: 'Vẫn bắt đầu khám' }).click();
    await expect(doctorPage.getByText(`Bắt đầu khám cho ${patient.fullName}.`)).toBeVisible();
    // Starting lands the doctor on the visit's exam screen (e2e/exam.spec.ts); back to the queue to finish there.
    await expect(doctorPage).toHaveURL(/\/queue\/\d+\/exam$/);
    await doctorPage.getByRole('link', { name: 'Danh sách khám' }).click();
    await doctorPage.getByRole('tab', { name: /Đang khám/ }).click();
    const examining = rowOf(doctorPage, patient.fullName);
    await expect(examining).toBeVisible();
    await examining.getByRole('button', { name: 'Kết thúc khám' }).click();
    const confirm = doctorPage.getByRole('dialog');
    await expect(confirm.getByText('Kết thúc khám khi chưa có dịch vụ hay phiếu kết quả?')).toBeVisible();
    await doctorPage.waitForTimeout(400); // the dialog's 300 ms entrance
    await doctorPage.screenshot({ path: `${shots}/finish-confirm.png` });
    await confirm.getByRole('button', { name: 'Kết thúc khám' }).click();
    await expect(doctorPage.getByText(`Đã kết thúc khám cho ${patient.fullName}.`)).toBeVisible();

    await doctorPage.getByRole('tab', { name: /Đã khám xong/ }).click();
    await expect(rowOf(doctorPage, patient.fullName)).toBeVisible();
    await expect(doctorPage).toHaveURL(/tab=finished/);
    await doctorPage.screenshot({ path: `${shots}/doctor-finished.png` });

    // Reception's own queue followed along too.
    await reception.getByRole('tab', { name: /Đã khám xong/ }).click();
    await expect(rowOf(reception, patient.fullName)).toBeVisible();
  });
});
