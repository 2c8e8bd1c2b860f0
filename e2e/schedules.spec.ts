import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './staff-sign-in';

// Doctor schedules (screen 9) through the staff app against the real API. The owner sees the demo
// doctors' working week, adds an evening series for Dr. Minh with a custom repeat, moves one evening only,
// deletes the series from its second week on, and is refused a schedule that overlaps his own.

const shots = 'e2e/screenshots/schedules';
const desktop = { width: 1366, height: 768 };
const zone = 'Asia/Ho_Chi_Minh';
const doctor = 'BS. Lê Quang Minh';

/** Clinic days ('YYYY-MM-DD') and how the calendar names them ('Thứ Hai 13/07/2026'). */
const clinicToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
const plusDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const names = ['Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ nhật'];
const dayName = (date: string) =>
  `${names[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]} ${dmy(date)}`;

/** The blocks of a day column that show a time range. */
const blocks = (page: Page, date: string, time: string): Locator =>
  page.locator(`[data-date="${date}"] button[data-schedule-id]`).filter({ hasText: time });

test.describe('lịch làm việc bác sĩ', () => {
  test.use({ viewport: desktop });

  test('thêm lịch lặp tùy chỉnh, sửa một buổi, xóa từ tuần sau, và bị từ chối khi trùng lịch', async ({
    page,
  }) => {
    const today = clinicToday();
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday1 = plusDays(today, 7 - weekday); // next week
    const wednesday1 = plusDays(monday1, 2);
    const monday2 = plusDays(monday1, 7);
    const wednesday2 = plusDays(monday1, 9);

    await signIn(page);
    await page.goto('/schedules');
    await expect(page.getByRole('heading', { name: 'Lịch làm việc bác sĩ', level: 1 })).toBeVisible();
    // The demo week: mornings and afternoons, Monday to Friday.
    await page.getByRole('button', { name: 'Tuần sau' }).click();
    await expect(blocks(page, monday1, '08:00–11:30').first()).toBeVisible();
    await expect(blocks(page, monday1, '13:30–17:00').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/week.png` });

    // An empty cell on Monday evening opens the editor on that day and hour.
    await page.getByRole('button', { name: `Thêm lịch lúc 18:00, ${dayName(monday1)}` }).click();
    const editor = page.getByRole('dialog', { name: 'Thêm lịch làm việc' });
    await expect(editor).toBeVisible();
    await expect(editor.getByRole('combobox', { name: /^Bắt đầu/ })).toHaveValue('18:00');
    await editor.getByRole('combobox', { name: /^Bác sĩ/ }).fill('le quang');
    await page.getByRole('option', { name: doctor }).click();
    await editor.getByRole('combobox', { name: /^Kết thúc/ }).fill('20:00');
    await editor.getByRole('combobox', { name: /^Lặp lại/ }).selectOption({ label: 'Tùy chỉnh…' });
    // Every week on Monday and Wednesday, four times.
    await editor.getByRole('button', { name: 'Thứ Tư' }).click();
    await editor.getByRole('radio', { name: 'Sau' }).check();
    await editor.getByRole('textbox', { name: 'Số lần', exact: true }).fill('4');
    await expect(editor.getByText('Lặp lại hằng tuần vào T2, T4, kết thúc sau 4 lần')).toBeVisible();
    await page.screenshot({ path: `${shots}/editor-custom-repeat.png` });
    await editor.getByRole('button', { name: 'Lưu lịch' }).click();
    await expect(page.getByText('Đã thêm lịch làm việc')).toBeVisible();
    await expect(editor).toBeHidden();

    // Only Dr. Minh, remembered in the address.
    await page.getByRole('group', { name: 'Bác sĩ' }).getByRole('button', { name: doctor }).click();
    await expect(page).toHaveURL(/doctors=\d+/);
    await expect(blocks(page, monday1, '18:00–20:00')).toHaveCount(1);
    await expect(blocks(page, wednesday1, '18:00–20:00')).toHaveCount(1);

    // Wednesday only moves to 18:30.
    await blocks(page, wednesday1, '18:00–20:00').click();
    const edit = page.getByRole('dialog', { name: 'Sửa lịch làm việc' });
    await expect(edit.getByText('Lịch này thuộc một chuỗi lịch lặp lại.')).toBeVisible();
    await edit.getByRole('combobox', { name: /^Bắt đầu/ }).fill('18:30');
    await edit.getByRole('button', { name: 'Lưu lịch' }).click();
    const scope = page.getByRole('dialog', { name: 'Sửa lịch lặp lại' });
    await expect(scope.getByRole('radio', { name: 'Chỉ lịch này' })).toBeChecked();
    await page.screenshot({ path: `${shots}/scope-question.png` });
    await scope.getByRole('button', { name: 'Tiếp tục' }).click();
    await expect(page.getByText('Đã lưu lịch làm việc')).toBeVisible();
    await expect(blocks(page, wednesday1, '18:30–20:00')).toHaveCount(1);
    await expect(blocks(page, wednesday1, '18:00–20:00')).toHaveCount(0);
    await expect(blocks(page, monday1, '18:00–20:00')).toHaveCount(1);
    await page.getByRole('button', { name: 'Tuần sau' }).click();
    await expect(blocks(page, monday2, '18:00–20:00')).toHaveCount(1);
    await expect(blocks(page, wednesday2, '18:00–20:00')).toHaveCount(1);

    // A patient is booked on the second Monday evening: deleting that session must warn about them.
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('sessionToken') ?? '{}').accessToken as string,
    );
    const headers = { authorization: `Bearer ${token}` };
    const data = async <T>(response: Awaited<ReturnType<typeof page.request.get>>) => {
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };
    const minh = (
      await data<{ doctors: { id: number; name: string }[] }>(
        await page.request.get('/api/clinics/clinic-data', { headers }),
      )
    ).doctors.find((d) => d.name === doctor)!;
    const [evening] = await data<{ locationId: number; start: string }[]>(
      await page.request.post('/api/schedules/search', {
        headers,
        data: {
          doctorIds: [minh.id],
          from: new Date(`${monday2}T17:00:00+07:00`).toISOString(),
          to: new Date(`${monday2}T21:00:00+07:00`).toISOString(),
        },
      }),
    );
    const patient = (
      await data<{ pageData: { id: number; code: string; fullName: string }[] }>(
        await page.request.post('/api/clinic-patients/search?pageSize=5&pageNumber=1', { headers, data: {} }),
      )
    ).pageData[2]!;
    const booked = await data<{ id: number; code: string }>(
      await page.request.post('/api/clinic-appointments/create', {
        headers,
        data: {
          clinicPatientId: patient.id,
          doctorId: minh.id,
          locationId: evening!.locationId,
          date: monday2,
          time: '18:00',
        },
      }),
    );
    await page.reload();

    // From the second Monday on, the series is deleted.
    await blocks(page, monday2, '18:00–20:00').click();
    await page
      .getByRole('dialog', { name: 'Sửa lịch làm việc' })
      .getByRole('button', { name: 'Xóa lịch' })
      .click();
    const deleteScope = page.getByRole('dialog', { name: 'Xóa lịch lặp lại' });
    await deleteScope.getByRole('radio', { name: 'Lịch này và các lịch sau' }).check();
    await deleteScope.getByRole('button', { name: 'Tiếp tục' }).click();
    // With appointments at stake the confirmation is an alert dialog.
    const confirm = page.getByRole('alertdialog', { name: 'Xóa lịch làm việc?' });
    await expect(confirm.getByText('1 lịch hẹn sẽ không còn hợp lệ')).toBeVisible();
    await expect(confirm.getByText(booked.code)).toBeVisible();
    await expect(confirm.getByText(patient.fullName)).toBeVisible();
    await page.screenshot({ path: `${shots}/delete-confirm.png` });
    await confirm.getByRole('button', { name: 'Xóa lịch' }).click();
    await expect(page.getByText('Đã xóa lịch làm việc')).toBeVisible();
    // The booking is kept, turned Invalid with its reason, for reception to re-time or cancel.
    const after = await data<{ status: number; invalidReason: string }>(
      await page.request.get(`/api/clinic-appointments/${booked.id}`, { headers }),
    );
    expect(after.status).toBe(10000);
    expect(after.invalidReason).toBeTruthy();
    await expect(blocks(page, monday2, '18:00–20:00')).toHaveCount(0);
    await expect(blocks(page, wednesday2, '18:00–20:00')).toHaveCount(0);
    await page.getByRole('button', { name: 'Tuần trước' }).click();
    await expect(blocks(page, monday1, '18:00–20:00')).toHaveCount(1);
    await expect(blocks(page, wednesday1, '18:30–20:00')).toHaveCount(1);

    // Dr. Minh cannot also work 19:00–21:00 that Monday.
    await page.getByRole('button', { name: `Thêm lịch lúc 20:00, ${dayName(monday1)}` }).click();
    const overlap = page.getByRole('dialog', { name: 'Thêm lịch làm việc' });
    await expect(overlap.getByRole('combobox', { name: /^Bác sĩ/ })).toHaveValue(doctor);
    await overlap.getByRole('combobox', { name: /^Bắt đầu/ }).fill('19:00');
    await overlap.getByRole('combobox', { name: /^Kết thúc/ }).fill('21:00');
    await overlap.getByRole('button', { name: 'Lưu lịch' }).click();
    await expect(overlap.getByText('Lịch làm việc bị trùng với một lịch khác của bác sĩ')).toBeVisible();
    await page.screenshot({ path: `${shots}/overlap-refused.png` });
    await overlap.getByRole('button', { name: 'Hủy' }).click();

    // The day view: a column per doctor.
    await page.getByRole('group', { name: 'Bác sĩ' }).getByRole('button', { name: 'Tất cả' }).click();
    await page.getByRole('button', { name: dayName(monday1), exact: true }).click();
    await expect(page).toHaveURL(/view=day/);
    await expect(page.getByRole('heading', { name: dayName(monday1), level: 2 })).toBeVisible();
    await expect(page.locator('button[data-schedule-id]').filter({ hasText: '18:00–20:00' })).toHaveCount(1);
    await page.screenshot({ path: `${shots}/day.png` });
  });
});
